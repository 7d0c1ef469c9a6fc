import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone } from '../../../test/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith, signedInCustomer } from '../../../test/user-fixtures.js';
import { auditLog, users } from '../../platform/db/schema.js';

let t: TestApp;
let viewer: { token: string; user: { id: string; name: string } };
beforeAll(async () => {
  t = await createTestApp();
  viewer = await adminWith(t, ['viewQueries'], 'Inbox Admin');
});
afterAll(async () => t?.close());

const lead = (name: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/create',
    payload: {
      name,
      email: `${name.toLowerCase().replace(/\s/g, '.')}@example.in`,
      phone: nextPhone(),
      usertype: 'Customer',
      ...extra,
    },
  });

const list = (token: string, qs = '') =>
  t.app.inject({ method: 'GET', url: `/api/queries${qs}`, headers: bearer(token) });

describe('queries inbox', () => {
  it('stores a public contact-form post as a lead, creates no user, and lists leads newest first', async () => {
    const usersBefore = (await t.database.db.select().from(users)).length;
    const first = await lead('Asha Verma');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'Success' });
    t.clock.advance(5);
    expect((await lead('Bilal Khan')).statusCode).toBe(200);
    expect((await t.database.db.select().from(users)).length).toBe(usersBefore);

    const res = await list(viewer.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'Success', total: 2, page: 1 });
    expect(body.data.map((q: { name: string }) => q.name)).toEqual(['Bilal Khan', 'Asha Verma']);
    expect(body.data[0]).toMatchObject({ email: 'bilal.khan@example.in', handled: false, handledBy: null });
  });

  it('refuses a contact form with bad fields, naming each', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: { name: '', email: 'not-an-email', phone: '12345' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'phone']));
  });

  it('marks a lead handled (who and when), filters by it, re-opens it, and audits each change', async () => {
    const created = await lead('Chitra Rao');
    expect(created.statusCode).toBe(200);
    const [row] = (await list(viewer.token, '?search=chitra')).json().data;
    expect(row.name).toBe('Chitra Rao');

    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/queries/${row._id}`,
      headers: bearer(viewer.token),
      payload: { handled: true },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ handled: true, handledBy: { _id: viewer.user.id, name: 'Inbox Admin' } });
    expect(done.json().data.handledAt).toBeTruthy();

    const open = (await list(viewer.token, '?handled=false')).json().data.map((q: { _id: string }) => q._id);
    expect(open).not.toContain(row._id);
    const handled = (await list(viewer.token, '?handled=true')).json().data.map((q: { _id: string }) => q._id);
    expect(handled).toEqual([row._id]);

    const reopened = await t.app.inject({
      method: 'PUT',
      url: `/api/queries/${row._id}`,
      headers: bearer(viewer.token),
      payload: { handled: false },
    });
    expect(reopened.json().data).toMatchObject({ handled: false, handledAt: null, handledBy: null });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, row._id));
    expect(audit.map((a) => a.after)).toEqual(expect.arrayContaining([{ handled: true }, { handled: false }]));
  });

  it('answers 404 for an unknown lead and 400 for a bad body', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/queries/00000000-0000-4000-8000-000000000000',
      headers: bearer(viewer.token),
      payload: { handled: true },
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = (await list(viewer.token)).json().data;
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/queries/${row._id}`,
      headers: bearer(viewer.token),
      payload: { handled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('handled');
  });

  it('is closed to visitors (401), customers and admins without viewQueries (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/queries' })).statusCode).toBe(401);
    const customer = await signedInCustomer(t);
    expect((await list(customer.token)).statusCode).toBe(403);
    const other = await adminWith(t, ['viewCustomer']);
    expect((await list(other.token)).statusCode).toBe(403);
    const [row] = (await list(viewer.token)).json().data;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/queries/${row._id}`,
      headers: bearer(other.token),
      payload: { handled: true },
    });
    expect(put.statusCode).toBe(403);
  });
});
