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

withBloodApp({ blood: { requestsPerDay: 1000, requestsPerIpPerDay: 1000 } });

async function requestWithDonors(units: number, donors: number) {
  const site = nextSite();
  const { headers } = await customer();
  const people = [];
  for (let i = 0; i < donors; i++) people.push(await insertDonor(site, { km: 1 + i, name: `Donor${i} Surname` }));
  const res = await createRequest(headers, requestBody({ ...site.hospital, units }));
  const token = viewTokenOf(res);
  await ring();
  return { token, links: people.map((p) => answerLinkOf(p.phone)), people };
}
const answer = (link: string, a: string) =>
  t.app.inject({ method: 'POST', url: `/api/blood/answer/${link}`, payload: { answer: a }, remoteAddress: nextIp() });
const view = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/blood/view/${token}` })).json().data;
const form = (url: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(body).toString(),
    remoteAddress: nextIp(),
  });

describe('donors answer', () => {
  it('two donors racing for the last unit: one is counted, the other thanked, and the request is never over-filled', async () => {
    for (let round = 0; round < 4; round++) {
      const { token, links } = await requestWithDonors(2, 4);
      expect((await answer(links[0]!, 'yes')).json().data.full).toBe(false);
      // The last unit, three at once.
      const raced = await Promise.all(links.slice(1).map((l) => answer(l, 'yes')));
      expect(raced.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(raced.filter((r) => !r.json().data.full)).toHaveLength(1);
      const v = await view(token);
      expect(v.yesCount).toBe(2);
      expect(v.donors).toHaveLength(2);
    }
  });

  it('from the texted link with no JavaScript: the page shows the request and takes a tap; the requester sees first name, rounded distance and time', async () => {
    const { token, links } = await requestWithDonors(1, 1);
    const page = await t.app.inject({ method: 'GET', url: `/d/${links[0]}`, remoteAddress: nextIp() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('B+ whole blood is needed at St. Martha Hospital, about 1 km from where you donate.');
    expect(page.body).toContain('Ward 4, ask at the desk');
    expect(page.body).toContain('value="donated-recently"');

    const tapped = await form(`/d/${links[0]}?lang=en`, { choice: 'yes' });
    expect(tapped.statusCode).toBe(303);
    const after = await t.app.inject({
      method: 'GET',
      url: tapped.headers.location as string,
      remoteAddress: nextIp(),
    });
    expect(after.body).toContain('Thank you! The family sees that you can donate');
    expect(after.body).toContain('Your answer: I can donate');

    const requester = await t.app.inject({ method: 'GET', url: `/blood/${token}?lang=en` });
    expect(requester.statusCode).toBe(200);
    expect(requester.body).toMatch(/Donor0, about 1 km away, answered at \d\d:\d\d/);
    expect(requester.body).not.toContain('Surname');
    expect(requester.body).toContain('Said yes: 1 of 1');
  });

  it('in Hindi for a donor whose account speaks Hindi', async () => {
    const site = nextSite();
    const { headers } = await customer();
    const donor = await insertDonor(site, { km: 1, language: 'hi' });
    await createRequest(headers, requestBody({ ...site.hospital }));
    await ring();
    expect(textedPhones()).toEqual([donor.phone]);
    expect(sms.to(donor.phone)[0]!.body).toMatch(/\/d\/[0-9A-Z]{12}/);
  });

  it('taking "I can donate" back frees the unit for another donor', async () => {
    const { token, links } = await requestWithDonors(1, 2);
    await answer(links[0]!, 'yes');
    expect((await answer(links[1]!, 'yes')).json().data.full).toBe(true);
    await answer(links[0]!, 'not-now');
    expect((await view(token)).yesCount).toBe(0);
    expect((await answer(links[1]!, 'yes')).json().data.full).toBe(false);
    expect((await view(token)).donors.map((d: { firstName: string }) => d.firstName)).toEqual(['Donor1']);
  });

  it('an unknown or malformed link shows a page that says so, and the JSON answer is 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/d/ABCDEFGHJKMN', remoteAddress: nextIp() })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/d/not-a-token', remoteAddress: nextIp() })).body).toContain(
      'No blood request was found at this address.',
    );
    expect((await answer('ABCDEFGHJKMN', 'yes')).statusCode).toBe(404);
    expect((await answer('ABCDEFGHJKMN', 'maybe')).statusCode).toBe(400);
  });
});

describe('the requester marks who gave', () => {
  it('once as many donors gave as units were needed the request is fulfilled, and donors still pending are told', async () => {
    const { token, links, people } = await requestWithDonors(2, 4);
    await answer(links[0]!, 'yes');
    await answer(links[1]!, 'yes');
    await answer(links[2]!, 'not-now');
    const [first, second] = (await view(token)).donors as { _id: string }[];
    const gave = await form(`/blood/${token}/donated?lang=en`, { askId: first!._id });
    expect(gave.statusCode).toBe(303);
    expect(await view(token)).toMatchObject({ status: 'open', donatedCount: 1 });
    sms.sent = [];
    await t.app.inject({ method: 'POST', url: `/api/blood/view/${token}/donors/${second!._id}/donated` });
    const done = await view(token);
    expect(done).toMatchObject({ status: 'fulfilled', donatedCount: 2 });
    await t.app.services.worker.runOnce();
    // Only the donor who never answered is told; the two who gave and the one who said no are not.
    expect(textedPhones()).toEqual([people[3]!.phone]);
    const page = await t.app.inject({ method: 'GET', url: `/blood/${token}?lang=en` });
    expect(page.body).toContain('The blood was given. Thank you.');
    expect(page.body).not.toContain('name="outcome"');
  });
});
