import type { InjectOptions } from 'fastify';
import { nextPhone } from '../../../test/fixtures.js';
import { bearer, type TestApp } from '../../../test/test-app.js';
import { nextPlate, signedInCustomer, twoCustomersWithAddresses } from '../../../test/user-fixtures.js';
import { products } from '../../platform/db/schema.js';

// The requests and records compat.api.test.ts walks the compat table with (compat-test-kit.ts, records-walk-test-kit.ts).

export interface Pair {
  label: string;
  old: InjectOptions;
  clean: InjectOptions;
}

export type Walk = (t: TestApp, token: string) => Promise<Pair[]>;

export const reason = (text: string) => ({ reasonText: text, notificationText: `Your vehicle: ${text}.` });
export const lead = (name: string) => ({ name, email: 'lead@example.in', phone: nextPhone(), usertype: 'Customer' });
export const newUser = (name: string) => ({
  name,
  email: 'new@example.in',
  phone: nextPhone(),
  countryCode: '91',
  usertype: 'Customer',
});

export async function addReason(t: TestApp, token: string, text: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/reasons',
    headers: bearer(token),
    payload: reason(text),
  });
  return res.json().data._id;
}

/** An order by the super admin for the demo customer, so the list has a row to map. */
export async function placeOrder(t: TestApp): Promise<void> {
  const admin = await t.signIn(t.config.adminPhone);
  const { first } = await twoCustomersWithAddresses(t);
  const [kit] = await t.database.db.select().from(products).limit(1);
  const payload = {
    customerId: first.id,
    shippingAddressId: first.addressId,
    productList: [{ _id: kit!.id, quantity: 1 }],
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/order', headers: bearer(admin), payload });
  if (res.statusCode !== 201) throw new Error(res.body);
}

export const faq = (question: string) => ({ question, answer: 'An answer.' });
export async function addFaq(t: TestApp, token: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/faqs', headers: bearer(token), payload: faq('Walk?') });
  return res.json().data._id;
}

export async function customer(t: TestApp, token: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(token),
    payload: newUser('Walk Customer'),
  });
  return res.json().data._id;
}

export const ADDRESS = { streetAdd: '9 Walk St', city: 'Pune', state: 'MH', pincode: '411002' };

/** A signed-in customer with two vehicles of their own. */
export async function customerWithVehicles(t: TestApp) {
  const c = await signedInCustomer(t);
  const vehicles: string[] = [];
  for (let i = 0; i < 2; i++) {
    const payload = { userid: c.user.id, registrationNumber: nextPlate() };
    const res = await t.app.inject({ method: 'POST', url: '/api/vehicles', headers: bearer(c.token), payload });
    vehicles.push(res.json().data._id);
  }
  return { id: c.user.id, token: c.token, vehicles };
}

/** A signed-in customer with two addresses of their own. */
export async function customerWithAddresses(t: TestApp) {
  const c = await signedInCustomer(t);
  const addresses: string[] = [];
  for (let i = 0; i < 2; i++) {
    const payload = { userid: c.user.id, ...ADDRESS };
    const res = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: bearer(c.token), payload });
    addresses.push(res.json().data._id);
  }
  return { id: c.user.id, token: c.token, addresses };
}

export async function newestLead(t: TestApp, token: string): Promise<string> {
  await t.app.inject({ method: 'POST', url: '/api/leads', payload: lead('Walk Lead') });
  return (await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(token) })).json().data[0]._id;
}

export function withToken(pair: Pair, token: string): Pair {
  const add = (o: InjectOptions) => ({ ...o, headers: o.headers ?? bearer(token) });
  return { ...pair, old: add(pair.old), clean: add(pair.clean) };
}
