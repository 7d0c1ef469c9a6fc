import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertTaggedOwner, insertVehicle } from '../../../test/user-fixtures.js';
import { qrTags, reasons, users } from '../../platform/db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => t?.close());

/** A signed-in customer with a tagged vehicle and a second vehicle of theirs. */
async function owner() {
  const o = await insertTaggedOwner(t.database.db);
  const [u] = await t.database.db.select().from(users).where(eq(users.id, o.ownerId));
  const second = await insertVehicle(t.database.db, o.ownerId);
  return { ...o, second, token: await t.signIn(u!.phone) };
}
const put = (token: string, code: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/my/tags/${code}`, headers: bearer(token), payload });

describe("a customer's own tags", () => {
  it('reported lost: a scan says so and alerts nobody; found again, it works at once', async () => {
    const o = await owner();
    const lost = await put(o.token, o.code, { lost: true });
    expect(lost.statusCode).toBe(200);
    expect(lost.json().data.status).toBe('lost');
    const page = await t.app.inject({ method: 'GET', url: `/${o.code}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This tag was reported lost');
    expect(page.body.indexOf('href="tel:112"')).toBeGreaterThan(-1);
    expect(page.body).not.toContain('name="reasonId"');
    const [reason] = await t.database.db.select().from(reasons).limit(1);
    const alert = await t.app.inject({
      method: 'POST',
      url: '/api/soscall',
      payload: { creatorName: 'Asha', creatorNumber: '9876543210', reasonId: reason!.id, qrcodename: o.code },
    });
    expect(alert.statusCode).toBe(404);
    expect(alert.json().code).toBe('TAG_NOT_ACTIVE');

    expect((await put(o.token, o.code, { lost: false })).json().data.status).toBe('active');
    expect((await t.app.inject({ method: 'GET', url: `/${o.code}` })).statusCode).toBe(200);
  });

  it('moves to another of my vehicles, and the next scan shows that vehicle', async () => {
    const o = await owner();
    const moved = await put(o.token, o.code, { vehicleId: o.second.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.vehicle.registrationNumber).toBe(o.second.registrationNumber);
    const page = await t.app.inject({ method: 'GET', url: `/${o.code}` });
    expect(page.body).toContain(o.second.registrationNumber);
  });

  it("cannot touch someone else's tag, nor move mine to someone else's vehicle", async () => {
    const me = await owner();
    const other = await owner();
    const theirs = await put(me.token, other.code, { lost: true });
    expect(theirs.statusCode).toBe(404);
    const [still] = await t.database.db.select().from(qrTags).where(eq(qrTags.code, other.code));
    expect(still!.status).toBe('active');
    const away = await put(me.token, me.code, { vehicleId: other.second.id });
    expect(away.statusCode).toBe(400);
    expect(away.json().errors).toEqual([{ path: 'vehicleId', message: 'Not one of your vehicles' }]);
    expect((await put(me.token, me.code, {})).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/my/tags/${me.code}`, payload: { lost: true } })).statusCode,
    ).toBe(401);
  });

  it('leaves a tag our team suspended switched off', async () => {
    const o = await owner();
    await t.database.db.update(qrTags).set({ status: 'suspended' }).where(eq(qrTags.code, o.code));
    const res = await put(o.token, o.code, { lost: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Contact support/);
  });
});
