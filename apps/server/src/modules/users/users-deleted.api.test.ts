import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { call } from '../../../test/request.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminWith, insertActiveTag, insertVehicle, signedInCustomer } from '../../../test/user-fixtures.js';
import { auditLog, qrTags, users, userVehicles } from '../../platform/db/schema.js';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

let plate = 100;
const nextPlate = () => `KA05DL${String(++plate).padStart(4, '0')}`;
let tagNo = 100;
const nextTag = () => `DT${String(++tagNo).padStart(6, '0')}`;

/** A customer with one vehicle carrying an active tag, deleted by the super admin. */
async function deletedCustomer() {
  const user = await insertUser(t.database.db, { usertype: 'Customer' });
  const vehicle = await insertVehicle(t.database.db, user.id, nextPlate());
  const tag = await insertActiveTag(t.database.db, vehicle.id, nextTag());
  expect((await call(t, 'DELETE', `/api/user/${user.id}`, superToken)).statusCode).toBe(200);
  return { user, vehicle, tag };
}
const liveWithNumber = async (registrationNumber: string) =>
  t.database.db
    .select()
    .from(userVehicles)
    .where(and(eq(userVehicles.registrationNumber, registrationNumber), isNull(userVehicles.deletedAt)));

describe('deleting a customer frees what they held', () => {
  it('lets another customer register the same vehicle and activate the same tag', async () => {
    const { vehicle, tag } = await deletedCustomer();
    const other = await signedInCustomer(t);
    const added = await call(t, 'POST', '/api/uservehicle', other.token, {
      userid: other.user.id,
      registrationNumber: vehicle.registrationNumber,
    });
    expect(added.statusCode).toBe(201);
    const activated = await call(t, 'POST', `/api/qrcode/${tag.code}/activate`, other.token, {
      vehicleId: added.json().data._id,
    });
    expect(activated.statusCode).toBe(200);
    const scan = await t.app.inject({ method: 'GET', url: `/api/soscall/${tag.code}` });
    expect(scan.json().data.vehical.registrationNumber).toBe(vehicle.registrationNumber);
  });
});

describe('the Deleted view and restoring', () => {
  it('lists deleted customers with their vehicles until the retention period ends, to admins who may delete', async () => {
    const { user, vehicle } = await deletedCustomer();
    const list = await call(t, 'GET', '/api/user/deleted?usertype=Customer&page=1&limit=100', superToken);
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((u: { _id: string }) => u._id === user.id);
    expect(row).toMatchObject({ name: user.name, phone: user.phone, vehicles: [vehicle.registrationNumber] });
    expect(new Date(row.restorableUntil).getTime() - new Date(row.deletedAt).getTime()).toBe(30 * 24 * 3600 * 1000);
    const viewer = await adminWith(t, ['viewCustomer']);
    expect((await call(t, 'GET', '/api/user/deleted?usertype=Customer', viewer.token)).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/user/${user.id}/restore`, viewer.token)).statusCode).toBe(403);
  });

  it('restores the account, its vehicle and its tag, and audits it', async () => {
    const { user, vehicle, tag } = await deletedCustomer();
    const res = await call(t, 'POST', `/api/user/${user.id}/restore`, superToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ restoredTags: [tag.code], tagsTakenMeanwhile: [] });
    expect((await t.signIn(user.phone)).length).toBeGreaterThan(20);
    expect(await liveWithNumber(vehicle.registrationNumber)).toHaveLength(1);
    const scan = await t.app.inject({ method: 'GET', url: `/api/soscall/${tag.code}` });
    expect(scan.statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'restore')));
    expect(audit!.after).toEqual({ restoredTags: [tag.code], tagsTakenMeanwhile: [] });
    const list = await call(t, 'GET', '/api/user/deleted?usertype=Customer&limit=100', superToken);
    expect(list.json().data.some((u: { _id: string }) => u._id === user.id)).toBe(false);
    expect((await call(t, 'POST', `/api/user/${user.id}/restore`, superToken)).statusCode).toBe(404);
  });

  it('says what stands in the way: a number now someone else’s refuses; a tag taken meanwhile stays taken', async () => {
    const { user, vehicle, tag } = await deletedCustomer();
    const other = await signedInCustomer(t);
    const theirs = await insertVehicle(t.database.db, other.user.id, vehicle.registrationNumber);
    const refused = await call(t, 'POST', `/api/user/${user.id}/restore`, superToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      errors: [{ path: 'vehicles', message: `${vehicle.registrationNumber} is now registered to another customer` }],
    });
    // Nothing changed: still deleted, the other customer keeps the number.
    const [still] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(still!.deletedAt).not.toBeNull();

    // The other customer moves the tag onto their own car, then gives the number up.
    const spare = await insertVehicle(t.database.db, other.user.id, nextPlate());
    await t.database.db.update(qrTags).set({ vehicleId: spare.id, status: 'active' }).where(eq(qrTags.id, tag.id));
    await t.database.db.delete(userVehicles).where(eq(userVehicles.id, theirs.id));
    const restored = await call(t, 'POST', `/api/user/${user.id}/restore`, superToken);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toEqual({ restoredTags: [], tagsTakenMeanwhile: [tag.code] });
    const [kept] = await t.database.db.select().from(qrTags).where(eq(qrTags.id, tag.id));
    expect(kept!.vehicleId).toBe(spare.id);
  });

  it('refuses when the mobile number has a new account, naming it', async () => {
    const { user } = await deletedCustomer();
    await insertUser(t.database.db, { usertype: 'Customer', phone: user.phone });
    const res = await call(t, 'POST', `/api/user/${user.id}/restore`, superToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      { path: 'phone', message: `+${user.countryCode} ${user.phone} now belongs to another account` },
    ]);
  });

  it('restores once when two admins press at once, and never leaves two live vehicles with one number', async () => {
    const { user, vehicle } = await deletedCustomer();
    const other = await signedInCustomer(t);
    const [a, b, c] = await Promise.all([
      call(t, 'POST', `/api/user/${user.id}/restore`, superToken),
      call(t, 'POST', `/api/user/${user.id}/restore`, superToken),
      call(t, 'POST', '/api/uservehicle', other.token, {
        userid: other.user.id,
        registrationNumber: vehicle.registrationNumber,
      }),
    ]);
    const restores = [a, b].filter((r) => r.statusCode === 200);
    expect(restores.length).toBeLessThanOrEqual(1);
    expect([a, b, c].every((r) => [200, 201, 404, 409].includes(r.statusCode))).toBe(true);
    expect(await liveWithNumber(vehicle.registrationNumber)).toHaveLength(1);
  });
  it('can no longer restore, nor list, an account deleted longer ago than the retention period', async () => {
    const { user } = await deletedCustomer();
    t.clock.advance(31 * 24 * 3600);
    // Sign-ins expire too: the admin signs in again.
    superToken = await t.signIn(t.config.adminPhone);
    const list = await call(t, 'GET', '/api/user/deleted?usertype=Customer&limit=100', superToken);
    expect(list.json().data.some((u: { _id: string }) => u._id === user.id)).toBe(false);
    const res = await call(t, 'POST', `/api/user/${user.id}/restore`, superToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/more than 30 days ago/);
  });
});
