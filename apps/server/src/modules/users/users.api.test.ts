import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, nextPhone } from '../../../test/fixtures.js';
import { call } from '../../../test/request.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith, insertActiveTag, insertVehicle, signedInCustomer } from '../../../test/user-fixtures.js';
import { auditLog, qrTags, queries, users } from '../../platform/db/schema.js';

let t: TestApp;
let superToken: string;
let superId: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.signIn(t.config.adminPhone);
  superId = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(superToken) })).json().data._id;
});
afterAll(async () => t?.close());

const auditOf = (entityId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

describe('POST /api/user/create without a token (the contact form)', () => {
  it('stores a query, answers a thank-you and creates no user', async () => {
    const phone = nextPhone();
    const res = await call(t, 'POST', '/api/user/create', undefined, {
      name: 'Lead Person',
      email: 'Lead@Example.com',
      phone,
      usertype: 'Customer',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', message: expect.stringMatching(/thank you/i) });
    const [lead] = await t.database.db.select().from(queries).where(eq(queries.phone, phone));
    expect(lead).toMatchObject({ name: 'Lead Person', email: 'lead@example.com', handled: false });
    expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });

  it('names each bad field of the contact form', async () => {
    const res = await call(t, 'POST', '/api/user/create', undefined, { name: '', email: 'nope', phone: '123' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'phone']));
  });

  it('takes at most five messages an hour from one address, with Retry-After, and stores no sixth', async () => {
    const send = (phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/create',
        remoteAddress: '203.0.113.9',
        payload: { name: 'Spam Bot', email: 'bot@example.com', phone, usertype: 'Customer' },
      });
    for (let i = 0; i < 5; i++) expect((await send(nextPhone())).statusCode).toBe(200);
    const sixth = nextPhone();
    const res = await send(sixth);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.database.db.select().from(queries).where(eq(queries.phone, sixth))).toHaveLength(0);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      remoteAddress: '203.0.113.10',
      payload: { name: 'Real Person', email: 'real@example.com', phone: nextPhone(), usertype: 'Customer' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses a stale token instead of quietly storing a lead', async () => {
    const res = await call(t, 'POST', '/api/user/create', 'not-a-token', {
      name: 'X',
      email: 'x@y.in',
      phone: nextPhone(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/create with a token', () => {
  it('creates a customer with contacts (201) and audits it', async () => {
    const phone = nextPhone();
    const contact = nextPhone();
    const res = await call(t, 'POST', '/api/user/create', superToken, {
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: `+91 ${phone}`,
      usertype: 'Customer',
      bloodGroup: 'B+',
      showDetails: true,
      emergencyContacts: JSON.stringify([{ name: 'Ravi', phone: contact }]),
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: 'Asha Verma',
      phone,
      usertype: 'Customer',
      bloodGroup: 'B+',
      showDetails: true,
    });
    expect(data.emergencyContacts).toEqual([expect.objectContaining({ name: 'Ravi', phone: contact })]);
    const audit = await auditOf(data._id);
    expect(audit.map((a) => [a.entity, a.action])).toEqual([
      ['user', 'create'],
      ['emergencyContacts', 'update'],
    ]);
    expect(audit[0]).toMatchObject({ actorId: superId, before: null });
    expect(audit[0]!.after).toMatchObject({ name: 'Asha Verma', phone });
  });

  it('answers 409 naming the phone when the number has an account', async () => {
    const existing = await insertUser(t.database.db, { usertype: 'Customer' });
    const res = await call(t, 'POST', '/api/user/create', superToken, {
      name: 'Dup',
      email: 'dup@example.com',
      phone: existing.phone,
      usertype: 'Customer',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', errors: [{ path: 'phone' }] });
  });

  it('checks the flag of the user type: createNewCustomer is not createNewAdmin', async () => {
    const a = await adminWith(t, ['createNewCustomer']);
    const body = { name: 'N', email: 'n@example.com', phone: nextPhone() };
    expect((await call(t, 'POST', '/api/user/create', a.token, { ...body, usertype: 'Admin' })).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/user/create', a.token, { ...body, usertype: 'Customer' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a customer’s token (403) and names the bad fields for an admin', async () => {
    const c = await signedInCustomer(t);
    const asCustomer = await call(t, 'POST', '/api/user/create', c.token, {
      name: 'X',
      email: 'x@example.com',
      phone: nextPhone(),
      usertype: 'Customer',
    });
    expect(asCustomer.statusCode).toBe(403);
    const bad = await call(t, 'POST', '/api/user/create', superToken, { usertype: 'Martian', bloodGroup: 'Z' });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'usertype', 'bloodGroup']));
  });

  it('refuses more than five emergency contacts', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `C${i}`, phone: nextPhone() }));
    const res = await call(t, 'POST', '/api/user/create', superToken, {
      name: 'Many',
      email: 'many@example.com',
      phone: nextPhone(),
      usertype: 'Customer',
      emergencyContacts: six,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('emergencyContacts');
  });
});

describe('PUT /api/user/updateCustomer/:id', () => {
  it('saves the fields, audits before and after, and ignores the fields it does not own', async () => {
    const c = await insertUser(t.database.db, { usertype: 'Customer', name: 'Before Name' });
    const res = await call(t, 'PUT', `/api/user/updateCustomer/${c.id}`, superToken, {
      _id: c.id,
      name: 'After Name',
      bloodGroup: 'O-',
      usertype: 'Admin',
      createdAt: 'whatever',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'After Name', bloodGroup: 'O-', usertype: 'Customer' });
    const [audit] = await auditOf(c.id);
    expect(audit).toMatchObject({ action: 'update', entity: 'user', actorId: superId });
    expect(audit!.before).toMatchObject({ name: 'Before Name', bloodGroup: null });
    expect(audit!.after).toMatchObject({ name: 'After Name', bloodGroup: 'O-' });
  });

  it('answers 409 naming the phone when the new number is taken', async () => {
    const a = await insertUser(t.database.db, { usertype: 'Customer' });
    const b = await insertUser(t.database.db, { usertype: 'Customer' });
    const res = await call(t, 'PUT', `/api/user/updateCustomer/${a.id}`, superToken, { phone: b.phone });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'phone' })]);
  });

  it('needs editAdmin to edit an admin, and only the super admin edits the super admin', async () => {
    const editor = await adminWith(t, ['editCustomer', 'editAdmin']);
    const customerEditor = await adminWith(t, ['editCustomer']);
    const other = await insertUser(t.database.db, { usertype: 'Admin', flags: [] });
    expect(
      (await call(t, 'PUT', `/api/user/updateCustomer/${other.id}`, customerEditor.token, { name: 'No' })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PUT', `/api/user/updateCustomer/${other.id}`, editor.token, { name: 'Yes' })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'PUT', `/api/user/updateCustomer/${superId}`, editor.token, { name: 'Mine' })).statusCode,
    ).toBe(403);
    const phoneChange = await call(t, 'PUT', `/api/user/updateCustomer/${superId}`, superToken, { phone: nextPhone() });
    expect(phoneChange.statusCode).toBe(409);
  });

  it('answers 404 for an unknown or deleted user', async () => {
    const res = await call(t, 'PUT', '/api/user/updateCustomer/00000000-0000-4000-8000-000000000009', superToken, {
      name: 'X',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/user/:id', () => {
  it('soft-deletes, frees the tags on their vehicles, ends their sessions and audits it', async () => {
    const c = await signedInCustomer(t);
    const v = await insertVehicle(t.database.db, c.user.id);
    await insertActiveTag(t.database.db, v.id, 'DELTAG01');
    const res = await call(t, 'DELETE', `/api/user/${c.user.id}`, superToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Success', data: { releasedTags: ['DELTAG01'] } });
    const [tag] = await t.database.db.select().from(qrTags).where(eq(qrTags.code, 'DELTAG01'));
    expect(tag).toMatchObject({ status: 'unassigned', vehicleId: null, releasedFromVehicleId: v.id });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, c.user.id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await call(t, 'GET', '/api/user/me', c.token)).statusCode).toBe(401);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.user.id), eq(auditLog.action, 'delete')));
    expect(audit[0]!.before).toMatchObject({ name: c.user.name });
    expect(audit[0]!.after).toMatchObject({ releasedTags: ['DELTAG01'] });
    expect((await call(t, 'DELETE', `/api/user/${c.user.id}`, superToken)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/user/${c.user.id}`, superToken)).statusCode).toBe(404);
  });

  it('frees the deleted account’s number for a new account', async () => {
    const c = await insertUser(t.database.db, { usertype: 'Customer' });
    await call(t, 'DELETE', `/api/user/${c.id}`, superToken);
    const res = await call(t, 'POST', '/api/user/create', superToken, {
      name: 'New Owner',
      email: 'new@example.com',
      phone: c.phone,
      usertype: 'Customer',
    });
    expect(res.statusCode).toBe(201);
  });

  it('never deletes oneself or the super admin', async () => {
    const a = await adminWith(t, ['deleteAdmin']);
    const self = await call(t, 'DELETE', `/api/user/${a.user.id}`, a.token);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/your own account/);
    const sup = await call(t, 'DELETE', `/api/user/${superId}`, a.token);
    expect(sup.statusCode).toBe(409);
    expect(sup.json().message).toMatch(/super admin/);
  });

  it('needs deleteAdmin for an admin even with deleteCustomer', async () => {
    const a = await adminWith(t, ['deleteCustomer']);
    const other = await insertUser(t.database.db, { usertype: 'Admin', flags: [] });
    expect((await call(t, 'DELETE', `/api/user/${other.id}`, a.token)).statusCode).toBe(403);
  });
});

describe('GET /api/user/:id and /api/user/me', () => {
  it('lets a customer read only themself', async () => {
    const me = await signedInCustomer(t);
    const other = await insertUser(t.database.db, { usertype: 'Customer' });
    const mine = await call(t, 'GET', `/api/user/${me.user.id}`, me.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      _id: me.user.id,
      emergencyContacts: [],
      vehicles: [],
      addresses: [],
      orders: [],
      sosCalls: [],
    });
    expect((await call(t, 'GET', `/api/user/${other.id}`, me.token)).statusCode).toBe(403);
  });

  it('shows vehicles with their tags to an admin with viewCustomer, but not an admin without viewAdmin', async () => {
    const viewer = await adminWith(t, ['viewCustomer']);
    const c = await insertUser(t.database.db, { usertype: 'Customer' });
    const v = await insertVehicle(t.database.db, c.id);
    await insertActiveTag(t.database.db, v.id, 'VIEWTAG1');
    const res = await call(t, 'GET', `/api/user/${c.id}`, viewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.vehicles[0]).toMatchObject({
      registrationNumber: v.registrationNumber,
      tags: [{ code: 'VIEWTAG1', status: 'active' }],
    });
    expect((await call(t, 'GET', `/api/user/${superId}`, viewer.token)).statusCode).toBe(403);
  });

  it('lets anyone signed in edit their own profile, and audits it', async () => {
    const me = await signedInCustomer(t);
    const res = await call(t, 'PUT', '/api/user/me', me.token, { name: 'Renamed', showDetails: true, bloodGroup: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Renamed', showDetails: true, bloodGroup: null });
    const [audit] = await auditOf(me.user.id);
    expect(audit).toMatchObject({ actorId: me.user.id, entity: 'user', action: 'update' });
    const bad = await call(t, 'PUT', '/api/user/me', me.token, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('email');
  });
});
