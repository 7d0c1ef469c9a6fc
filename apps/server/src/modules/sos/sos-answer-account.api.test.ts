import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.js';
import { adminWith, signedInCustomer } from '../../../test/user-fixtures.js';
import { DEFAULT_REASONS } from '../../default-reasons.js';
import { DEMO_CUSTOMER_PHONE, DEMO_TAG_CODE } from '../../seed.js';
import { nextIp, post, sms, sosBody, t, withSosApp } from './sos-test-kit.js';

// The owner answers from their account's alert list (issue 21, item 2), as the link in their text
// does, through a route that checks the signed-in owner: docs/decisions/0040.
withSosApp();

const BYSTANDER = '9876543210';

/** A normal alert about the demo vehicle, delivered to the owner: its id and its bystander's page (JSON). */
async function sendAlert() {
  const res = await post(sosBody({ qrcodename: DEMO_TAG_CODE, creatorNumber: BYSTANDER }));
  expect(res.statusCode).toBe(201);
  await t.app.services.worker.runOnce();
  return { id: res.json().data._id as string, status: `/api${res.json().data.statusUrl as string}` };
}
const progress = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data;
const answerAs = (token: string | null, id: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/my/soscalls/${id}/answer`,
    headers: token ? bearer(token) : {},
    payload,
    remoteAddress: nextIp(),
  });
const myAlerts = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/my/soscalls?limit=20', headers: bearer(token) })).json().data as {
    _id: string;
    answerableUntil: string | null;
  }[];

describe('the owner answers from their account', () => {
  it('with the same answers as the text’s link: the bystander’s page shows it and the held contacts are never texted', async () => {
    const { id, status } = await sendAlert();
    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    const listed = (await myAlerts(owner)).find((c) => c._id === id)!;
    expect(Date.parse(listed.answerableUntil!)).toBeGreaterThan(Date.now());

    const res = await answerAs(owner, id, { kind: 'coming', eta: 15, reply: 'moving-it' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Success',
      data: { kind: 'coming', etaMinutes: 15, reply: 'moving-it', by: 'owner' },
    });
    const seen = await progress(status);
    expect(seen.answer).toMatchObject({ kind: 'coming', etaMinutes: 15, by: 'owner' });
    expect(seen.contacts.state).toBe('cancelled');
    t.clock.advance(t.config.limits.sosEscalateSeconds + 1);
    await t.app.services.worker.runOnce();
    expect(sms.to('9000000003')).toHaveLength(0);
    const mine = (await myAlerts(owner)).find((c) => c._id === id) as unknown as {
      answer: { byName: string };
      events: { kind: string; actor: string }[];
    };
    expect(mine.answer.byName).toBe('Aarav Sharma');
    expect(mine.events).toEqual([expect.objectContaining({ kind: 'answered', actor: 'Aarav Sharma (owner)' })]);
  });

  it('is refused to another customer (404) and to an admin, who cannot answer as the owner (404); nothing changes', async () => {
    const { id, status } = await sendAlert();
    const stranger = await signedInCustomer(t, 'Stranger');
    const other = await answerAs(stranger.token, id, { kind: 'seen' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 'Error', code: 'NOT_FOUND' });
    const superAdmin = await answerAs(await t.signIn(t.config.adminPhone), id, { kind: 'seen' });
    expect(superAdmin.statusCode).toBe(404);
    const sosAdmin = await adminWith(t, ['viewSosCall', 'editSosCall']);
    expect((await answerAs(sosAdmin.token, id, { kind: 'call112' })).statusCode).toBe(404);
    expect((await answerAs(null, id, { kind: 'seen' })).statusCode).toBe(401);
    const now = await progress(status);
    expect(now.answer).toBeNull();
    expect(now.contacts.state).toBe('held');
  });

  it('names the wrong field of a bad answer (400), and refuses a closed or too old alert (409)', async () => {
    const { id } = await sendAlert();
    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    const bad = await answerAs(owner, id, { kind: 'later', eta: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['eta', 'kind']);
    expect((await answerAs(owner, 'not-an-id', { kind: 'seen' })).statusCode).toBe(400);

    const admin = await t.signIn(t.config.adminPhone);
    await t.app.inject({
      method: 'PUT',
      url: `/api/soscall/${id}`,
      headers: bearer(admin),
      payload: { status: 'resolved' },
    });
    const closed = await answerAs(owner, id, { kind: 'seen' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('closed');
    expect((await myAlerts(owner)).find((c) => c._id === id)!.answerableUntil).toBeNull();

    const old = await sendAlert();
    t.clock.advance(t.config.limits.sosAnswerLinkSeconds + 1);
    const late = await answerAs(owner, old.id, { kind: 'seen' });
    expect(late.statusCode).toBe(409);
    expect((await myAlerts(owner)).find((c) => c._id === old.id)!.answerableUntil).toBeNull();
  });
});

describe('the answer page without a masked-call provider', () => {
  it('offers the number the bystander left as a tel: link, saying the owner’s number will show', async () => {
    await sendAlert();
    const link = /\/r\/([0-9A-Z]{12})$/.exec(sms.to(DEMO_CUSTOMER_PHONE).at(-1)!.body)![1]!;
    const page = await t.app.inject({ method: 'GET', url: `/r/${link}?lang=en`, remoteAddress: nextIp() });
    expect(page.body).toContain(`href="tel:+91${BYSTANDER}"`);
    expect(page.body).toContain('Call Ravi Kumar back');
    expect(page.body).toContain('The call goes from your phone, so they will see your number.');
    expect(page.body).not.toContain(`/r/${link}/call`);
  });

  it('lists each alert with its reason named in the languages the reason has, for the owner’s screen in theirs', async () => {
    const { id } = await sendAlert();
    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    const mine = (await myAlerts(owner)).find((c) => c._id === id) as unknown as {
      reason: { reasonText: string; translations?: Record<string, { reasonText?: string }> };
    };
    const seeded = DEFAULT_REASONS.find((r) => r.reasonText === mine.reason.reasonText)!;
    expect(seeded.translations.hi?.reasonText).toBeTruthy();
    expect(mine.reason.translations?.hi?.reasonText).toBe(seeded.translations.hi?.reasonText);
    expect(mine.reason.translations?.ta?.reasonText).toBe(seeded.translations.ta?.reasonText);
  });
});
