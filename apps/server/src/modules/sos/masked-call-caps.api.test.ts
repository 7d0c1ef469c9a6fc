import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextPhone } from '../../../test/fixtures.js';
import { insertActiveTag, insertTaggedOwner, insertVehicle } from '../../../test/user-fixtures.js';
import { users } from '../../platform/db/schema.js';
import { generateTagCode } from '../tags/tag-code.js';
import { exotel, fake, nextIp, post, reasonId, t, withExotelSosApp } from './sos-test-kit.js';

// The caps on whom a call rings (docs/decisions/0028-masked-calls.md), whichever alert and
// address ask. The tag's is below the number's, so each test can tell which one refused.
const PER_NUMBER = 4;
const PER_TAG = 3;
withExotelSosApp({ perNumberPerHour: PER_NUMBER, perTagPerHour: PER_TAG });

/** A new owner who takes masked calls, with `tags` tagged vehicles: their number and tag codes. */
async function callableOwner(tags = 1) {
  const { db } = t.database;
  const { ownerId, code } = await insertTaggedOwner(db, 0);
  const codes = [code];
  for (let i = 1; i < tags; i++) {
    const vehicle = await insertVehicle(db, ownerId);
    codes.push((await insertActiveTag(db, vehicle.id, generateTagCode())).code);
  }
  const [owner] = await db.update(users).set({ allowMaskedCalls: true }).where(eq(users.id, ownerId)).returning();
  return { phone: owner!.phone, codes };
}

/** An alert about a tag with `creatorNumber` typed in, sent from a fresh address: its page's path. */
async function alertAbout(code: string, creatorNumber: string): Promise<string> {
  const res = await post({ qrcodename: code, reasonId, creatorName: 'Ravi Kumar', creatorNumber });
  expect(res.statusCode).toBe(201);
  return res.json().data.statusUrl as string;
}

/** Asks for a call from a fresh address each time: no per-address limit is what stops these. */
const callJson = (page: string) => t.app.inject({ method: 'POST', url: `/api${page}/call`, remoteAddress: nextIp() });
const callForm = (page: string) =>
  t.app.inject({
    method: 'POST',
    url: `${page}/call?lang=en`,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
    remoteAddress: nextIp(),
  });
/** The numbers the provider was asked to ring since `from` requests: From first, To once it answers. */
const rungSince = (from: number) =>
  fake.requests.slice(from).map((r) => {
    const form = new URLSearchParams(r.body);
    return { from: form.get('From'), to: form.get('To') };
  });

function expectRefused(res: Awaited<ReturnType<typeof callJson>>, message: RegExp) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ status: 'Error', code: 'RATE_LIMITED', message: expect.stringMatching(message) });
  expect(res.json().message).toContain('call 112');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

describe('masked calls ring nobody without end', () => {
  it('alerts from rotating addresses with one number typed in ring that number at most the cap an hour', async () => {
    const victim = nextPhone();
    const pages: string[] = [];
    for (let i = 0; i < PER_NUMBER + 2; i++) pages.push(await alertAbout((await callableOwner()).codes[0]!, victim));
    const before = fake.requests.length;
    for (const page of pages.slice(0, PER_NUMBER)) expect((await callJson(page)).statusCode).toBe(200);
    expectRefused(await callJson(pages[PER_NUMBER]!), /^The phone number on this alert has been called as often/);
    // The page says so plainly, with no JavaScript.
    const form = await callForm(pages[PER_NUMBER + 1]!);
    expect(form.statusCode).toBe(429);
    expect(form.headers['retry-after']).toBeTruthy();
    expect(form.body).toContain('No more calls can be made from here for now.');
    expect(form.body).not.toContain(victim);
    const rung = rungSince(before);
    expect(rung).toHaveLength(PER_NUMBER);
    for (const call of rung) expect(call.from).toBe(`+91${victim}`);

    // An hour on, the number may be rung again; the refused alerts had used up none of their own calls.
    t.clock.advance(3601);
    expect((await callJson(pages[PER_NUMBER]!)).statusCode).toBe(200);
  });

  it('an owner is rung at most the cap an hour, over all their tags, whoever alerts them from wherever', async () => {
    const owner = await callableOwner(2);
    const [a, b] = owner.codes as [string, string];
    const pages: string[] = [];
    for (const code of [a, a, b, b, b]) pages.push(await alertAbout(code, nextPhone()));
    const before = fake.requests.length;
    for (const page of pages.slice(0, PER_NUMBER)) expect((await callJson(page)).statusCode).toBe(200);
    expectRefused(await callJson(pages[PER_NUMBER]!), /^The owner has been called as often as we allow in an hour/);
    const rung = rungSince(before);
    expect(rung).toHaveLength(PER_NUMBER);
    for (const call of rung) expect(call.to).toBe(`+91${owner.phone}`);
  });

  it("a tag's owner is rung at most the tag's cap an hour about it; a refused call uses up no other cap", async () => {
    const owner = await callableOwner();
    const refusedNumber = nextPhone();
    const pages: string[] = [];
    for (let i = 0; i < PER_TAG; i++) pages.push(await alertAbout(owner.codes[0]!, nextPhone()));
    pages.push(await alertAbout(owner.codes[0]!, refusedNumber));
    const before = fake.requests.length;
    for (const page of pages.slice(0, PER_TAG)) expect((await callJson(page)).statusCode).toBe(200);
    expectRefused(await callJson(pages[PER_TAG]!), /^This vehicle's owner has been called as often/);
    expect(rungSince(before)).toHaveLength(PER_TAG);

    // The refused call rang nobody, so its number still has all its calls, about other vehicles.
    const elsewhere: string[] = [];
    for (let i = 0; i < PER_NUMBER; i++)
      elsewhere.push(await alertAbout((await callableOwner()).codes[0]!, refusedNumber));
    for (const page of elsewhere) expect((await callJson(page)).statusCode).toBe(200);
  });

  it('a call the provider refused outright rang nobody and uses up no cap; one that failed otherwise may have, and counts', async () => {
    const number = nextPhone();
    const pages: string[] = [];
    for (let i = 0; i < PER_NUMBER + 2; i++) pages.push(await alertAbout((await callableOwner()).codes[0]!, number));
    try {
      exotel.failWith = 400;
      for (const page of pages.slice(0, 2)) expect((await callJson(page)).statusCode).toBe(503);
      exotel.failWith = 503;
      expect((await callJson(pages[2]!)).statusCode).toBe(503);
    } finally {
      exotel.failWith = null;
    }
    // Two refusals gave their rings back; the outage's may have rung, so it counts.
    for (const page of pages.slice(0, PER_NUMBER - 1)) expect((await callJson(page)).statusCode).toBe(200);
    expectRefused(await callJson(pages[PER_NUMBER]!), /^The phone number on this alert has been called as often/);
  });

  it('50 calls asked for at once, from 50 addresses over 17 alerts, never ring one number or one tag past its cap', async () => {
    // One number typed into alerts about 17 vehicles.
    const victim = nextPhone();
    const pages: string[] = [];
    for (let i = 0; i < 17; i++) pages.push(await alertAbout((await callableOwner()).codes[0]!, victim));
    let before = fake.requests.length;
    let answers = await Promise.all(Array.from({ length: 50 }, (_, i) => callJson(pages[i % 17]!)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PER_NUMBER);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(50 - PER_NUMBER);
    expect(rungSince(before)).toHaveLength(PER_NUMBER);

    // 17 alerts about one tag, each from another number.
    const owner = await callableOwner();
    const tagPages: string[] = [];
    for (let i = 0; i < 17; i++) tagPages.push(await alertAbout(owner.codes[0]!, nextPhone()));
    before = fake.requests.length;
    answers = await Promise.all(Array.from({ length: 50 }, (_, i) => callJson(tagPages[i % 17]!)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PER_TAG);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(50 - PER_TAG);
    const rung = rungSince(before);
    expect(rung).toHaveLength(PER_TAG);
    for (const call of rung) expect(call.to).toBe(`+91${owner.phone}`);
  });
});
