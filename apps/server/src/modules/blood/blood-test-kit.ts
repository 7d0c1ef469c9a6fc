import type { BloodGroup, DonorSex } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { insertUser, nextPhone } from '../../../test/fixtures.js';
import { RecordingSms } from '../../../test/recording-sms.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { type BloodConfig, DEFAULT_BLOOD_CONFIG } from '../../platform/blood-config.js';
import type { Config } from '../../platform/config.js';
import { bloodAsks, bloodDonors, users } from '../../platform/db/schema.js';

export let t: TestApp;
export const sms = new RecordingSms();
let ipSeq = 0;
/** Each request speaks from its own address unless a test wants one address. */
export const nextIp = () => `10.7.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

/**
 * A fresh app with a recording SMS gateway; each test starts with nothing sent. `config`: settings
 * of the app, where `blood` changes the product's limits (DEFAULT_BLOOD_CONFIG), not the tests'.
 */
export function withBloodApp(config: Omit<Partial<Config>, 'blood'> & { blood?: Partial<BloodConfig> } = {}): void {
  const { blood, ...rest } = config;
  beforeAll(async () => {
    t = await createTestApp({ sms, config: blood ? { ...rest, blood: { ...DEFAULT_BLOOD_CONFIG, ...blood } } : rest });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    sms.script = [];
    sms.sent = [];
  });
}

/** Bengaluru's MG Road. */
export const HOSPITAL = { latitude: 12.9716, longitude: 77.5946 };

export interface Site {
  hospital: { latitude: number; longitude: number };
  /** A point `km` kilometres north of the hospital (1° of latitude is about 111.2 km). */
  northOf(km: number): { lat: number; lng: number };
}

let siteSeq = 0;
/**
 * A hospital of its own for a test, at least 250 km from every other test's: the clock moves for
 * the whole app, and one test's rings must never reach another's donors.
 */
export function nextSite(): Site {
  const i = siteSeq++;
  const hospital = { latitude: 9 + (i % 10) * 2.5, longitude: 70 + Math.floor(i / 10) * 2.5 };
  return { hospital, northOf: (km) => ({ lat: hospital.latitude + km / 111.2, lng: hospital.longitude }) };
}

export const donorBody = (over: Record<string, unknown> = {}) => ({
  bloodGroup: 'B+',
  confirmBloodGroup: true,
  birthDate: '1990-05-20',
  sex: 'male',
  weightOk: true,
  healthOk: true,
  pinCode: '560001',
  radiusKm: 10,
  available: true,
  consent: true,
  ...over,
});

export const requestBody = (over: Record<string, unknown> = {}) => ({
  patientName: 'Sunita Rao',
  bloodGroup: 'B+',
  component: 'whole-blood',
  units: 2,
  hospitalName: 'St. Martha Hospital',
  ...HOSPITAL,
  neededBy: 'today',
  contactName: 'Ravi Rao',
  contactPhone: nextPhone(),
  note: 'Ward 4, ask at the desk',
  ...over,
});

export interface DonorFixture {
  userId: string;
  name: string;
  phone: string;
}

/**
 * A donor written straight to the database (the register's API is tested on its own): `km` north
 * of the site's hospital, aged 30, never donated, available, travelling up to 50 km unless told.
 */
export async function insertDonor(
  site: Site,
  o: {
    bloodGroup?: BloodGroup;
    km?: number;
    name?: string;
    sex?: DonorSex;
    radiusKm?: number;
    lastDonatedOn?: string | null;
    eligibleFrom?: string | null;
    birthDate?: string;
    language?: 'en' | 'hi';
    available?: boolean;
    pausedUntil?: Date | null;
  } = {},
): Promise<DonorFixture> {
  const db = t.database.db;
  const user = await insertUser(db, { usertype: 'Customer', name: o.name ?? 'Donor Person' });
  if (o.language) await db.update(users).set({ language: o.language }).where(eq(users.id, user.id));
  const at = site.northOf(o.km ?? 1);
  await db.insert(bloodDonors).values({
    userId: user.id,
    bloodGroup: o.bloodGroup ?? 'B+',
    birthDate: o.birthDate ?? '1996-01-01',
    sex: o.sex ?? 'male',
    lastDonatedOn: o.lastDonatedOn ?? null,
    eligibleFrom: o.eligibleFrom ?? null,
    latitude: at.lat,
    longitude: at.lng,
    radiusKm: o.radiusKm ?? 50,
    available: o.available ?? true,
    pausedUntil: o.pausedUntil ?? null,
    consentedAt: new Date(),
  });
  return { userId: user.id, name: user.name, phone: user.phone };
}

/** A blood request made through the API (`headers`: the requester's), from a fresh address unless told. */
export const createRequest = (headers: Record<string, string>, body: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/blood/requests', headers, payload: body, remoteAddress: ip });

/** The token of a made request's page (`/blood/{token}`), which its view and close routes take. */
export const viewTokenOf = (res: { json(): { data: { viewUrl: string } } }) =>
  res.json().data.viewUrl.split('/blood/')[1]!;

/** A customer, signed in. */
export async function customer(name = 'Ravi Rao') {
  const user = await insertUser(t.database.db, { usertype: 'Customer', name });
  const token = await t.signIn(user.phone);
  // Their sign-in code is no text of the blood flow.
  sms.sent = sms.sent.filter((m) => m.phone !== user.phone);
  return { user, token, headers: bearer(token) };
}

/** Searches the due rings, then sends what they queued. */
export async function ring(): Promise<void> {
  await t.app.services.bloodRinger.runOnce();
  await t.app.services.worker.runOnce();
}

/** Moves the clock on by one ring's wait and searches. */
export async function nextRing(): Promise<void> {
  t.clock.advance(t.config.blood.ringSeconds);
  await ring();
}

/** Phones texted since the test began, in order. */
export const textedPhones = () => sms.sent.map((m) => m.phone);

/** The answer link's token (`/d/{token}`) in the newest text to this phone that has one. */
export function answerLinkOf(phone: string): string {
  const texts = sms.to(phone).map((m) => m.body);
  const m = texts
    .reverse()
    .map((b) => /\/d\/([0-9A-Z]{12})/.exec(b))
    .find(Boolean);
  if (!m) throw new Error(`no answer link in: ${texts.join(' | ')}`);
  return m[1]!;
}

/** How many times a donor was asked (any request). */
export async function asksOf(donorId: string): Promise<number> {
  return (await t.database.db.select().from(bloodAsks).where(eq(bloodAsks.donorId, donorId))).length;
}
