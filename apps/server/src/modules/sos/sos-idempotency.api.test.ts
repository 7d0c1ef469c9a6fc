import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { qrTags, userVehicles } from '../../platform/db/schema.js';
import { pruneIdempotencyKeys } from '../../platform/idempotency.js';
import { rowsOf } from '../../platform/rate-limit.js';
import { DEMO_TAG_CODE } from '../../seed.js';
import { generateTagCode } from '../tags/tag-code.js';
import { countCalls, nextIp, OWNER, sms, sosBody, t, withSosApp } from './sos-test-kit.js';

withSosApp();

/** An alert about the demo tag, sent with an Idempotency-Key (or none). */
const send = (key: string | undefined, extra: Record<string, unknown> = {}, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sos-calls',
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload: sosBody({ qrcodename: DEMO_TAG_CODE, ...extra }),
    remoteAddress: ip,
  });

/** The texts the outbox sends now, to the owner. */
async function ownerTexts() {
  await t.app.services.worker.runOnce();
  return sms.to(OWNER);
}

const keyRows = async (key: string) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from idempotency_keys where key = ${key}`),
  )[0]!.n;

async function hits(outcome: string): Promise<number> {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`safesathi_idempotency_hits_total{endpoint="sos",outcome="${outcome}"}`));
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe('alerts with an Idempotency-Key', () => {
  it('answers a retry with the first answer: one alert, one set of texts', async () => {
    const key = randomUUID();
    const before = await countCalls();
    const replaysBefore = await hits('replayed');
    const first = await send(key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The answer was lost on the way back; the page tries again, from another address even.
    const again = await send(`"${key}"`);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countCalls()).toBe(before + 1);
    expect(await ownerTexts()).toHaveLength(1);
    expect(await hits('replayed')).toBe(replaysBefore + 1);
  });

  it('makes one alert of 20 requests sent at once with one key', async () => {
    const key = randomUUID();
    const before = await countCalls();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().data._id)).size).toBe(1);
    expect(await countCalls()).toBe(before + 1);
    expect(await ownerTexts()).toHaveLength(1);
  });

  it('makes two alerts of two keys, summed into one text by the texting window as ever', async () => {
    const before = await countCalls();
    const a = await send(randomUUID());
    const b = await send(randomUUID());
    expect(a.json().data._id).not.toBe(b.json().data._id);
    expect(await countCalls()).toBe(before + 2);
    const texts = await ownerTexts();
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(/2 alerts/);
  });

  it('without a key, a second request is a second alert (old clients)', async () => {
    const before = await countCalls();
    await send(undefined);
    await send(undefined);
    expect(await countCalls()).toBe(before + 2);
  });

  it('refuses the same key with another alert (422), and a malformed key (400)', async () => {
    const key = randomUUID();
    expect((await send(key)).statusCode).toBe(201);
    const before = await countCalls();
    const other = await send(key, { creatorName: 'Someone Else' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 'Error', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(other.json().message).toMatch(/different request/);
    for (const bad of ['short', 'x'.repeat(129), 'has space in it', 'ключ-ключ-ключ']) {
      const res = await send(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'Idempotency-Key', message: expect.stringMatching(/8 to 128/) }],
      });
    }
    expect(await countCalls()).toBe(before);
  });

  it("does not replay one tag's alert for another tag sent with the same key", async () => {
    const owner = await insertUser(t.database.db, { usertype: 'Customer', name: 'Second Owner' });
    const [vehicle] = await t.database.db
      .insert(userVehicles)
      .values({ userId: owner.id, registrationNumber: 'KA01ID0070' })
      .returning();
    const code = generateTagCode();
    await t.database.db.insert(qrTags).values({ code, status: 'active', vehicleId: vehicle!.id });
    const key = randomUUID();
    const mine = await send(key);
    const before = await countCalls();
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/sos-calls',
      headers: { 'idempotency-key': key },
      payload: sosBody({ qrcodename: code, user: owner.id, vehicleNumber: 'KA01ID0070' }),
      remoteAddress: nextIp(),
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data._id).not.toBe(mine.json().data._id);
    expect(await countCalls()).toBe(before + 1);
  });

  it('does not charge the per-address limit for a replay, and keeps no key for a refused alert', async () => {
    const ip = nextIp();
    const { sosPerIp } = t.config.limits;
    const key = randomUUID();
    expect((await send(key, {}, ip)).statusCode).toBe(201);
    for (let i = 0; i < sosPerIp + 2; i++) expect((await send(key, {}, ip)).statusCode).toBe(201);
    // The replays counted nothing: the address still has its other alerts.
    for (let i = 1; i < sosPerIp; i++) expect((await send(randomUUID(), {}, ip)).statusCode).toBe(201);
    const refusedKey = randomUUID();
    const refused = await send(refusedKey, {}, ip);
    expect(refused.statusCode).toBe(429);
    // After the window, the same key is tried afresh, not answered with the refusal.
    t.clock.advance(t.config.limits.sosIpWindowSeconds + 1);
    const before = await countCalls();
    const later = await send(refusedKey, {}, ip);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await countCalls()).toBe(before + 1);
  });

  it('forgets a key after a day: housekeeping deletes it, and the key makes a new alert', async () => {
    const key = randomUUID();
    const first = await send(key);
    t.clock.advance(23 * 3600);
    expect((await send(key)).json()).toEqual(first.json());
    await pruneIdempotencyKeys(t.database.db, t.clock.now());
    expect(await keyRows(key)).toBe(1);
    t.clock.advance(3600 + 1);
    const before = await countCalls();
    const later = await send(key);
    expect(later.statusCode).toBe(201);
    expect(later.json().data._id).not.toBe(first.json().data._id);
    expect(await countCalls()).toBe(before + 1);
    t.clock.advance(24 * 3600 + 1);
    expect(await pruneIdempotencyKeys(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await keyRows(key)).toBe(0);
    // Deleted, the key is new again too.
    expect((await send(key)).json().data._id).not.toBe(later.json().data._id);
  });
});

describe("the SOS page's form", () => {
  const form = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/${DEMO_TAG_CODE}`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: nextIp(),
    });

  it('carries a key, and a resubmission of the same form lands on the same alert without a second one', async () => {
    t.app.services.publicCache.clear();
    const page = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}`, remoteAddress: nextIp() });
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const fields = { ...(sosBody() as Record<string, string>), idempotencyKey: key!, lang: 'en' };
    const before = await countCalls();
    const first = await form(fields);
    expect(first.statusCode).toBe(303);
    // The network dropped the answer; the browser sends the form again.
    const again = await form(fields);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await countCalls()).toBe(before + 1);
    expect(await ownerTexts()).toHaveLength(1);
    // Another bystander on the same cached page (same key) with their own alert: a second alert.
    const other = await form({ ...fields, creatorName: 'Another Witness', creatorNumber: '9811111111' });
    expect(other.statusCode).toBe(303);
    expect(other.headers.location).not.toBe(first.headers.location);
    expect(await countCalls()).toBe(before + 2);
  });

  it('sends an alert whose hidden key is malformed (a form is never refused for it)', async () => {
    const before = await countCalls();
    const res = await form({ ...(sosBody() as Record<string, string>), idempotencyKey: 'bad key!' });
    expect(res.statusCode).toBe(303);
    expect(await countCalls()).toBe(before + 1);
  });
});
