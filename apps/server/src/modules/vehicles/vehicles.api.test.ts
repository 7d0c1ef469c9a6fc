import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { call } from '../../../test/request.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  adminWith,
  catalogueChain,
  insertActiveTag,
  insertVehicle,
  nextPlate,
  signedInCustomer,
} from '../../../test/user-fixtures.js';
import { auditLog, qrTags } from '../../platform/db/schema.js';

let t: TestApp;
let superToken: string;
let chain: Awaited<ReturnType<typeof catalogueChain>>;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  superToken = await t.signIn(t.config.adminPhone);
  chain = await catalogueChain(t.database.db);
});
afterAll(async () => t?.close());

describe('vehicles', () => {
  it('registers a vehicle with a normalised number and catalogue names, and audits it', async () => {
    const c = await insertUser(t.database.db, { usertype: 'Customer' });
    const res = await call(t, 'POST', '/api/uservehicle', superToken, {
      userid: c.id,
      registrationNumber: 'up 32 gh 0042',
      vehicleTypeId: chain.type.id,
      vehicleBrandId: chain.brand.id,
      vehicleModelId: chain.model.id,
    });
    expect(res.statusCode).toBe(201);
    const v = res.json().data;
    expect(v).toMatchObject({
      userid: c.id,
      registrationNumber: 'UP32GH0042',
      vehicleTypeId: { _id: chain.type.id, name: 'Car' },
      vehicleBrandId: { _id: chain.brand.id, name: chain.brand.name },
      vehicleModelId: { _id: chain.model.id, name: chain.model.name },
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, v._id));
    expect(audit).toMatchObject({ entity: 'vehicle', action: 'create', before: null });
  });

  it('answers 409 naming the field for a duplicate registration, however it is typed', async () => {
    const a = await insertUser(t.database.db, { usertype: 'Customer' });
    const b = await insertUser(t.database.db, { usertype: 'Customer' });
    await insertVehicle(t.database.db, a.id, 'HR26DK8337');
    const res = await call(t, 'POST', '/api/uservehicle', superToken, {
      userid: b.id,
      registrationNumber: 'hr-26-dk-8337',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', errors: [{ path: 'registrationNumber' }] });
    const mine = await insertVehicle(t.database.db, b.id);
    const put = await call(t, 'PUT', `/api/uservehicle/${mine.id}`, superToken, { registrationNumber: 'HR26DK8337' });
    expect(put.statusCode).toBe(409);
  });

  it('rejects a number that is not an Indian registration, and a model of another brand', async () => {
    const c = await insertUser(t.database.db, { usertype: 'Customer' });
    const bad = await call(t, 'POST', '/api/uservehicle', superToken, { userid: c.id, registrationNumber: 'HELLO123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('registrationNumber');
    const mismatch = await call(t, 'POST', '/api/uservehicle', superToken, {
      userid: c.id,
      registrationNumber: nextPlate(),
      vehicleTypeId: chain.otherType.id,
      vehicleBrandId: chain.brand.id,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].path).toBe('vehicleBrandId');
  });

  it('lets a customer manage only their own vehicles', async () => {
    const me = await signedInCustomer(t);
    const other = await insertUser(t.database.db, { usertype: 'Customer' });
    const theirs = await insertVehicle(t.database.db, other.id);
    const created = await call(t, 'POST', '/api/uservehicle', me.token, { registrationNumber: nextPlate() });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.userid).toBe(me.user.id);
    const id = created.json().data._id;
    expect((await call(t, 'GET', `/api/uservehicle/${me.user.id}`, me.token)).json().data).toHaveLength(1);
    expect(
      (await call(t, 'PUT', `/api/uservehicle/${id}`, me.token, { registrationNumber: nextPlate() })).statusCode,
    ).toBe(200);
    // Someone else's: 403 by person, 404 by record.
    expect((await call(t, 'GET', `/api/uservehicle/${other.id}`, me.token)).statusCode).toBe(403);
    expect(
      (await call(t, 'POST', '/api/uservehicle', me.token, { userid: other.id, registrationNumber: nextPlate() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PUT', `/api/uservehicle/${theirs.id}`, me.token, { registrationNumber: nextPlate() })).statusCode,
    ).toBe(404);
    expect((await call(t, 'DELETE', `/api/uservehicle/${theirs.id}`, me.token)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/uservehicle', me.token)).statusCode).toBe(403);
  });

  it('suspends the tags of a removed vehicle', async () => {
    const c = await insertUser(t.database.db, { usertype: 'Customer' });
    const v = await insertVehicle(t.database.db, c.id);
    await insertActiveTag(t.database.db, v.id, 'VEHTAG01');
    const res = await call(t, 'DELETE', `/api/uservehicle/${v.id}`, superToken);
    expect(res.statusCode).toBe(200);
    const [tag] = await t.database.db.select().from(qrTags).where(eq(qrTags.code, 'VEHTAG01'));
    expect(tag).toMatchObject({ status: 'suspended', vehicleId: null });
  });

  it('lists every vehicle to viewCustomer, filtered by part of the number', async () => {
    const viewer = await adminWith(t, ['viewCustomer']);
    const res = await call(t, 'GET', '/api/uservehicle?search=dl01&limit=10&page=1', viewer.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'Success', page: 1, limit: 10 });
    expect(body.data.map((v: { registrationNumber: string }) => v.registrationNumber)).toContain('DL01AB1234');
    expect(body.data.every((v: { registrationNumber: string }) => v.registrationNumber.includes('DL01'))).toBe(true);
  });
});
