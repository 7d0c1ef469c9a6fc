import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer, type TestApp } from '../../../test/test-app.js';
import { insertTaggedOwner } from '../../../test/user-fixtures.js';
import { users, userVehicles } from '../../platform/db/schema.js';

/** A full card, each text unmistakable, so a test can tell whether any of it leaked into a page. */
export const FULL_CARD = {
  enabled: true,
  consent: true,
  bloodGroup: 'AB-',
  allergies: 'Penicillin-XQ7 allergy',
  conditions: 'Type-1 diabetes ZK4',
  medication: 'Insulin glargine WV9',
  note: 'Wife Priya-MN2 knows my history',
  preferredHospital: 'Apollo Hospital JR5, Sarita Vihar',
} as const;
/** The card's texts, to look for in anything the public may see. */
// Whole phrases: a three-letter mark alone can turn up by chance in a page's random tokens and hashes.
export const CARD_SECRETS = [
  'Penicillin-XQ7',
  'Type-1 diabetes ZK4',
  'Insulin glargine WV9',
  'Priya-MN2',
  'Apollo Hospital JR5',
];

/** A new customer with a vehicle carrying an active tag: their ids, tag code and mobile number. */
export async function taggedOwner(t: TestApp) {
  const { ownerId, code } = await insertTaggedOwner(t.database.db);
  const [vehicle] = await t.database.db.select().from(userVehicles).where(eq(userVehicles.userId, ownerId));
  const [owner] = await t.database.db.select().from(users).where(eq(users.id, ownerId));
  return { ownerId, code, vehicleId: vehicle!.id, phone: owner!.phone };
}

/** A tagged vehicle whose owner has switched a full card on (only they may): with their token. */
export async function ownerWithCard(t: TestApp) {
  const o = await taggedOwner(t);
  const token = await t.signIn(o.phone);
  expect((await putCard(t, token, o.vehicleId, FULL_CARD)).statusCode).toBe(200);
  return { ...o, token };
}

export const putCard = (t: TestApp, token: string, vehicleId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/uservehicle/${vehicleId}/emergency-card`,
    headers: bearer(token),
    payload,
  });

export const getAs = (t: TestApp, token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Nothing of the card in what the public received. */
export function expectNoCard(text: string): void {
  for (const secret of CARD_SECRETS) expect(text).not.toContain(secret);
}

/** What the SOS page's script fetches once a reason is picked. */
export const fetchCard = (t: TestApp, code: string, reasonId: string, ip: string) =>
  t.app.inject({ method: 'GET', url: `/api/soscall/${code}/emergency-card?reasonId=${reasonId}`, remoteAddress: ip });

/** Sends an alert as a browser form would (no JavaScript) and answers the alert page's address. */
export async function sendFromPage(t: TestApp, code: string, reasonId: string, ip: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/soscall',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
    payload: new URLSearchParams({
      qrcodename: code,
      reasonId,
      creatorName: 'Meera Iyer',
      creatorNumber: '9876543210',
      lang: 'en',
    }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}
