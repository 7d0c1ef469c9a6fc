import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../../test/render';
import { AlarmButton } from './alarm-button';

const GROUP_ID = '0c1d2e3f-0000-4000-8000-0000000000b1';
const ALARM = {
  _id: '0c1d2e3f-0000-4000-8000-0000000000c1',
  groupId: GROUP_ID,
  status: 'open',
  startedAt: '2026-11-26T10:00:00Z',
  closedAt: null,
  recipients: 3,
};
const url = `/api/groups/${GROUP_ID}/alarm`;

/** The Idempotency-Key each raise sent. */
function keysSent(fetch: ReturnType<typeof fakeServer>['fetch']): string[] {
  return fetch.mock.calls
    .filter(
      ([input, init]) =>
        String(input instanceof Request ? input.url : input).endsWith(url) &&
        (init?.method ?? (input as Request).method) === 'POST',
    )
    .map(([input, init]) => new Headers(init?.headers ?? (input as Request).headers).get('idempotency-key') ?? '');
}

describe('AlarmButton', () => {
  it('shows 112 first, asks for a second tap, raises once per press with its key, and closes with "I\'m safe"', async () => {
    let fail = true;
    const server = fakeServer({
      [`GET ${url}`]: { body: { status: 'Success', data: null } },
      [`POST ${url}`]: () =>
        fail
          ? { status: 503, body: { status: 'Error', code: 'SERVICE_BUSY', message: 'Busy' } }
          : { status: 201, body: { status: 'Success', message: 'The alarm was raised.', data: ALARM } },
      [`POST ${url}/close`]: {
        body: { status: 'Success', message: 'Closed', data: { ...ALARM, status: 'closed', closedAt: ALARM.startedAt } },
      },
    });
    renderWithApp(<AlarmButton groupId={GROUP_ID} onChanged={() => {}} />);
    const call112 = screen.getByRole('link', { name: 'In danger? Call 112' });
    expect(call112).toHaveAttribute('href', 'tel:112');
    expect(screen.getByText('Checking your alarm…')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Alarm' }));
    // One tap only asks: nothing is sent yet.
    expect(keysSent(server.fetch)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Press again: raise the alarm' }));
    await waitFor(() => expect(keysSent(server.fetch)).toHaveLength(1));
    // The press failed: the retry carries the same key, so the server raises it at most once.
    fail = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Press again: raise the alarm' }));
    expect(await screen.findByText(/3 people were texted a link to your live location/)).toBeInTheDocument();
    const [first, second] = keysSent(server.fetch);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    await userEvent.click(screen.getByRole('button', { name: "I'm safe" }));
    expect(await screen.findByText('Alarm closed. Glad you are safe.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alarm' })).toBeInTheDocument();
  });

  it('says when the alarm could not be checked, and tries again', async () => {
    let ok = false;
    fakeServer({
      [`GET ${url}`]: () =>
        ok
          ? { body: { status: 'Success', data: ALARM } }
          : { status: 500, body: { status: 'Error', code: 'INTERNAL', message: 'Oops' } },
    });
    renderWithApp(<AlarmButton groupId={GROUP_ID} onChanged={() => {}} />);
    expect(await screen.findByText('Could not check your alarm', {}, { timeout: 5000 })).toBeInTheDocument();
    ok = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: "I'm safe" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In danger? Call 112' })).toBeInTheDocument();
  });
});
