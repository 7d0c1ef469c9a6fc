import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SentRequest } from '../../test/render';
import { renderWithApp } from '../../test/render';
import { person, signedInAs } from '../../test/session';
import { AuthProvider } from '../lib/auth';
import { accountKeys, fetchMe } from './account-api';
import { FallbackChannelChoice } from './fallback-channel';

/** The choice as the profile page shows it: under the signed-in person's profile, read from the server. */
function Profile() {
  const me = useQuery({ queryKey: accountKeys.me, queryFn: ({ signal }) => fetchMe(signal) });
  return me.data ? <FallbackChannelChoice me={me.data} /> : <p>Loading…</p>;
}

const customer = person({ usertype: 'Customer', name: 'Meera Iyer' });
const render = () =>
  renderWithApp(
    <AuthProvider>
      <Profile />
    </AuthProvider>,
  );

describe('FallbackChannelChoice (the account: SMS or WhatsApp when the notification is not seen)', () => {
  it('starts on SMS; choosing WhatsApp saves it and states the consent and since when', async () => {
    let saved = customer;
    const server = signedInAs(customer, {
      'GET /api/user/me': () => ({ body: { status: 'Success', data: saved } }),
      'GET /api/whatsapp': { body: { status: 'Success', data: { available: true } } },
      'PUT /api/user/me': (req: SentRequest) => {
        const channel = (req.body as { fallbackChannel: 'sms' | 'whatsapp' }).fallbackChannel;
        saved = {
          ...saved,
          fallbackChannel: channel,
          whatsappOptInAt: channel === 'whatsapp' ? '2026-11-26T10:00:00.000Z' : null,
        };
        return {
          body: {
            status: 'Success',
            message: 'Your profile was saved.',
            data: { ...saved, credits: 0, emergencyContacts: [], vehicles: [] },
          },
        };
      },
    });
    const { user } = render();
    const group = await screen.findByRole('radiogroup', { name: /Reach me by/ });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));

    expect(
      await screen.findByText(/you agree that SafeSathi sends alerts about your vehicle to this number on WhatsApp/),
    ).toHaveTextContent(/You agreed on 26\/11\/2026/);
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(server.sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ fallbackChannel: 'whatsapp' }]);

    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(await screen.findByText(/SMS: alerts come as a text message/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(server.sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { fallbackChannel: 'whatsapp' },
      { fallbackChannel: 'sms' },
    ]);
  });

  it('offers no WhatsApp where the server does not send it', async () => {
    signedInAs(customer, {
      'GET /api/user/me': { body: { status: 'Success', data: customer } },
      'GET /api/whatsapp': { body: { status: 'Success', data: { available: false } } },
    });
    render();
    expect(await screen.findByText(/WhatsApp is not offered yet/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
  });

  it("shows the server's refusal and keeps SMS", async () => {
    signedInAs(customer, {
      'GET /api/user/me': { body: { status: 'Success', data: customer } },
      'GET /api/whatsapp': { body: { status: 'Success', data: { available: true } } },
      'PUT /api/user/me': {
        status: 400,
        body: {
          status: 'Error',
          code: 'VALIDATION_FAILED',
          message: 'WhatsApp alerts are not offered yet: alerts reach you by SMS.',
          errors: [
            { path: 'fallbackChannel', message: 'WhatsApp alerts are not offered yet: alerts reach you by SMS.' },
          ],
        },
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('radio', { name: 'WhatsApp' }));
    expect(await screen.findByText(/WhatsApp alerts are not offered yet/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
  });
});
