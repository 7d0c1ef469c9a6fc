import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithApp } from '../../test/render';
import { NeedsAttention } from './needs-attention';

const alert = (fields: Record<string, unknown>) => ({
  _id: '0c1d2e3f-0000-4000-8000-00000000000a',
  status: 'open',
  answer: null,
  answerableUntil: '2026-11-27T10:00:00.000Z',
  reason: { reasonText: 'Car blocking the way' },
  createdAt: '2026-11-26T10:00:00.000Z',
  ...fields,
});
const ok = (data: unknown[]) => ({ body: { status: 'Success', data, total: data.length } });

describe("NeedsAttention (the account home's first card)", () => {
  it('names an unanswered alert, a tag on no vehicle, and a paper to renew, each linking to where it is handled', async () => {
    fakeServer({
      'GET /api/my/sos-calls': ok([
        alert({}),
        alert({ _id: 'answered', answer: { kind: 'coming' } }),
        alert({ _id: 'closed', status: 'resolved' }),
      ]),
      'GET /api/my/tags': ok([
        { code: 'SS-AAAA', status: 'active', vehicle: null },
        { code: 'SS-BBBB', status: 'active', vehicle: { _id: 'v1', registrationNumber: 'KA01AB1234' } },
      ]),
      'GET /api/my/papers': ok([
        {
          _id: 'p1',
          kind: 'puc',
          registrationNumber: 'KA01AB1234',
          validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
          renewedBy: null,
        },
      ]),
    });
    renderWithApp(<NeedsAttention />);

    const card = await screen.findByRole('region', { name: 'Needs your attention' });
    expect(within(card).getByRole('link', { name: /Car blocking the way waits for your answer/ })).toHaveAttribute(
      'href',
      '#alerts-title',
    );
    expect(within(card).getByRole('link', { name: /Tag SS-AAAA is not on a vehicle/ })).toHaveAttribute(
      'href',
      '#tags-title',
    );
    expect(card).not.toHaveTextContent('SS-BBBB');
    expect(await screen.findByRole('region', { name: 'Papers to renew' })).toHaveTextContent('KA01AB1234');
  });

  it('shows nothing when nothing waits', async () => {
    const server = fakeServer({
      'GET /api/my/sos-calls': ok([alert({ answer: { kind: 'seen' } })]),
      'GET /api/my/tags': ok([{ code: 'SS-BBBB', status: 'active', vehicle: { _id: 'v1', registrationNumber: 'X' } }]),
      'GET /api/my/papers': ok([]),
    });
    renderWithApp(<NeedsAttention />);
    await vi.waitFor(() => expect(server.sent).toHaveLength(3));
    await vi.waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(screen.queryByText(/attention|renew|waits/i)).not.toBeInTheDocument();
  });
});
