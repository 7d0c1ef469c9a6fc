import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/request.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { adminWith } from '../../test/user-fixtures.js';
import { auditLog } from './db/schema.js';

// A collection's deletes (ADR 0061): DELETE …/{id} for one, POST …/bulk-delete with `{ids}` for many, all or
// nothing. Shown on the categories; banners, FAQs, coupons and the vehicle catalogue register the same routes.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = (await adminWith(t, ['createNewProduct', 'deleteProduct'])).token;
});
afterAll(async () => t?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let n = 0;
async function category(): Promise<string> {
  const res = await call(t, 'POST', '/api/categories', admin, { name: `Delete me ${++n}` });
  return res.json().data._id;
}
const names = async () =>
  (await call(t, 'GET', '/api/categories')).json().data.map((c: { _id: string }) => c._id) as string[];

describe('deleting from a collection', () => {
  it('deletes one record by the id in the path, audited, and answers 404 the second time', async () => {
    const id = await category();
    const del = await call(t, 'DELETE', `/api/categories/${id}`, admin);
    expect(del.json()).toEqual({ status: 'Success', message: '1 category deleted.', data: { deleted: 1 } });
    expect(await names()).not.toContain(id);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toContain('delete');
    expect((await call(t, 'DELETE', `/api/categories/${id}`, admin)).statusCode).toBe(404);
  });

  it('deletes many by POST …/bulk-delete, all or nothing', async () => {
    const [a, b, c] = [await category(), await category(), await category()];
    const many = await call(t, 'POST', '/api/categories/bulk-delete', admin, { ids: [a, b, a] });
    expect(many.json()).toMatchObject({ message: '2 categories deleted.', data: { deleted: 2 } });

    const unknown = await call(t, 'POST', '/api/categories/bulk-delete', admin, { ids: [c, UNKNOWN] });
    expect(unknown.statusCode).toBe(404);
    const used = (await call(t, 'GET', '/api/categories'))
      .json()
      .data.find((x: { name: string }) => x.name === 'QR Tags');
    const inUse = await call(t, 'POST', '/api/categories/bulk-delete', admin, { ids: [c, used._id] });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ status: 'Error', code: 'IN_USE' });
    expect(await names()).toEqual(expect.arrayContaining([c, used._id]));
  });

  it('says what is wrong with the ids, in the error envelope', async () => {
    const bulk = (body: unknown) => call(t, 'POST', '/api/categories/bulk-delete', admin, body);
    const cases: [unknown, string][] = [
      [{}, 'Send the ids as a list'],
      [{ ids: [] }, 'Select at least one record'],
      [{ ids: ['x'] }, 'Not a valid id'],
      [{ ids: Array.from({ length: 101 }, () => UNKNOWN) }, 'Delete at most 100 records at a time'],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toMatchObject({ status: 'Error', errors: [expect.objectContaining({ message })] });
    }
    const badId = await call(t, 'DELETE', '/api/categories/not-an-id', admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual([{ path: 'params.id', message: 'Not a valid id' }]);
  });

  it("checks the collection's delete flag on both routes", async () => {
    const id = await category();
    const clerk = (await adminWith(t, ['createNewProduct'])).token;
    expect((await call(t, 'DELETE', `/api/categories/${id}`, clerk)).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/categories/bulk-delete', clerk, { ids: [id] })).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/categories/${id}`)).statusCode).toBe(401);
    expect(await names()).toContain(id);
  });
});
