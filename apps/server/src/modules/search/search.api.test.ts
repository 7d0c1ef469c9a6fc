import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith, insertVehicle } from '../../../test/user-fixtures.js';
import { orders, qrTags } from '../../platform/db/schema.js';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.signIn(t.config.adminPhone);
  const meera = await insertUser(t.database.db, { usertype: 'Customer', name: 'Meera Iyer', phone: '9123456780' });
  await insertVehicle(t.database.db, meera.id, 'TN09BZ4321');
  for (let i = 0; i < 7; i++) await insertUser(t.database.db, { usertype: 'Customer', name: `Meera Clone ${i}` });
  await insertUser(t.database.db, { usertype: 'Admin', name: 'Meera Admin' });
  await t.database.db.insert(orders).values({
    orderNumber: 'ORD-000042',
    customerId: meera.id,
    subtotalPaise: 100,
    totalPaise: 100,
  });
  await t.database.db.insert(qrTags).values([{ code: 'K7Q2M9XA' }, { code: 'K7Q2M9XB' }]);
});
afterAll(async () => t?.close());

const search = async (q: string, token = superToken) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: bearer(token),
  });
  return { status: res.statusCode, data: res.json().data };
};

describe('GET /api/search', () => {
  it('finds customers by part of the name in any case, five at most, admins never', async () => {
    const { data } = await search('MEERA');
    expect(data.customers).toHaveLength(5);
    expect(data.customers.map((c: { name: string }) => c.name)).not.toContain('Meera Admin');
    expect((await search('iyer')).data.customers).toEqual([
      expect.objectContaining({ name: 'Meera Iyer', phone: '9123456780' }),
    ]);
  });

  it('finds customers by phone, vehicles by part of the number and orders by number', async () => {
    expect((await search('34567')).data.customers[0].name).toBe('Meera Iyer');
    expect((await search('bz 43')).data.vehicles).toEqual([
      expect.objectContaining({ registrationNumber: 'TN09BZ4321', ownerName: 'Meera Iyer' }),
    ]);
    expect((await search('ord-0000')).data.orders).toEqual([
      expect.objectContaining({ ordernumber: 'ORD-000042', customerName: 'Meera Iyer' }),
    ]);
  });

  it('answers nothing for one character', async () => {
    expect((await search('m')).data).toEqual({ customers: [], vehicles: [], orders: [], tags: [] });
  });

  it('answers only the groups the admin may see', async () => {
    const orderOnly = await adminWith(t, ['viewOrder']);
    const { data } = await search('meera', orderOnly.token);
    expect(data.customers).toEqual([]);
    expect((await search('ORD-', orderOnly.token)).data.orders).toHaveLength(1);
    const customerOnly = await adminWith(t, ['viewCustomer']);
    expect((await search('ORD-', customerOnly.token)).data.orders).toEqual([]);
    const neither = await adminWith(t, ['viewFAQs']);
    expect((await search('meera', neither.token)).status).toBe(403);
  });

  it('finds QR tags by code as a person types it, for admins with viewTemplete only', async () => {
    const { data } = await search('k7q2-m9x');
    expect(data.tags.map((x: { code: string }) => x.code)).toEqual(['K7Q2M9XA', 'K7Q2M9XB']);
    expect((await search('k7q2m9xb')).data.tags).toEqual([
      expect.objectContaining({ code: 'K7Q2M9XB', status: 'unassigned' }),
    ]);
    const tagsOnly = await adminWith(t, ['viewTemplete']);
    const only = await search('k7q2', tagsOnly.token);
    expect(only.status).toBe(200);
    expect(only.data.tags).toHaveLength(2);
    expect(only.data.customers).toEqual([]);
    const customerOnly = await adminWith(t, ['viewCustomer']);
    expect((await search('k7q2', customerOnly.token)).data.tags).toEqual([]);
  });
});
