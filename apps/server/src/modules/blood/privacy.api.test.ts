import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.js';
import { adminWith } from '../../../test/user-fixtures.js';
import {
  answerLinkOf,
  customer,
  donorBody,
  nextIp,
  nextSite,
  requestBody,
  ring,
  t,
  withBloodApp,
} from './blood-test-kit.js';

withBloodApp({
  telephony: { provider: 'console' },
  blood: { requestsPerIpPerDay: 1000 },
});

describe("a donor's privacy", () => {
  it("no answer of the whole flow carries the donor's number or the place they give from; the masked call still connects them", async () => {
    const site = nextSite();
    const place = {
      latitude: Number((site.hospital.latitude + 0.012345).toFixed(6)),
      longitude: site.hospital.longitude,
    };
    const donor = await customer('Asha Verma');
    const requester = await customer('Ravi Rao');
    const admin = await adminWith(t, ['viewBloodRequests']);
    const answers: LightMyRequestResponse[] = [];
    const call = async (o: InjectOptions) => {
      const res = await t.app.inject(o);
      answers.push(res);
      return res;
    };
    const html = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

    await call({
      method: 'PUT',
      url: '/api/blood/donor',
      headers: donor.headers,
      payload: donorBody({ pinCode: '', ...place }),
    });
    await call({ method: 'GET', url: '/api/blood/donor', headers: donor.headers });
    const contactPhone = '9123456780';
    const made = await call({
      method: 'POST',
      url: '/api/blood/requests',
      headers: requester.headers,
      payload: requestBody({ ...site.hospital, contactPhone }),
      remoteAddress: nextIp(),
    });
    const token = (made.json().data.viewUrl as string).split('/blood/')[1]!;
    await ring();
    const link = answerLinkOf(donor.user.phone);
    const donorPage = await call({ method: 'GET', url: `/d/${link}`, remoteAddress: nextIp() });
    expect(donorPage.body).not.toContain(contactPhone);
    const tapped = await call({
      method: 'POST',
      url: `/d/${link}`,
      headers: html,
      payload: 'choice=yes',
      remoteAddress: nextIp(),
    });
    await call({ method: 'GET', url: tapped.headers.location as string, remoteAddress: nextIp() });
    const view = await call({ method: 'GET', url: `/api/blood/view/${token}` });
    const askId = view.json().data.donors[0]._id as string;
    expect(view.json().data.donors[0]).toMatchObject({ firstName: 'Asha', distanceKm: 1 });
    await call({ method: 'GET', url: `/blood/${token}?lang=en` });
    const rang = await call({
      method: 'POST',
      url: `/blood/${token}/call`,
      headers: html,
      payload: `askId=${askId}`,
      remoteAddress: nextIp(),
    });
    expect(rang.statusCode).toBe(303);
    const calledPage = await call({ method: 'GET', url: rang.headers.location as string });
    expect(calledPage.body).toContain('We are calling the contact number now');
    await call({ method: 'POST', url: `/api/blood/view/${token}/donors/${askId}/call`, remoteAddress: nextIp() });
    await call({ method: 'GET', url: '/api/my/blood-requests', headers: requester.headers });
    await call({ method: 'GET', url: '/api/blood/admin/requests', headers: bearer(admin.token) });
    await call({ method: 'POST', url: `/api/blood/view/${token}/donors/${askId}/donated` });
    await call({ method: 'POST', url: `/api/blood/view/${token}/close`, payload: { outcome: 'fulfilled' } });

    expect(answers.length).toBeGreaterThan(14);
    for (const res of answers) {
      const where = `${res.raw.req.method} ${res.raw.req.url}`;
      expect(res.statusCode, where).toBeLessThan(400);
      expect(res.body, where).not.toContain(donor.user.phone);
      expect(res.body, where).not.toContain(String(place.latitude));
      expect(res.body, where).not.toContain(String(place.latitude).slice(0, 7));
    }
    // The provider was asked to ring the contact first, then the donor (both numbers only there).
    const calls = (await t.app.inject({ method: 'GET', url: '/api/dev/calls' })).json().data;
    expect(calls[0]).toMatchObject({ from: `+91${contactPhone}`, to: `+91${donor.user.phone}` });
  });
});
