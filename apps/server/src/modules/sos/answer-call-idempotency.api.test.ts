import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.js';
import { sosCallEvents, users } from '../../platform/db/schema.js';
import { MASKED_CALL_LIMITS } from './masked-call.service.js';
import { fake, getPage, nextIp, OWNER, ownerId, sendDemoAlert, t, withExotelSosApp } from './sos-test-kit.js';

// The owner's answer and the masked calls with an Idempotency-Key (docs/decisions/0070-idempotency-keys.md).
// Every call here rings the same two numbers about one tag: those caps are lifted.
withExotelSosApp();

const keyed = (key: string | undefined) => (key === undefined ? {} : { 'idempotency-key': key });
const answerJson = (link: string, key: string | undefined, payload: Record<string, unknown> = { kind: 'seen' }) =>
  t.app.inject({ method: 'POST', url: `/api/answer/${link}`, headers: keyed(key), payload, remoteAddress: nextIp() });
const callJson = (page: string, key: string | undefined) =>
  t.app.inject({ method: 'POST', url: `/api${page}/call`, headers: keyed(key), remoteAddress: nextIp() });
const callBackJson = (link: string, key: string | undefined) =>
  t.app.inject({ method: 'POST', url: `/api/answer/${link}/call`, headers: keyed(key), remoteAddress: nextIp() });
/** A page's form posted by a browser with no script, with its fields. */
const postForm = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextIp(),
  });
/** The hidden key of the form posting to `action` on a page. */
const formKey = (html: string, action: string) =>
  new RegExp(
    `action="${action.replace(/[?]/g, '\\?')}"[^>]*><input type="hidden" name="idempotencyKey" value="([^"]+)"`,
  ).exec(html)?.[1];

const answersOn = async (callId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(sosCallEvents)
      .where(and(eq(sosCallEvents.callId, callId), eq(sosCallEvents.kind, 'answered')))
  )[0]!.n;

describe("the owner's answer with an Idempotency-Key", () => {
  it('is recorded once however often it is retried, and a retry gets the first answer', async () => {
    const { id, link } = await sendDemoAlert();
    const key = randomUUID();
    const first = await answerJson(link, key, { kind: 'coming', eta: 15 });
    expect(first.statusCode).toBe(200);
    t.clock.advance(5);
    const again = await answerJson(link, key, { kind: 'coming', eta: 15 });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The first answer, time included: nothing was answered again.
    expect(again.json()).toEqual(first.json());
    expect(await answersOn(id)).toBe(1);
    // The same key with another answer is refused; a new key answers anew.
    const other = await answerJson(link, key, { kind: 'seen' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 'Error', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await answerJson(link, randomUUID(), { kind: 'seen' })).json().data.kind).toBe('seen');
    expect(await answersOn(id)).toBe(2);
  });

  it('is recorded once of 20 retries at once: each is answered, or told to try again in a moment', async () => {
    const { id, link } = await sendDemoAlert();
    const key = randomUUID();
    const all = await Promise.all(Array.from({ length: 20 }, () => answerJson(link, key)));
    for (const res of all) {
      if (res.statusCode === 200) continue;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_FLIGHT' });
      expect(res.headers['retry-after']).toBe('1');
    }
    expect(all.some((r) => r.statusCode === 200)).toBe(true);
    expect(await answersOn(id)).toBe(1);
    const later = await answerJson(link, key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await answersOn(id)).toBe(1);
  });

  it("a key is one link's: another alert's link with it answers that alert, not replaying", async () => {
    const a = await sendDemoAlert();
    t.clock.advance(t.config.limits.sosNotifyWindowSeconds + 1);
    const b = await sendDemoAlert();
    const key = randomUUID();
    expect((await answerJson(a.link, key)).statusCode).toBe(200);
    // (The owner's answer speaks for their other open alerts about the vehicle too.)
    const before = await answersOn(b.id);
    const onB = await answerJson(b.link, key);
    expect(onB.statusCode).toBe(200);
    expect(onB.headers['idempotent-replayed']).toBeUndefined();
    expect(await answersOn(b.id)).toBe(before + 1);
  });

  it("from the account: nobody else's key replays the owner's answer (an admin gets 404)", async () => {
    const { id } = await sendDemoAlert();
    const key = randomUUID();
    const mine = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/my/sos-calls/${id}/answer`,
        headers: { ...bearer(token), 'idempotency-key': key },
        payload: { kind: 'seen' },
      });
    const owner = await t.signIn(OWNER);
    expect((await mine(owner)).statusCode).toBe(200);
    const again = await mine(owner);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await answersOn(id)).toBe(1);
    const admin = await t.signIn('9000000001');
    expect((await mine(admin)).statusCode).toBe(404);
    expect(await answersOn(id)).toBe(1);
  });

  it("the answer page's form sent again lands where the first did, answered once", async () => {
    const { id, link } = await sendDemoAlert();
    const page = await getPage(`/r/${link}?lang=en`);
    const key = formKey(page.body, `/r/${link}?lang=en`);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const fields = { idempotencyKey: key!, choice: 'coming-5', reply: '' };
    const first = await postForm(`/r/${link}?lang=en`, fields);
    expect(first.statusCode).toBe(303);
    const again = await postForm(`/r/${link}?lang=en`, fields);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await answersOn(id)).toBe(1);
    // Another button of the same page (same key) is another answer.
    expect((await postForm(`/r/${link}?lang=en`, { ...fields, choice: 'seen' })).statusCode).toBe(303);
    expect(await answersOn(id)).toBe(2);
  });
});

describe('masked calls with an Idempotency-Key', () => {
  const allowCalls = () => t.database.db.update(users).set({ allowMaskedCalls: true }).where(eq(users.id, ownerId));

  it("rings once for a retried call, and the retries use none of the alert's calls", async () => {
    await allowCalls();
    const { page } = await sendDemoAlert();
    const before = fake.requests.length;
    const key = randomUUID();
    const first = await callJson(page, key);
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < MASKED_CALL_LIMITS.perAlert + 1; i++) {
      const again = await callJson(page, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    }
    expect(fake.requests.length).toBe(before + 1);
    // The alert still has the rest of its calls.
    for (let i = 1; i < MASKED_CALL_LIMITS.perAlert; i++)
      expect((await callJson(page, randomUUID())).statusCode).toBe(200);
    expect((await callJson(page, randomUUID())).statusCode).toBe(429);
    expect(fake.requests.length).toBe(before + MASKED_CALL_LIMITS.perAlert);
  });

  it('rings once for 20 requests at once with one key', async () => {
    await allowCalls();
    const { page } = await sendDemoAlert();
    const before = fake.requests.length;
    const key = randomUUID();
    const all = await Promise.all(Array.from({ length: 20 }, () => callJson(page, key)));
    for (const res of all) expect([200, 409], res.body).toContain(res.statusCode);
    expect(fake.requests.length).toBe(before + 1);
  });

  it("a key is one alert's: another alert's call with it rings", async () => {
    await allowCalls();
    const a = await sendDemoAlert();
    const b = await sendDemoAlert();
    const before = fake.requests.length;
    const key = randomUUID();
    expect((await callJson(a.page, key)).statusCode).toBe(200);
    const onB = await callJson(b.page, key);
    expect(onB.statusCode).toBe(200);
    expect(onB.headers['idempotent-replayed']).toBeUndefined();
    expect(fake.requests.length).toBe(before + 2);
  });

  it("the alert page's call form sent again rings nobody again", async () => {
    await allowCalls();
    const { page } = await sendDemoAlert();
    const html = await getPage(`${page}?lang=en`);
    const key = formKey(html.body, `${page}/call?lang=en`);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const before = fake.requests.length;
    const first = await postForm(`${page}/call?lang=en`, { idempotencyKey: key! });
    expect(first.statusCode).toBe(303);
    const again = await postForm(`${page}/call?lang=en`, { idempotencyKey: key! });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(fake.requests.length).toBe(before + 1);
  });

  it('a call back retried with its key, from the API or the answer page, rings once', async () => {
    const { link } = await sendDemoAlert();
    const before = fake.requests.length;
    const key = randomUUID();
    expect((await callBackJson(link, key)).statusCode).toBe(200);
    const again = await callBackJson(link, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(fake.requests.length).toBe(before + 1);
    const html = await getPage(`/r/${link}?lang=en`);
    const formKeyValue = formKey(html.body, `/r/${link}/call?lang=en`);
    expect(formKeyValue).toMatch(/^[0-9a-f-]{36}$/);
    for (let i = 0; i < 2; i++)
      expect((await postForm(`/r/${link}/call?lang=en`, { idempotencyKey: formKeyValue! })).statusCode).toBe(303);
    expect(fake.requests.length).toBe(before + 2);
  });
});
