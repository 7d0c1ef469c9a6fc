import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { RecordingSms } from '../../../test/recording-sms.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Config } from '../../platform/config.js';
import { reasons, sosCalls, users } from '../../platform/db/schema.js';
import { type Fake, startFake } from '../../platform/sms/gateway-fakes.js';
import type { MaskedCallCaps } from '../../platform/telephony/telephony-config.js';
import { EXOTEL, fakeExotel } from '../../platform/telephony/telephony-fakes.js';
import { DEMO_CUSTOMER_PHONE, DEMO_REGISTRATION, DEMO_TAG_CODE } from '../../seed.js';

export let t: TestApp;
export const sms = new RecordingSms();
export let ownerId: string;
/** A normal reason ('Car blocking the way'): the owner first, the contacts if nobody answers. */
export let reasonId: string;
/** An urgent reason ('Accident'): everyone at once. */
export let urgentReasonId: string;
let ipSeq = 0;
/** Each test speaks from its own address so the per-IP limit only bites where a test wants it. */
export const nextIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

/**
 * The demo data on a fresh app, a recording SMS gateway, a texting window over before each test.
 * `config`: settings read when the app starts (after the file's earlier hooks, e.g. a fake provider's).
 */
export function withSosApp(config?: () => Partial<Config>): void {
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true, sms, config: config?.() });
    const [owner] = await t.database.db.select().from(users).where(eq(users.phone, DEMO_CUSTOMER_PHONE));
    ownerId = owner!.id;
    const [reason] = await t.database.db.select().from(reasons).where(eq(reasons.reasonText, 'Car blocking the way'));
    reasonId = reason!.id;
    const [urgent] = await t.database.db.select().from(reasons).where(eq(reasons.reasonText, 'Accident'));
    urgentReasonId = urgent!.id;
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    sms.script = [];
    // Each test starts after the last one's ladder steps and texting window, with nothing left
    // to send: its first alert is texted at once, in texts of its own.
    const { sosNotifyWindowSeconds, sosEscalateSeconds } = t.config.limits;
    t.clock.advance(sosEscalateSeconds + 1);
    await t.app.services.worker.runOnce();
    t.clock.advance(sosNotifyWindowSeconds + 1);
    sms.sent = [];
  });
}

export const sosBody = (extra: Record<string, unknown> = {}) => ({
  creatorName: 'Ravi Kumar',
  creatorNumber: '9876543210',
  reasonId,
  vehicleNumber: DEMO_REGISTRATION,
  user: ownerId,
  ...extra,
});
export const post = (payload: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/soscall', payload, remoteAddress: ip });
/** Writes straight to the database skip the API's cache invalidation, so the tests clear it themselves. */
export const setShowDetails = async (on: boolean) => {
  await t.database.db.update(users).set({ showDetails: on }).where(eq(users.id, ownerId));
  t.app.services.publicCache.clear();
};
export const countCalls = async () => (await t.database.db.select({ n: count() }).from(sosCalls))[0]!.n;

// ─── Masked calls through a fake Exotel ──────────────────────────────────────

/** The demo tag's owner, and the bystander who types their number into alerts about it. */
export const OWNER = DEMO_CUSTOMER_PHONE;
export const BYSTANDER = '9876543210';
/** The fake Exotel of withExotelSosApp: its calls in `fake.requests`; `exotel.failWith` makes it refuse. */
export const exotel = fakeExotel();
export let fake: Fake;

/**
 * withSosApp with masked calls through the fake Exotel, started before the app and refusing
 * nothing at the start of each test. `caps`: calls one number and one tag may have an hour, lifted
 * unless told (a file whose calls all ring the same two numbers tests the caps apart).
 */
export function withExotelSosApp(caps: MaskedCallCaps = { perNumberPerHour: 1000, perTagPerHour: 1000 }): void {
  beforeAll(async () => {
    fake = await startFake(exotel.handler);
  });
  afterAll(() => fake.close());
  withSosApp(() => ({ telephony: { provider: 'exotel', ...EXOTEL, url: fake.url }, maskedCallCaps: caps }));
  beforeEach(() => {
    exotel.failWith = null;
  });
}

/** An alert about the demo tag from BYSTANDER, delivered: its id, its page and the owner's answer link. */
export async function sendDemoAlert(extra: Record<string, unknown> = {}) {
  const res = await post(sosBody({ qrcodename: DEMO_TAG_CODE, creatorNumber: BYSTANDER, ...extra }));
  expect(res.statusCode).toBe(201);
  await t.app.services.worker.runOnce();
  const text = sms.to(OWNER).at(-1)?.body ?? '';
  const link = /\/r\/([0-9A-Z]{12})$/.exec(text)?.[1];
  if (!link) throw new Error(`no answer link in the owner's last text: ${text}`);
  return { id: res.json().data._id as string, page: res.json().data.statusUrl as string, link };
}

/** A page as a browser asks for it, from a fresh address. */
export const getPage = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });

/** A form with no fields posted by a browser with no script (its answer is a page or a redirect). */
export const submitForm = (url: string, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
    remoteAddress: ip,
  });
