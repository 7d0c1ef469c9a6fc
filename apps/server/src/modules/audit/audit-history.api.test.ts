import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone } from '../../../test/fixtures.js';
import { bearer, createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { adminWith } from '../../../test/user-fixtures.js';

let t: TestApp;
let superToken: string;
let customerId: string;
let otherId: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.signIn(t.config.adminPhone);
  const create = async (name: string) =>
    json<{ data: { _id: string } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/user/create',
        headers: bearer(superToken),
        payload: { name, email: `${name.split(' ')[0]}@example.com`, phone: nextPhone(), usertype: 'Customer' },
      }),
    ).data._id;
  customerId = await create('Asha Rao');
  otherId = await create('Other Person');
  await t.app.inject({
    method: 'PUT',
    url: `/api/user/updateCustomer/${customerId}`,
    headers: bearer(superToken),
    payload: { name: 'Asha Rao Menon' },
  });
});
afterAll(async () => t?.close());

type Entry = { entityId: string; action: string; label: string | null; before: { name?: string } | null };
const history = (kind: string, id: string, token = superToken) =>
  t.app.inject({ method: 'GET', url: `/api/audit/history/${kind}/${id}`, headers: bearer(token) });

describe("a record's history", () => {
  it("lists only that record's entries, newest first, named by the record", async () => {
    const res = await history('customer', customerId);
    expect(res.statusCode).toBe(200);
    const body = json<{ data: Entry[]; total: number }>(res);
    expect(body.total).toBe(2);
    expect(body.data.map((e) => e.action)).toEqual(['update', 'create']);
    expect(body.data.every((e) => e.entityId === customerId)).toBe(true);
    expect(body.data[0]).toMatchObject({ label: 'Asha Rao Menon', before: { name: 'Asha Rao' } });
    const other = json<{ data: Entry[] }>(await history('customer', otherId)).data;
    expect(other.map((e) => e.label)).toEqual(['Other Person']);
  });

  it('an admin history includes their permission changes', async () => {
    const { user } = await adminWith(t, ['viewOrder'], 'Desk Admin');
    await t.app.inject({
      method: 'PUT',
      url: `/api/Permission/${user.id}`,
      headers: bearer(superToken),
      payload: { viewOrder: true, editOrder: true },
    });
    const body = json<{ data: { entity: string }[] }>(await history('admin', user.id));
    expect(body.data.map((e) => e.entity)).toContain('permission');
  });

  it('needs audit access (super admin) as well as the record view flag: 403 with only viewCustomer', async () => {
    const { token } = await adminWith(t, ['viewCustomer']);
    const res = await history('customer', customerId, token);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.app.inject({ method: 'GET', url: `/api/audit/history/customer/${customerId}` })).statusCode).toBe(
      401,
    );
  });

  it('refuses an unknown kind of record with 400', async () => {
    const res = await history('planet', customerId);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
