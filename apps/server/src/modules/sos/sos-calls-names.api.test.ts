import { describe, expect, it } from 'vitest';
import { call } from '../../../test/request.js';
import { adminWith } from '../../../test/user-fixtures.js';
import { DEMO_CUSTOMER_PHONE, DEMO_TAG_CODE } from '../../seed.js';
import { nextIp, sosBody, t, withSosApp } from './sos-test-kit.js';

// The SOS calls under their clean names (ADR 0061): `/api/sos-calls…` and `/api/my/sos-calls…`. The old
// `/api/soscall…` are aliases running the same handlers; sos.api.test.ts and the others keep proving them.

withSosApp();

const alert = (ip = nextIp()) => call(t, 'POST', '/api/sos-calls', undefined, sosBody(), { remoteAddress: ip });

describe('SOS calls at /api/sos-calls', () => {
  it('keeps one per-address limit across the old and the clean name', async () => {
    const ip = '198.51.100.61';
    const old = () => call(t, 'POST', '/api/soscall', undefined, sosBody(), { remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await old()).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await alert(ip)).statusCode).toBe(201);
    const sixth = await alert(ip);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await old()).statusCode).toBe(429);
  });

  it("follows an alert from the bystander's post to the back office's list and the owner's answer", async () => {
    const sent = await alert();
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'Success', data: { statusUrl: expect.stringMatching(/^\/alert\//) } });
    const id = sent.json().data._id;

    const office = (await adminWith(t, ['viewSosCall', 'editSosCall'])).token;
    const list = await call(t, 'GET', '/api/sos-calls?limit=5', office);
    expect(list.json()).toMatchObject({ status: 'Success', limit: 5 });
    expect(list.json().data.map((c: { _id: string }) => c._id)).toContain(id);

    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    const mine = (await call(t, 'GET', '/api/my/sos-calls?limit=50', owner)).json().data;
    expect(mine.find((c: { _id: string }) => c._id === id)).toMatchObject({ answerableUntil: expect.any(String) });
    const answer = await call(t, 'POST', `/api/my/sos-calls/${id}/answer`, owner, { kind: 'seen' });
    expect(answer.statusCode).toBe(200);

    const resolved = await call(t, 'PUT', `/api/sos-calls/${id}`, office, { status: 'resolved' });
    expect(resolved.json()).toMatchObject({ message: 'Marked resolved.', data: { _id: id, status: 'resolved' } });
    expect((await call(t, 'POST', `/api/sos-calls/${id}/retry`, office)).statusCode).toBe(409);
  });

  it('guards the back office and the account routes, and refuses a bad id with 400', async () => {
    expect((await call(t, 'GET', '/api/sos-calls')).statusCode).toBe(401);
    const clerk = (await adminWith(t, ['viewOrder'])).token;
    expect((await call(t, 'GET', '/api/sos-calls', clerk)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/my/sos-calls')).statusCode).toBe(401);
    const office = (await adminWith(t, ['editSosCall'])).token;
    const bad = await call(t, 'PUT', '/api/sos-calls/not-an-id', office, { status: 'resolved' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'Error' });
  });

  it("gives a browser form with a mistake its page again, posting to the tag's page", async () => {
    const form = new URLSearchParams({ ...sosBody(), qrcodename: DEMO_TAG_CODE, creatorNumber: '12' } as never);
    const res = await call(t, 'POST', '/api/sos-calls', undefined, form.toString(), {
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(`action="/sos-call/${DEMO_TAG_CODE}"`);
  });
});
