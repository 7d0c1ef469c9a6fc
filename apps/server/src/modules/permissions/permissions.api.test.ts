import { PERMISSION_FLAGS, type PermissionFlag } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Access } from '../../platform/auth.js';
import { auditLog, sessions } from '../../platform/db/schema.js';

let t: TestApp;
let superToken: string;
let customerToken: string;
let bareAdmin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.signIn(t.config.adminPhone);
  const customer = await insertUser(t.database.db, { usertype: 'Customer' });
  customerToken = await t.signIn(customer.phone);
  const admin = await insertUser(t.database.db, { usertype: 'Admin', flags: [] });
  bareAdmin = { id: admin.id, token: await t.signIn(admin.phone) };
});
afterAll(async () => t?.close());

const ANY_UUID = '00000000-0000-4000-8000-000000000000';
const fillParams = (url: string) => url.replace(/:[A-Za-z]+/g, ANY_UUID);

describe('every guarded route checks its permission on the server', () => {
  it('has guarded routes to check', () => {
    expect(t.app.guardedRoutes.length).toBeGreaterThan(2);
  });

  it('answers 401 without a token', async () => {
    for (const r of t.app.guardedRoutes) {
      const res = await t.app.inject({ method: r.method as 'GET', url: fillParams(r.url), payload: {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a customer on admin-only routes and to an admin without the flag', async () => {
    for (const r of t.app.guardedRoutes) {
      const access = r.access as Exclude<Access, 'public'>;
      if (access === 'signed-in') continue;
      const url = fillParams(r.url);
      if (!access.own) {
        const asCustomer = await t.app.inject({
          method: r.method as 'GET',
          url,
          headers: bearer(customerToken),
          payload: {},
        });
        expect(asCustomer.statusCode, `customer ${r.method} ${r.url}`).toBe(403);
      }
      const asBare = await t.app.inject({
        method: r.method as 'GET',
        url,
        headers: bearer(bareAdmin.token),
        payload: {},
      });
      expect(asBare.statusCode, `bare admin ${r.method} ${r.url}`).toBe(403);
      expect(asBare.json().code).toBe('FORBIDDEN');
    }
  });

  it('lets an admin holding the flag through', async () => {
    // One admin per flag, with a session minted directly: signing in through OTP for each of
    // ~150 routes would spend the test's time budget on sign-ins rather than on the checks.
    const tokens = new Map<string, string>();
    const tokenFor = async (flag: PermissionFlag) => {
      const known = tokens.get(flag);
      if (known) return known;
      const holder = await insertUser(t.database.db, { usertype: 'Admin', flags: [flag] });
      const now = t.clock.now();
      const [session] = await t.database.db
        .insert(sessions)
        .values({ userId: holder.id, expiresAt: new Date(now.getTime() + 3600_000) })
        .returning();
      const token = await t.app.services.tokens.sign(holder.id, session!.id, now);
      tokens.set(flag, token);
      return token;
    };
    for (const r of t.app.guardedRoutes) {
      const access = r.access as Exclude<Access, 'public'>;
      if (access === 'signed-in' || access.superAdmin) continue;
      // An allowed event stream never ends, so inject would wait forever; its refusals are checked above.
      if (r.url.endsWith('/stream')) continue;
      const token = await tokenFor(access.flags[0]!);
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: fillParams(r.url),
        headers: bearer(token),
        payload: {},
      });
      expect([401, 403], `${r.method} ${r.url} with ${access.flags[0]}`).not.toContain(res.statusCode);
    }
  });
});

describe('permissions screen API', () => {
  it('reads an admin’s flags, all false at first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Permission/${bareAdmin.id}`,
      headers: bearer(superToken),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.userid).toBe(bareAdmin.id);
    for (const f of PERMISSION_FLAGS) expect(data[f], f).toBe(false);
  });

  it('saves each flag as itself, takes effect on the next request, and is audited', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/Permission/${bareAdmin.id}`,
      headers: bearer(bareAdmin.token),
    });
    expect(before.statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/Permission/${bareAdmin.id}`,
      headers: bearer(superToken),
      payload: { editAdmin: true, deleteVehicletype: false, viewSosCall: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      editAdmin: true,
      viewSosCall: true,
      deleteVehicletype: false,
      viewOrder: false,
    });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/Permission/${bareAdmin.id}`,
      headers: bearer(bareAdmin.token),
    });
    expect(after.statusCode).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, bareAdmin.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', entity: 'permission' });
    expect((audit[0]!.before as Record<string, boolean>).editAdmin).toBe(false);
    expect((audit[0]!.after as Record<string, boolean>).editAdmin).toBe(true);
  });

  it('lets only the super admin change permissions', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Permission/${bareAdmin.id}`,
      headers: bearer(bareAdmin.token),
      payload: { editAdmin: true, createNewAdmin: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the super admin can do this.');
  });

  it('rejects an unknown flag and a non-boolean value, naming them', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Permission/${bareAdmin.id}`,
      headers: bearer(superToken),
      payload: { flyPlanes: true, viewOrder: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toContain('viewOrder');
  });

  it('answers 404 for an id that is not an admin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Permission/00000000-0000-4000-8000-000000000001',
      headers: bearer(superToken),
    });
    expect(res.statusCode).toBe(404);
  });
});
