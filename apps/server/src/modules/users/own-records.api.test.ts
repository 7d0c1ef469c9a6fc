import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone } from '../../../test/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertActiveTag, insertVehicle, nextPlate, signedInCustomer } from '../../../test/user-fixtures.js';
import { addresses, qrTags } from '../../platform/db/schema.js';

/**
 * docs/api.md: "customer: own" means a Customer acting on their own records. For every such endpoint a
 * customer (Mallory) tries to read or change another customer's (Alice's) data; each attempt is
 * refused (403, or 404 for a record id they do not own, or 400 for a vehicle id they may not use)
 * and Alice's records are byte-for-byte what they were.
 */

let t: TestApp;
let superToken: string;
let alice: { id: string; token: string; vehicleId: string; addressId: string; orderId?: string };
let mallory: { id: string; token: string };
let unassignedCode: string;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  superToken = await t.signIn(t.config.adminPhone);
  const a = await signedInCustomer(t, 'Alice Owner');
  const m = await signedInCustomer(t, 'Mallory Other');
  const db = t.database.db;
  const vehicle = await insertVehicle(db, a.user.id);
  await insertActiveTag(db, vehicle.id, 'ACEX2026');
  const [address] = await db
    .insert(addresses)
    .values({
      userId: a.user.id,
      addressName: 'Home',
      streetAdd: '1 MG Road',
      city: 'Pune',
      state: 'MH',
      pincode: '411001',
    })
    .returning();
  const contacts = await t.app.inject({
    method: 'PUT',
    url: `/api/sosContacts/${a.user.id}`,
    headers: bearer(a.token),
    payload: { contacts: [{ name: 'Maa', phone: nextPhone() }] },
  });
  expect(contacts.statusCode).toBe(200);
  const [tag] = await db.insert(qrTags).values({ code: 'NEWT2026', status: 'unassigned' }).returning();
  unassignedCode = tag!.code;
  const [reason] = (await t.app.inject({ method: 'GET', url: '/api/reasons' })).json().data;
  const sos = await t.app.inject({
    method: 'POST',
    url: '/api/soscall',
    remoteAddress: '10.9.9.9',
    payload: {
      creatorName: 'Passer By',
      creatorNumber: nextPhone(),
      reasonId: reason._id,
      vehicleNumber: vehicle.registrationNumber,
      user: a.user.id,
      qrcodename: 'ACEX2026',
    },
  });
  expect(sos.statusCode).toBe(201);
  alice = { id: a.user.id, token: a.token, vehicleId: vehicle.id, addressId: address!.id };
  mallory = { id: m.user.id, token: m.token };
});
afterAll(async () => t?.close());

/** Everything of Alice's that an 'own' endpoint could show or change, as the admin sees it. */
async function aliceSnapshot() {
  const [detail, vehicles, contacts, addressList] = await Promise.all([
    t.app.inject({ method: 'GET', url: `/api/user/${alice.id}`, headers: bearer(superToken) }),
    t.app.inject({ method: 'GET', url: `/api/uservehicle/${alice.id}`, headers: bearer(superToken) }),
    t.app.inject({ method: 'GET', url: `/api/sosContacts/${alice.id}`, headers: bearer(superToken) }),
    t.app.inject({ method: 'GET', url: `/api/address?customerId=${alice.id}`, headers: bearer(superToken) }),
  ]);
  return JSON.stringify([detail.json(), vehicles.json(), contacts.json(), addressList.json()]);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Attempt {
  name: string;
  method: Method;
  url: () => string;
  body?: () => unknown;
  /** Refused with one of these statuses… */
  refused?: number[];
  /** …or, for "my" lists, answered without any of Alice's data. */
  mustNotContain?: () => string[];
}

const ATTEMPTS: Attempt[] = [
  { name: 'read her profile', method: 'GET', url: () => `/api/user/${alice.id}`, refused: [403] },
  { name: 'read her vehicles', method: 'GET', url: () => `/api/uservehicle/${alice.id}`, refused: [403] },
  {
    name: 'add a vehicle to her account',
    method: 'POST',
    url: () => '/api/uservehicle',
    body: () => ({ userid: alice.id, registrationNumber: nextPlate() }),
    refused: [403],
  },
  {
    name: 'edit her vehicle',
    method: 'PUT',
    url: () => `/api/uservehicle/${alice.vehicleId}`,
    body: () => ({ registrationNumber: nextPlate() }),
    refused: [404],
  },
  { name: 'delete her vehicle', method: 'DELETE', url: () => `/api/uservehicle/${alice.vehicleId}`, refused: [404] },
  { name: 'read her emergency contacts', method: 'GET', url: () => `/api/sosContacts/${alice.id}`, refused: [403] },
  {
    name: 'replace her emergency contacts',
    method: 'PUT',
    url: () => `/api/sosContacts/${alice.id}`,
    body: () => ({ contacts: [{ name: 'Mallory', phone: nextPhone() }] }),
    refused: [403],
  },
  { name: 'list her addresses', method: 'GET', url: () => `/api/address?customerId=${alice.id}`, refused: [403] },
  {
    name: 'add an address to her account',
    method: 'POST',
    url: () => '/api/address',
    body: () => ({ userid: alice.id, streetAdd: '9 Fake St', city: 'Pune', state: 'MH', pincode: '411002' }),
    refused: [403],
  },
  {
    name: 'edit her address',
    method: 'PUT',
    url: () => `/api/address/${alice.addressId}`,
    body: () => ({ streetAdd: '9 Fake St', city: 'Pune', state: 'MH', pincode: '411002' }),
    refused: [404],
  },
  { name: 'delete her address', method: 'DELETE', url: () => `/api/address/${alice.addressId}`, refused: [404] },
  {
    name: 'activate a tag on her vehicle',
    method: 'POST',
    url: () => `/api/qrcode/${unassignedCode}/activate`,
    body: () => ({ vehicleId: alice.vehicleId }),
    refused: [400, 403, 404],
  },
  {
    name: 'see her alerts among "my" alerts',
    method: 'GET',
    url: () => '/api/my/soscalls',
    mustNotContain: () => [alice.vehicleId, 'Passer By', 'ACEX2026'],
  },
  {
    name: 'see her tags among "my" tags',
    method: 'GET',
    url: () => '/api/my/tags',
    mustNotContain: () => [alice.vehicleId, 'ACEX2026'],
  },
  {
    name: 'list her addresses as "mine"',
    method: 'GET',
    url: () => '/api/address',
    mustNotContain: () => [alice.addressId, '1 MG Road'],
  },
  {
    name: 'change her profile through "me"',
    method: 'PUT',
    url: () => '/api/user/me',
    body: () => ({ name: 'Mallory Renamed', _id: alice.id, userid: alice.id }),
    mustNotContain: () => [alice.id],
  },
];

/** Orders endpoints of docs/api.md: checked once the orders module registers them. */
const ORDER_ATTEMPTS: Attempt[] = [
  { name: 'read her order', method: 'GET', url: () => `/api/orders/${alice.orderId}`, refused: [403, 404] },
  { name: 'read her order (spec path)', method: 'GET', url: () => `/orders/${alice.orderId}`, refused: [403, 404] },
  {
    name: 'download her invoice',
    method: 'GET',
    url: () => `/api/orders/${alice.orderId}/invoice.pdf`,
    refused: [403, 404],
  },
  {
    name: 'see her orders among "my" orders',
    method: 'GET',
    url: () => '/api/my/orders',
    mustNotContain: () => [alice.id],
  },
];

/** An order of Alice's, placed by the admin through the API (orders endpoints only). */
async function orderForAlice(): Promise<string> {
  const products = await t.app.inject({ method: 'GET', url: '/api/products' });
  const product = products.json().data[0];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: bearer(superToken),
    payload: {
      customerId: alice.id,
      shippingAddressId: alice.addressId,
      productList: [{ _id: product._id, quantity: 1 }],
      deliveryDate: '01/01/2030',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

async function attempt(a: Attempt) {
  const before = await aliceSnapshot();
  const res = await t.app.inject({
    method: a.method,
    url: a.url(),
    headers: bearer(mallory.token),
    payload: a.body?.() as object | undefined,
  });
  if (a.refused) {
    expect(a.refused, `${a.name}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    expect(res.json().status).toBe('Error');
  } else {
    expect(res.statusCode, `${a.name}: ${res.body}`).toBeLessThan(300);
    for (const secret of a.mustNotContain?.() ?? []) expect(res.body, a.name).not.toContain(secret);
  }
  expect(await aliceSnapshot(), `${a.name} changed Alice's data`).toBe(before);
}

describe("a customer can never read or change another customer's data", () => {
  it('Alice herself can read what the attempts target (the table tests real records)', async () => {
    for (const url of [`/api/user/${alice.id}`, `/api/uservehicle/${alice.id}`, `/api/sosContacts/${alice.id}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(alice.token) });
      expect(res.statusCode, url).toBe(200);
    }
    const alerts = await t.app.inject({ method: 'GET', url: '/api/my/soscalls', headers: bearer(alice.token) });
    expect(alerts.body).toContain('Passer By');
    const tags = await t.app.inject({ method: 'GET', url: '/api/my/tags', headers: bearer(alice.token) });
    expect(tags.body).toContain('ACEX2026');
  });

  it.each(ATTEMPTS.map((a) => [a.name, a] as const))('Mallory cannot %s', async (_name, a) => {
    await attempt(a);
  });

  it.for(ORDER_ATTEMPTS.map((a) => [a.name, a] as const))('Mallory cannot %s', async ([, a]) => {
    alice.orderId ??= await orderForAlice();
    await attempt(a);
  });
});
