import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone } from '../../../test/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith } from '../../../test/user-fixtures.js';
import { auditLog } from '../../platform/db/schema.js';

let t: TestApp;
let superToken: string;
let editor: Awaited<ReturnType<typeof adminWith>>;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.signIn(t.config.adminPhone);
  editor = await adminWith(t, ['createNewCustomer', 'editCustomer'], 'Editor Admin');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/user/create',
    headers: bearer(editor.token),
    payload: { name: 'Audited Customer', email: 'a@example.com', phone: nextPhone(), usertype: 'Customer' },
  });
  customerId = created.json().data._id;
  await t.app.inject({
    method: 'PUT',
    url: `/api/user/updateCustomer/${customerId}`,
    headers: bearer(editor.token),
    payload: { name: 'Audited Customer 2' },
  });
  await t.app.inject({
    method: 'PUT',
    url: `/api/Permission/${editor.user.id}`,
    headers: bearer(superToken),
    payload: { createNewCustomer: true, editCustomer: true, viewCustomer: true },
  });
  // An old row, to filter by date.
  await t.database.db.insert(auditLog).values({
    actorId: editor.user.id,
    action: 'update',
    entity: 'user',
    entityId: customerId,
    before: { name: 'x' },
    after: { name: 'y' },
    createdAt: new Date('2025-01-15T10:00:00+05:30'),
  });
});
afterAll(async () => t?.close());

type Entry = {
  actor: { _id: string; name: string } | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
};
const audit = async (query: string, token = superToken) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/audit?${query}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() as { data: Entry[]; total: number; page: number; limit: number } };
};

describe('GET /api/audit', () => {
  it('lists who did what to which record, newest first, with before and after', async () => {
    const { status, body } = await audit('page=1&limit=10');
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.data[0]).toMatchObject({ entity: 'permission', actor: { name: 'Super Admin' } });
    const update = body.data.find((e) => e.entity === 'user' && e.action === 'update')!;
    expect(update).toMatchObject({
      actor: { _id: editor.user.id, name: 'Editor Admin' },
      entityId: customerId,
      before: { name: 'Audited Customer' },
      after: { name: 'Audited Customer 2' },
    });
  });

  it('filters by actor, entity, action and Indian calendar days', async () => {
    expect((await audit(`actor=${editor.user.id}`)).body.total).toBe(3);
    expect((await audit('entity=permission')).body.total).toBe(1);
    expect((await audit('entity=user&action=create')).body.total).toBe(1);
    expect((await audit('from=2025-01-15&to=2025-01-15')).body.total).toBe(1);
    expect((await audit('to=2025-01-14')).body.total).toBe(0);
    expect((await audit('from=2025-01-16')).body.total).toBe(3);
    expect((await audit('from=yesterday')).status).toBe(400);
  });

  it('pages', async () => {
    const p2 = await audit('page=2&limit=3');
    expect(p2.body).toMatchObject({ page: 2, limit: 3, total: 4 });
    expect(p2.body.data).toHaveLength(1);
  });

  it('is for the super admin only, and names the entities for the filter', async () => {
    const full = await adminWith(t, ['viewCustomer', 'viewAdmin', 'editAdmin', 'createNewAdmin']);
    expect((await audit('', full.token)).status).toBe(403);
    const entities = await t.app.inject({ method: 'GET', url: '/api/audit/entities', headers: bearer(superToken) });
    expect(entities.json().data).toEqual(['permission', 'user']);
  });
});
