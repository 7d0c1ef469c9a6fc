import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithApp } from '../../../test/render';
import { SosFigures } from './sos-figures';

const figures = {
  days: 30,
  since: '2026-10-27T10:00:00.000Z',
  calls: 12,
  pushesSent: 9,
  pushesShown: 7,
  textsSaved: 6,
  costPerSmsPaise: 25,
  moneySavedPaise: 150,
};

describe('the SOS screen’s push figures', () => {
  it('shows pushes sent and shown, texts saved by push and the money saved at the SMS price', async () => {
    fakeServer({ 'GET /api/sos-calls/figures': { body: { status: 'Success', data: figures } } });
    renderWithApp(<SosFigures />);
    const section = screen.getByRole('region', { name: 'Push alerts, last 30 days' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Pushes sent912 SOS calls',
      'Pushes shown7',
      'Texts saved by push6',
      expect.stringMatching(/^Money saved \(estimate\)₹\s?1\.50at ₹\s?0\.25 per SMS$/),
    ]);
  });

  it('says the figures could not be loaded, with a way to try again', async () => {
    fakeServer({
      'GET /api/sos-calls/figures': {
        status: 500,
        body: { status: 'Failure', error: { code: 'INTERNAL', message: 'Something went wrong' } },
      },
    });
    renderWithApp(<SosFigures />);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeVisible();
  });
});
