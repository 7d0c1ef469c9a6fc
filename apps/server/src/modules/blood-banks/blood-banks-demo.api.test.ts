import { describe, expect, it } from 'vitest';
import { DEMO_TAG_CODE } from '../../seed.js';
import { nextIp, reasonId, sosBody, t, urgentReasonId, withSosApp } from '../sos/sos-test-kit.js';

// The demo app (SEED_DEMO): the SOS loop's demo tag, and the demo blood-bank directory.
withSosApp();

/** Sends the tag page's form as a browser does, and opens the alert's page it lands on. */
async function sendAlert(reason: string, lang: string) {
  const sent = await t.app.inject({
    method: 'POST',
    url: `/${DEMO_TAG_CODE}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...sosBody({ reasonId: reason }), lang } as Record<string, string>).toString(),
    remoteAddress: nextIp(),
  });
  expect(sent.statusCode).toBe(303);
  return t.app.inject({ method: 'GET', url: sent.headers.location as string, remoteAddress: nextIp() });
}

describe('the blood-bank page from the bystander’s side', () => {
  it('is linked from the alert’s page after an urgent reason (an accident), in its language, and not after a normal one', async () => {
    const accident = await sendAlert(urgentReasonId, 'hi');
    expect(accident.body).toContain('<a class="btn" href="/blood-banks?lang=hi">खून चाहिए? नज़दीकी ब्लड बैंक खोजें</a>');
    const blocking = await sendAlert(reasonId, 'en');
    expect(blocking.statusCode).toBe(200);
    expect(blocking.body).not.toContain('/blood-banks');
  });

  it('finds the demo directory, seeded once, by a PIN code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blood-banks?q=560029&lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h3>DEMO Wilson Garden Government Hospital Blood Bank</h3>');
    expect(res.body).toContain('<h3>DEMO MG Road Charitable Blood Centre</h3>');
    expect(res.body).not.toContain('DEMO Park Town');
  });
});
