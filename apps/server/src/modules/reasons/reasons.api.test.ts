import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { auditLog, reasons } from '../../platform/db/schema.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const publicReasons = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/reasons' }))
    .json()
    .data.map((r: { reasonText: string }) => r.reasonText);

describe('SOS reasons', () => {
  it('adds a reason that reaches the SOS page, toggles it off and on, and deletes it, auditing each step', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/Reason',
      headers: bearer(admin),
      payload: { reasonText: 'Flat tyre', notificationText: 'Your vehicle has a flat tyre.', reasonTextHi: 'टायर पंचर' },
    });
    expect(add.statusCode).toBe(201);
    const id = add.json().data._id;
    expect(await publicReasons()).toContain('Flat tyre');

    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/reason/update/${id}`,
      headers: bearer(admin),
      payload: { status: 'inactive' },
    });
    expect(off.json()).toMatchObject({ success: true, data: { status: 'inactive' } });
    expect(await publicReasons()).not.toContain('Flat tyre');
    const all = await t.app.inject({ method: 'GET', url: '/api/Reasons', headers: bearer(admin) });
    expect(all.json().data.find((r: { _id: string }) => r._id === id)).toMatchObject({ status: 'inactive' });

    await t.app.inject({
      method: 'PUT',
      url: `/api/reason/update/${id}`,
      headers: bearer(admin),
      payload: { status: 'active' },
    });
    expect(await publicReasons()).toContain('Flat tyre');

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/reason',
      headers: bearer(admin),
      payload: { _id: id },
    });
    expect(del.statusCode).toBe(200);
    expect(await publicReasons()).not.toContain('Flat tyre');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('says which field is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Reason',
      headers: bearer(admin),
      payload: { reasonText: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['notificationText', 'reasonText']);
  });

  it('answers 404 for an unknown reason and 400 for a bad status', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/reason/update/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
      payload: { status: 'active' },
    });
    expect(unknown.statusCode).toBe(404);
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/Reasons', headers: bearer(admin) })).json().data;
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/reason/update/${first._id}`,
      headers: bearer(admin),
      payload: { status: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the move to translations (migration 0010)', () => {
  it('copies each Hindi name into translations.hi, and leaves a reason without one untouched', async () => {
    const file = readFileSync(new URL('../../../drizzle/0010_languages.sql', import.meta.url), 'utf8');
    const update = file.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "reasons"'))!;
    const [withHi] = await t.database.db
      .insert(reasons)
      .values({ reasonText: 'Tyre flat', notificationText: 'A tyre is flat.', reasonTextHi: 'टायर पंचर' })
      .returning();
    const [without] = await t.database.db
      .insert(reasons)
      .values({ reasonText: 'Alarm ringing', notificationText: 'The alarm is ringing.', reasonTextHi: ' ' })
      .returning();
    await t.database.db.execute(sql.raw(update));
    const after = await t.database.db
      .select()
      .from(reasons)
      .where(inArray(reasons.id, [withHi!.id, without!.id]));
    expect(after.find((r) => r.id === withHi!.id)!.translations).toEqual({ hi: { reasonText: 'टायर पंचर' } });
    expect(after.find((r) => r.id === without!.id)!.translations).toEqual({});
    await t.database.db.delete(reasons).where(inArray(reasons.id, [withHi!.id, without!.id]));
  });
});
