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
  t,
  viewTokenOf,
  withBloodApp,
} from './blood-test-kit.js';

withBloodApp({
  telephony: { provider: 'console' },
  maskedCallCaps: { perNumberPerHour: 2, perTagPerHour: 5 },
  // One donor is asked about many requests here: the weekly cap on asks is not what is tested.
  blood: { requestsPerIpPerDay: 1000, asksPerWeek: 50 },
});

/** A request near the site whose donor answered yes: its page token and the donor's ask. */
async function requestWithYes(site: ReturnType<typeof nextSite>, donorPhone: string) {
  const requester = await customer();
  const made = await createRequest(requester.headers, requestBody({ ...site.hospital }));
  expect(made.statusCode).toBe(201);
  const token = viewTokenOf(made);
  await ring();
  const said = await t.app.inject({
    method: 'POST',
    url: `/d/${answerLinkOf(donorPhone)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: 'choice=yes',
    remoteAddress: nextIp(),
  });
  expect(said.statusCode).toBe(303);
  const view = await t.app.inject({ method: 'GET', url: `/api/blood/view/${token}` });
  return { token, askId: view.json().data.donors[0]._id as string };
}

const callDonor = (r: { token: string; askId: string }) =>
  t.app.inject({ method: 'POST', url: `/api/blood/view/${r.token}/donors/${r.askId}/call`, remoteAddress: nextIp() });

describe('masked calls to a blood donor', () => {
  it("ring the donor's phone at most MASKED_CALLS_PER_NUMBER_PER_HOUR times an hour, whichever requests and addresses ask", async () => {
    const site = nextSite();
    const donor = await insertDonor(site);
    const first = await requestWithYes(site, donor.phone);
    const second = await requestWithYes(site, donor.phone);

    expect((await callDonor(first)).statusCode).toBe(200);
    expect((await callDonor(first)).statusCode).toBe(200);
    // A new request, a new address, a new contact number: the donor's phone is still capped.
    const refused = await callDonor(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toBe(
      'This donor has been called as often as we allow in an hour. Please wait a while.',
    );

    // An hour on, the donor can be called again.
    t.clock.advance(3600);
    expect((await callDonor(second)).statusCode).toBe(200);
    const calls = (await t.app.inject({ method: 'GET', url: '/api/dev/calls' })).json().data as { to: string }[];
    expect(calls.filter((c) => c.to === `+91${donor.phone}`)).toHaveLength(3);
  });

  it('connect at most that many of 50 calls asked for at once, about ten requests from fifty addresses', async () => {
    const site = nextSite();
    const donor = await insertDonor(site);
    // Ten requests, each with its own contact number: only the donor's phone is common to them all.
    const asked: { token: string; askId: string }[] = [];
    for (let i = 0; i < 10; i++) asked.push(await requestWithYes(site, donor.phone));

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => callDonor(asked[i % 10]!)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(48);
    const calls = (await t.app.inject({ method: 'GET', url: '/api/dev/calls' })).json().data as { to: string }[];
    expect(calls.filter((c) => c.to === `+91${donor.phone}`)).toHaveLength(2);
  });
});
