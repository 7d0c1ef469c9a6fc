import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith, insertVehicle } from '../../../test/user-fixtures.js';
import { emergencyContacts, users } from '../../platform/db/schema.js';

let t: TestApp;
let superToken: string;
const names = ['Rahul Sharma', 'rahul mehta', 'Priya Sharma', 'Anil Kumar', 'Sunita Rao', 'Zed Quote"Comma, Inc'];
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.signIn(t.config.adminPhone);
  for (const name of names) ids[name] = (await insertUser(t.database.db, { usertype: 'Customer', name })).id;
  await insertVehicle(t.database.db, ids['Priya Sharma']!, 'MH12DE1433');
  await insertVehicle(t.database.db, ids['Anil Kumar']!, 'KA05MN0001');
  await insertVehicle(t.database.db, ids['Anil Kumar']!, '22BH1234AA');
  await t.database.db.insert(emergencyContacts).values([
    { userId: ids['Priya Sharma']!, name: 'Dad', phone: '9811111111', position: 0 },
    { userId: ids['Priya Sharma']!, name: 'Mum', phone: '9822222222', position: 1 },
  ]);
});
afterAll(async () => t?.close());

type Row = { _id: string; name: string; usertype: string; emergencyContacts: unknown[]; vehicles: unknown[] };
const list = async (query: string, token = superToken) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/getUser?${query}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() as { data: Row[]; total: number; page: number; limit: number } };
};
const namesOf = (rows: Row[]) => rows.map((r) => r.name);

describe('GET /api/user/getUser', () => {
  it('finds by part of the name in any case', async () => {
    const { body } = await list('usertype=Customer&search=RAHUL');
    expect(namesOf(body.data).sort()).toEqual(['Rahul Sharma', 'rahul mehta']);
    expect(body.total).toBe(2);
    expect(namesOf((await list('usertype=Customer&search=arm')).body.data).sort()).toEqual([
      'Priya Sharma',
      'Rahul Sharma',
    ]);
  });

  it('finds by part of the phone and takes wildcards literally', async () => {
    const { body } = await list('usertype=Customer&search=%25');
    expect(body.total).toBe(0);
    const some = await insertUser(t.database.db, { usertype: 'Customer', name: 'Phone Person' });
    const found = await list(`usertype=Customer&search=${some.phone.slice(3, 9)}`);
    expect(namesOf(found.body.data)).toContain('Phone Person');
  });

  it('finds by part of a vehicle number, lower case and spaced', async () => {
    expect(namesOf((await list('usertype=Customer&vehicleNumber=de 14')).body.data)).toEqual(['Priya Sharma']);
    expect(namesOf((await list('usertype=Customer&vehicleNumber=bh1234')).body.data)).toEqual(['Anil Kumar']);
    const both = await list('usertype=Customer&vehicleNumber=mh12&search=priya');
    expect(namesOf(both.body.data)).toEqual(['Priya Sharma']);
    expect((await list('usertype=Customer&vehicleNumber=mh12&search=anil')).body.total).toBe(0);
  });

  it('answers each user with contacts and vehicles, with catalogue names', async () => {
    const { body } = await list('usertype=Customer&search=kumar');
    const anil = body.data[0]!;
    expect(anil.vehicles).toHaveLength(2);
    // Both were added in the same millisecond: their order is the ids', so look for one by its number.
    expect(anil.vehicles).toContainEqual(
      expect.objectContaining({ registrationNumber: 'KA05MN0001', vehicleTypeId: null }),
    );
    const priya = (await list('usertype=Customer&search=priya')).body.data[0]!;
    expect(priya.emergencyContacts).toEqual([
      expect.objectContaining({ name: 'Dad', phone: '9811111111' }),
      expect.objectContaining({ name: 'Mum', phone: '9822222222' }),
    ]);
  });

  it('pages and sorts on the server', async () => {
    const p1 = await list('usertype=Customer&sort=name&order=asc&page=1&limit=2');
    expect(p1.body).toMatchObject({ page: 1, limit: 2 });
    expect(p1.body.total).toBeGreaterThanOrEqual(6);
    const all = await list('usertype=Customer&sort=name&order=asc&limit=100');
    const sorted = namesOf(all.body.data);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    expect(namesOf(p1.body.data)).toEqual(sorted.slice(0, 2));
    const p2 = await list('usertype=Customer&sort=name&order=asc&page=2&limit=2');
    expect(namesOf(p2.body.data)).toEqual(sorted.slice(2, 4));
    const desc = await list('usertype=Customer&sort=name&order=desc&page=1&limit=2');
    expect(namesOf(desc.body.data)).toEqual([...sorted].reverse().slice(0, 2));
  });

  it('keeps the unfiltered total exact through creates, deletes and type changes', async () => {
    const truth = async (usertype: 'Customer' | 'Admin') =>
      (
        await t.database.db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.usertype, usertype), isNull(users.deletedAt)))
      )[0]!.n;
    const totals = async () => [
      (await list('usertype=Customer')).body.total,
      (await list('usertype=Admin')).body.total,
    ];
    expect(await totals()).toEqual([await truth('Customer'), await truth('Admin')]);
    const a = await insertUser(t.database.db, { usertype: 'Customer' });
    const b = await insertUser(t.database.db, { usertype: 'Customer' });
    await t.app.inject({ method: 'DELETE', url: `/api/user/${a.id}`, headers: bearer(superToken) });
    await t.database.db.update(users).set({ usertype: 'Admin' }).where(eq(users.id, b.id));
    await t.database.db.update(users).set({ name: 'Renamed Only' }).where(eq(users.id, b.id));
    await t.database.db.delete(users).where(eq(users.id, a.id));
    expect(await totals()).toEqual([await truth('Customer'), await truth('Admin')]);
    await t.database.db.update(users).set({ usertype: 'Customer' }).where(eq(users.id, b.id));
  });

  it('answers the first 100 rows without a page, and rejects a bad page, limit or sort', async () => {
    const { body } = await list('usertype=Customer');
    expect(body).toMatchObject({ page: 1, limit: 100 });
    for (const q of ['page=0', 'limit=101', 'sort=password', 'order=sideways', 'usertype=Martian']) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
    }
  });

  it('shows customers to viewCustomer and admins only to viewAdmin', async () => {
    const viewer = await adminWith(t, ['viewCustomer'], 'Viewer Only');
    const mixed = await list('limit=100', viewer.token);
    expect(mixed.body.data.every((r) => r.usertype === 'Customer')).toBe(true);
    expect((await list('usertype=Admin', viewer.token)).status).toBe(403);
    const adminViewer = await adminWith(t, ['viewAdmin']);
    const admins = await list('usertype=Admin&limit=100', adminViewer.token);
    expect(namesOf(admins.body.data)).toContain('Viewer Only');
    expect((await list('usertype=Customer', adminViewer.token)).status).toBe(403);
  });
});

describe('GET /api/user/getUser.csv', () => {
  it('exports the filtered list with proper escaping', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/getUser.csv?usertype=Customer&search=a',
      headers: bearer(superToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Name,Mobile,Email/);
    expect(res.body).toContain('"Zed Quote""Comma, Inc"');
    const priya = lines.find((l) => l.startsWith('Priya Sharma'));
    expect(priya).toContain('Dad (9811111111); Mum (9822222222)');
    expect(priya).toContain('MH12DE1433');
    expect(lines.some((l) => l.startsWith('Sunita Rao'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Rahul'))).toBe(true);
  });

  it('exports in the order the list shows, whatever column and direction it is sorted by', async () => {
    await t.database.db.update(users).set({ bloodGroup: 'O+' }).where(eq(users.id, ids['Anil Kumar']!));
    await t.database.db.update(users).set({ bloodGroup: 'A-' }).where(eq(users.id, ids['Sunita Rao']!));
    const csvNames = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/getUser.csv?usertype=Customer&${query}`,
        headers: bearer(superToken),
      });
      expect(res.statusCode).toBe(200);
      // The name is the first column; only the quoted test name holds a comma.
      return res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => (l.startsWith('"') ? names[5] : l.split(',')[0]));
    };
    for (const query of [
      'sort=name&order=asc',
      'sort=name&order=desc',
      'sort=bloodGroup&order=asc',
      'sort=bloodGroup&order=desc',
      'sort=createdAt&order=asc',
      '',
    ]) {
      const shown = namesOf((await list(`usertype=Customer&${query}`)).body.data);
      expect(await csvNames(query), query).toEqual(shown);
    }
    expect((await csvNames('sort=name&order=desc'))[0]).toBe(names[5]);
  });

  it('walks past one batch of 1000 without repeating or losing a row', async () => {
    const now = Date.now();
    await t.database.db.insert(users).values(
      Array.from({ length: 1005 }, (_, i) => ({
        name: `Bulk ${String(i).padStart(4, '0')}`,
        phone: `6${String(i).padStart(9, '0')}`,
        usertype: 'Customer' as const,
        // Some share a creation time: the cursor must break ties by id.
        createdAt: new Date(now - Math.floor(i / 3) * 1000),
      })),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/getUser.csv?usertype=Customer&search=bulk',
      headers: bearer(superToken),
    });
    const rows = res.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(1005);
    expect(new Set(rows.map((r) => r.split(',')[0])).size).toBe(1005);
  });

  it('checks the user-type flag before streaming', async () => {
    const viewer = await adminWith(t, ['viewCustomer']);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/user/getUser.csv?usertype=Admin',
      headers: bearer(viewer.token),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
  });
});
