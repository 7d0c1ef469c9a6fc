import { describe, expect, it } from 'vitest';
import {
  answerLinkOf,
  createRequest,
  customer,
  insertDonor,
  nextIp,
  nextSite,
  requestBody,
  ring,
  sms,
  t,
  textedPhones,
  viewTokenOf,
  withBloodApp,
} from './blood-test-kit.js';

// The product's limits: 3 requests per account a day, and (here) 5 per address.
withBloodApp({ blood: { requestsPerIpPerDay: 5 } });

const errorsOf = (res: { json(): unknown }) =>
  Object.fromEntries(
    ((res.json() as { errors?: { path: string; message: string }[] }).errors ?? []).map((e) => [e.path, e.message]),
  );

describe('making a request', () => {
  it('answers the page to follow it, at an unguessable address, and the first ring is due at once', async () => {
    const { headers } = await customer();
    const res = await createRequest(
      headers,
      requestBody({ pinCode: '560034', latitude: undefined, longitude: undefined }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.viewUrl).toMatch(/^http:\/\/localhost:3000\/blood\/[0-9a-f]{32}[A-Za-z0-9_-]{22}$/);
    const view = await t.app.inject({ method: 'GET', url: `/api/blood/view/${viewTokenOf(res)}` });
    expect(view.json().data).toMatchObject({
      status: 'open',
      radiusKm: null,
      notified: 0,
      hospitalName: 'St. Martha Hospital',
    });
    // A token changed by one character opens nothing.
    const forged = viewTokenOf(res).slice(0, -1) + (viewTokenOf(res).endsWith('A') ? 'B' : 'A');
    expect((await t.app.inject({ method: 'GET', url: `/api/blood/view/${forged}` })).statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/blood-requests', headers });
    expect(mine.json().data.map((r: { viewUrl: string }) => r.viewUrl)).toEqual([res.json().data.viewUrl]);
  });

  it('says which field is wrong: no place, an unknown PIN code, a day with "a date", a day past a month', async () => {
    const { headers } = await customer();
    const bad = await createRequest(headers, {
      ...requestBody({ latitude: undefined, longitude: undefined }),
      units: 0,
      patientName: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['patientName', 'pinCode', 'units']);
    const pin = await createRequest(
      headers,
      requestBody({ latitude: undefined, longitude: undefined, pinCode: '999999' }),
    );
    expect(errorsOf(pin)).toEqual({ pinCode: 'We do not know this PIN code: check it, or use your location' });
    const noDay = await createRequest(headers, requestBody({ neededBy: 'date' }));
    expect(errorsOf(noDay)).toEqual({ neededOn: 'Enter the day it is needed' });
    const far = await createRequest(headers, requestBody({ neededBy: 'date', neededOn: '2999-01-01' }));
    expect(errorsOf(far)).toEqual({ neededOn: 'Choose a day from today to 30 days ahead' });
    expect((await createRequest({}, requestBody())).statusCode).toBe(401);
  });

  it('keeps one open request per patient: a second is refused on the name until the first is closed', async () => {
    const { headers } = await customer();
    const first = await createRequest(headers, requestBody({ patientName: 'Lakshmi Devi' }));
    const again = await createRequest(headers, requestBody({ patientName: 'lakshmi devi' }));
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toEqual({ patientName: 'This patient already has an open request' });
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/blood/view/${viewTokenOf(first)}/close`,
      payload: { outcome: 'not-needed' },
    });
    expect(closed.json().data.status).toBe('closed');
    expect((await createRequest(headers, requestBody({ patientName: 'Lakshmi Devi' }))).statusCode).toBe(201);
  });

  it('allows a few requests a day per account (then 429 with Retry-After), and per address', async () => {
    const { headers } = await customer();
    for (const n of [1, 2, 3])
      expect((await createRequest(headers, requestBody({ patientName: `Patient ${n}` }))).statusCode).toBe(201);
    const fourth = await createRequest(headers, requestBody({ patientName: 'Patient 4' }));
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3600);

    const ip = nextIp();
    const people = [];
    for (let i = 0; i < 6; i++) people.push((await customer(`Person ${i}`)).headers);
    for (const h of people.slice(0, 5)) expect((await createRequest(h, requestBody(), ip)).statusCode).toBe(201);
    const sixth = await createRequest(people[5]!, requestBody(), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many blood requests were made from here today/);
  });

  it('closes itself at its needed-by time plus the grace period, and tells the donors still waiting', async () => {
    const site = nextSite();
    const { headers } = await customer();
    const waiting = await insertDonor(site, { km: 1 });
    const res = await createRequest(headers, requestBody({ ...site.hospital, neededBy: 'now' }));
    await ring();
    expect(textedPhones()).toEqual([waiting.phone]);
    t.clock.advance(t.config.blood.graceSeconds - 60);
    await ring();
    expect(sms.to(waiting.phone)).toHaveLength(1);
    t.clock.advance(120);
    await ring();
    const view = await t.app.inject({ method: 'GET', url: `/api/blood/view/${viewTokenOf(res)}` });
    expect(view.json().data.status).toBe('expired');
    expect(sms.to(waiting.phone).at(-1)!.body).toBe(
      'SafeSathi: the B+ whole blood for St. Martha Hospital is no longer needed. Thank you for being ready to help.',
    );
    // The donor's link now says the request is over.
    const page = await t.app.inject({
      method: 'GET',
      url: `/d/${answerLinkOf(waiting.phone)}`,
      remoteAddress: nextIp(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This request is closed');
    expect(page.body).not.toContain('I can donate');
  });
});

describe('the requester closes the request', () => {
  it('"not needed": donors who have not answered or said yes are told by SMS; one who said "not now" is not', async () => {
    const site = nextSite();
    const { headers } = await customer();
    const silent = await insertDonor(site, { km: 1 });
    const willing = await insertDonor(site, { km: 2 });
    const busy = await insertDonor(site, { km: 3 });
    const res = await createRequest(headers, requestBody({ ...site.hospital, units: 3 }));
    await ring();
    const answer = (phone: string, a: string) =>
      t.app.inject({ method: 'POST', url: `/api/blood/answer/${answerLinkOf(phone)}`, payload: { answer: a } });
    await answer(willing.phone, 'yes');
    await answer(busy.phone, 'not-now');
    const silentLink = answerLinkOf(silent.phone);
    sms.sent = [];
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/blood/view/${viewTokenOf(res)}/close`,
      payload: { outcome: 'not-needed' },
    });
    expect(closed.json().data).toMatchObject({ status: 'closed', nextRingAt: null });
    await t.app.services.worker.runOnce();
    expect(textedPhones().sort()).toEqual([silent.phone, willing.phone].sort());
    expect(sms.sent[0]!.body).toMatch(/is no longer needed/);
    // Closing twice is refused; the donor's link now takes no answer.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/blood/view/${viewTokenOf(res)}/close`,
      payload: { outcome: 'fulfilled' },
    });
    expect(twice.statusCode).toBe(409);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/blood/answer/${silentLink}`,
      payload: { answer: 'yes' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('a text not yet sent when the request closes is never sent', async () => {
    const site = nextSite();
    const { headers } = await customer();
    const donor = await insertDonor(site, { km: 1 });
    const res = await createRequest(headers, requestBody({ ...site.hospital }));
    await t.app.services.bloodRinger.runOnce();
    await t.app.inject({
      method: 'POST',
      url: `/api/blood/view/${viewTokenOf(res)}/close`,
      payload: { outcome: 'not-needed' },
    });
    await t.app.services.worker.runOnce();
    expect(sms.to(donor.phone)).toEqual([]);
  });
});
