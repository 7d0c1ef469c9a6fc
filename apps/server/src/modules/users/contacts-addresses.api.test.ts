import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, nextPhone } from '../../../test/fixtures.js';
import { call } from '../../../test/request.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith, signedInCustomer } from '../../../test/user-fixtures.js';
import { auditLog } from '../../platform/db/schema.js';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

describe('emergency contacts', () => {
  it('replaces the list (array or JSON string) and answers result.contacts', async () => {
    const me = await signedInCustomer(t);
    const [a, b] = [nextPhone(), nextPhone()];
    const put = await call(t, 'PUT', `/api/sosContacts/${me.user.id}`, me.token, {
      contacts: JSON.stringify([
        { name: 'Maa', phone: a },
        { name: 'Bhai', phone: `+91${b}` },
      ]),
    });
    expect(put.statusCode).toBe(200);
    const get = await call(t, 'GET', `/api/sosContacts/${me.user.id}`, me.token);
    expect(get.json()).toMatchObject({
      status: 'Success',
      result: {
        contacts: [
          { name: 'Maa', phone: a },
          { name: 'Bhai', phone: b },
        ],
      },
    });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, me.user.id));
    expect(audit[0]).toMatchObject({
      entity: 'emergencyContacts',
      before: [],
      after: [
        { name: 'Maa', phone: a, countryCode: '91' },
        { name: 'Bhai', phone: b, countryCode: '91' },
      ],
    });
  });

  it('allows at most five, and no repeated or own number', async () => {
    const me = await signedInCustomer(t);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `C${i}`, phone: nextPhone() }));
    const tooMany = await call(t, 'PUT', `/api/sosContacts/${me.user.id}`, me.token, { contacts: six });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0]).toMatchObject({ path: 'contacts', message: 'At most 5 emergency contacts' });
    const five = await call(t, 'PUT', `/api/sosContacts/${me.user.id}`, me.token, { contacts: six.slice(0, 5) });
    expect(five.statusCode).toBe(200);
    const p = nextPhone();
    const repeated = await call(t, 'PUT', `/api/sosContacts/${me.user.id}`, me.token, {
      contacts: [
        { name: 'A', phone: p },
        { name: 'B', phone: p },
        { name: 'Me', phone: me.user.phone },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'contacts.1.phone',
      'contacts.2.phone',
    ]);
    const badPhone = await call(t, 'PUT', `/api/sosContacts/${me.user.id}`, me.token, {
      contacts: [{ name: 'A', phone: '12345' }],
    });
    expect(badPhone.json().errors[0].path).toBe('contacts.0.phone');
  });

  it('keeps other people’s contacts from a customer, and lets viewCustomer read them', async () => {
    const me = await signedInCustomer(t);
    const other = await insertUser(t.database.db, { usertype: 'Customer' });
    expect((await call(t, 'GET', `/api/sosContacts/${other.id}`, me.token)).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/sosContacts/${other.id}`, me.token, { contacts: [] })).statusCode).toBe(403);
    const viewer = await adminWith(t, ['viewCustomer']);
    expect((await call(t, 'GET', `/api/sosContacts/${other.id}`, viewer.token)).statusCode).toBe(200);
    expect((await call(t, 'PUT', `/api/sosContacts/${other.id}`, viewer.token, { contacts: [] })).statusCode).toBe(403);
  });
});

describe('addresses', () => {
  const home = { addressName: 'Home', streetAdd: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

  it('lets a customer add, edit, list and delete their own, with audit rows', async () => {
    const me = await signedInCustomer(t);
    const created = await call(t, 'POST', '/api/address', me.token, home);
    expect(created.statusCode).toBe(201);
    const addr = created.json().data;
    expect(addr).toMatchObject({ ...home, userid: me.user.id });
    const edited = await call(t, 'PUT', `/api/address/${addr._id}`, me.token, {
      ...home,
      city: 'Mumbai',
      pincode: 400001,
    });
    expect(edited.json().data).toMatchObject({ city: 'Mumbai', pincode: '400001' });
    const listed = await call(t, 'GET', '/api/address', me.token);
    expect(listed.json()).toMatchObject({ status: 'Success', total: 1, data: [{ _id: addr._id }] });
    expect((await call(t, 'DELETE', `/api/address/${addr._id}`, me.token)).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, addr._id))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]!.before).toMatchObject({ city: 'Pune' });
    expect(audit[1]!.after).toMatchObject({ city: 'Mumbai' });
  });

  it('validates the PIN code and required fields', async () => {
    const me = await signedInCustomer(t);
    const res = await call(t, 'POST', '/api/address', me.token, { ...home, pincode: '012345', city: '' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['city', 'pincode']);
  });

  it('keeps other people’s addresses from a customer (403 by person, 404 by record)', async () => {
    const me = await signedInCustomer(t);
    const other = await insertUser(t.database.db, { usertype: 'Customer' });
    const theirs = (await call(t, 'POST', '/api/address', superToken, { ...home, userid: other.id })).json().data;
    expect((await call(t, 'GET', `/api/address?customerId=${other.id}`, me.token)).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/address', me.token, { ...home, userid: other.id })).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/address/${theirs._id}`, me.token, home)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/address/${theirs._id}`, me.token)).statusCode).toBe(404);
  });

  it('lets viewOrder filter anyone’s addresses by customer', async () => {
    const other = await insertUser(t.database.db, { usertype: 'Customer' });
    await call(t, 'POST', '/api/address', superToken, { ...home, userid: other.id });
    await call(t, 'POST', '/api/address', superToken, { ...home, userid: other.id, addressName: 'Office' });
    const viewer = await adminWith(t, ['viewOrder']);
    const res = await call(t, 'GET', `/api/address?customerId=${other.id}`, viewer.token);
    expect(res.json().total).toBe(2);
    expect(res.json().data.every((a: { userid: string }) => a.userid === other.id)).toBe(true);
  });
});
