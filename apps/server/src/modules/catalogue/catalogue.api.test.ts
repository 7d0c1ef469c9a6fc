import { readdir } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadTestApp, picture, sendMultipart } from '../../../test/multipart.js';
import { call } from '../../../test/request.js';
import type { TestApp } from '../../../test/test-app.js';
import { auditLog } from '../../platform/db/schema.js';
import { VEHICLE_CATALOGUE } from '../../vehicle-catalogue.js';

let t: TestApp & { uploadDir: string };
let admin: string;
beforeAll(async () => {
  t = await createUploadTestApp({ seedDemo: true });
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
// biome-ignore lint/suspicious/noExplicitAny: JSON answers read loosely in tests
type Json = any;
const named = (list: Json[], name: string): Json => list.find((x) => x.name === name);

describe('the demo catalogue', () => {
  it('offers the common Indian makes of each vehicle type, an auto-rickshaw among them', async () => {
    const grouped = (await t.app.inject({ method: 'GET', url: '/api/vehicletypebrand' })).json().data;
    const brandsOf = (type: string): string[] => named(grouped, type).vehiclebrand.map((b: Json) => b.name);
    expect(brandsOf('Auto-rickshaw')).toEqual(
      expect.arrayContaining(['Bajaj', 'Piaggio', 'Mahindra', 'TVS', 'Atul Auto']),
    );
    expect(brandsOf('Car')).toEqual(
      expect.arrayContaining(['Maruti Suzuki', 'Hyundai', 'Tata', 'Kia', 'Toyota', 'Honda']),
    );
    expect(brandsOf('Motorcycle')).toEqual(expect.arrayContaining(['Hero', 'Bajaj', 'TVS', 'Yamaha', 'Royal Enfield']));
    expect(brandsOf('Scooter')).toEqual(expect.arrayContaining(['Honda', 'TVS', 'Suzuki', 'Ola', 'Ather']));
  });
});

describe('categories', () => {
  it('lists, adds, renames and deletes a category, auditing each change', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/category' });
    expect(list.json()).toMatchObject({ status: 'Success' });
    expect(list.json().data.map((c: { name: string }) => c.name)).toEqual(['Accessories', 'QR Tags', 'Safety Kits']);

    const add = await call(t, 'POST', '/api/category', admin, { name: '  Helmets ' });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ status: 'Success', data: { name: 'Helmets' } });
    const id = add.json().data._id;

    const rename = await call(t, 'PUT', `/api/category/${id}`, admin, { name: 'Helmets & Gear' });
    expect(rename.json()).toMatchObject({ status: 'Success', data: { _id: id, name: 'Helmets & Gear' } });

    const del = await call(t, 'DELETE', '/api/category', admin, { _id: id });
    expect(del.json()).toMatchObject({ status: 'Success', message: '1 category deleted.' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a name already taken, whatever its case', async () => {
    const res = await call(t, 'POST', '/api/category', admin, { name: 'qr tags' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', errors: [{ path: 'name' }] });
    expect(res.json().message).toBe('A category named “qr tags” already exists.');
  });

  it('says which field is missing', async () => {
    const res = await call(t, 'POST', '/api/category', admin, { name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'name' }] });
  });

  it('answers 409 IN_USE saying how many products use a category', async () => {
    const qr = named((await t.app.inject({ method: 'GET', url: '/api/category' })).json().data, 'QR Tags');
    const res = await call(t, 'DELETE', '/api/category', admin, { _id: qr._id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'IN_USE', message: 'QR Tags: 2 products use this category.' });
  });

  it('answers 404 for an unknown id and 400 for a body without ids', async () => {
    expect((await call(t, 'PUT', `/api/category/${UNKNOWN}`, admin, { name: 'X' })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/category', admin, { _id: UNKNOWN })).statusCode).toBe(404);
    const empty = await call(t, 'DELETE', '/api/category', admin, {});
    expect(empty.statusCode).toBe(400);
    expect((await call(t, 'DELETE', '/api/category', admin, { _id: 'not-an-id' })).statusCode).toBe(400);
  });
});

describe('vehicle types and brands', () => {
  it('adds a type, lists it with its brands, and deletes it', async () => {
    const add = await call(t, 'POST', '/api/vehicletype', admin, { name: 'Truck' });
    expect(add.statusCode).toBe(201);
    const truck = add.json().data;
    const brand = await call(t, 'POST', '/api/vehiclebrand', admin, {
      name: 'Ashok Leyland',
      vehicleTypeId: truck._id,
    });
    expect(brand.statusCode).toBe(201);
    expect(brand.json().data).toMatchObject({ name: 'Ashok Leyland', vehicleTypeId: truck._id });

    const grouped = await t.app.inject({ method: 'GET', url: '/api/vehicletypebrand' });
    expect(grouped.json().status).toBe(true);
    const group = named(grouped.json().data, 'Truck');
    expect(group.vehiclebrand).toEqual([{ _id: brand.json().data._id, name: 'Ashok Leyland' }]);

    const byType = await t.app.inject({ method: 'GET', url: `/api/vehiclebrand?vehicleTypeId=${truck._id}` });
    expect(byType.json().data).toHaveLength(1);

    const inUse = await call(t, 'DELETE', '/api/vehicletype', admin, { _id: truck._id });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Truck: 1 brand uses this vehicle type.');
    expect((await call(t, 'DELETE', '/api/vehiclebrand', admin, { _id: brand.json().data._id })).statusCode).toBe(200);
    expect((await call(t, 'DELETE', '/api/vehicletype', admin, { _id: truck._id })).statusCode).toBe(200);
  });

  it('names every use of a type and a brand: brands, models and customers’ vehicles', async () => {
    const types = (await t.app.inject({ method: 'GET', url: '/api/vehicletype' })).json().data;
    const car = await call(t, 'DELETE', '/api/vehicletype', admin, { _id: named(types, 'Car')._id });
    const carBrands = Object.keys(VEHICLE_CATALOGUE.Car!).length;
    expect(car.json().message).toBe(`Car: ${carBrands} brands and 1 vehicle use this vehicle type.`);
    const brands = (await t.app.inject({ method: 'GET', url: '/api/vehiclebrand' })).json().data;
    const maruti = await call(t, 'DELETE', '/api/vehiclebrand', admin, { _id: named(brands, 'Maruti Suzuki')._id });
    expect(maruti.statusCode).toBe(409);
    const marutiModels = VEHICLE_CATALOGUE.Car!['Maruti Suzuki']!.length;
    expect(maruti.json().message).toBe(`Maruti Suzuki: ${marutiModels} models and 1 vehicle use this brand.`);
  });

  it('refuses a brand for an unknown type (404) and a duplicate within a type (409), not across types', async () => {
    expect(
      (await call(t, 'POST', '/api/vehiclebrand', admin, { name: 'Nova', vehicleTypeId: UNKNOWN })).statusCode,
    ).toBe(404);
    const types = (await t.app.inject({ method: 'GET', url: '/api/vehicletype' })).json().data;
    const dup = await call(t, 'POST', '/api/vehiclebrand', admin, {
      name: 'HONDA',
      vehicleTypeId: named(types, 'Motorcycle')._id,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Motorcycle: a brand named “HONDA” already exists.');
    const missingType = await call(t, 'POST', '/api/vehiclebrand', admin, { name: 'Nova' });
    expect(missingType.json().errors).toEqual([{ path: 'vehicleTypeId', message: 'Choose a vehicle type' }]);
  });

  it('deletes selected brands all together, or none when one is in use or unknown', async () => {
    const types = (await t.app.inject({ method: 'GET', url: '/api/vehicletype' })).json().data;
    const scooter = named(types, 'Scooter')._id;
    const ids: string[] = [];
    for (const name of ['Okinawa', 'Pure EV', 'Simple'])
      ids.push((await call(t, 'POST', '/api/vehiclebrand', admin, { name, vehicleTypeId: scooter })).json().data._id);
    const brands = (await t.app.inject({ method: 'GET', url: '/api/vehiclebrand' })).json().data;
    const honda = brands.find(
      (b: { name: string; vehicleTypeId: string }) => b.name === 'Honda' && b.vehicleTypeId === scooter,
    );

    const blocked = await call(t, 'DELETE', '/api/vehiclebrand', admin, { ids: [ids[0], honda._id] });
    expect(blocked.statusCode).toBe(409);
    const hondaModels = VEHICLE_CATALOGUE.Scooter!.Honda!.length;
    expect(blocked.json().message).toBe(`Honda: ${hondaModels} models use this brand. Nothing was deleted.`);
    const unknown = await call(t, 'DELETE', '/api/vehiclebrand', admin, { ids: [ids[0], UNKNOWN] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('1 of the selected records was not found; nothing was deleted.');
    const still = (await t.app.inject({ method: 'GET', url: `/api/vehiclebrand?vehicleTypeId=${scooter}` })).json()
      .data;
    expect(still.map((b: { _id: string }) => b._id)).toEqual(expect.arrayContaining(ids));

    const both = await call(t, 'DELETE', '/api/vehiclebrand', admin, { ids: [ids[0], ids[1]] });
    expect(both.json()).toMatchObject({ status: 'Success', message: '2 brands deleted.', data: { deleted: 2 } });
    const one = await call(t, 'DELETE', '/api/vehiclebrand', admin, { _id: ids[2], ids: [ids[2]] });
    expect(one.json().data.deleted).toBe(1);
  });
});

describe('vehicle models', () => {
  it('adds a model with a picture, serves it, lists it under its brand, and deletes both', async () => {
    const brands = (await t.app.inject({ method: 'GET', url: '/api/vehiclebrand' })).json().data;
    const tata = named(brands, 'Tata');
    const add = await sendMultipart(t.app, {
      method: 'POST',
      url: '/api/vehiclemodel',
      token: admin,
      fields: { name: 'Curvv', vehicleBrandId: tata._id },
      files: [await picture('picture', 'harrier.png')],
    });
    expect(add.statusCode).toBe(201);
    const model = add.json().data;
    expect(model).toMatchObject({
      name: 'Curvv',
      vehicleBrandId: tata._id,
      picture: expect.stringMatching(/\.webp$/),
    });
    expect((await t.app.inject({ method: 'GET', url: model.image.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: model.image.thumbUrl })).statusCode).toBe(200);

    const grouped = (await t.app.inject({ method: 'GET', url: '/api/vehiclebrandmodel' })).json();
    expect(grouped.status).toBe(true);
    expect(named(named(grouped.data, 'Tata').vehiclemodel, 'Curvv')).toMatchObject({ picture: model.picture });

    const del = await call(t, 'DELETE', '/api/vehiclemodel', admin, { _id: model._id });
    expect(del.statusCode).toBe(200);
    expect(await readdir(t.uploadDir)).not.toContain(model.picture);
    expect((await t.app.inject({ method: 'GET', url: model.image.url })).statusCode).toBe(404);
  });

  it('adds a model without a picture, as JSON too', async () => {
    const brands = (await t.app.inject({ method: 'GET', url: '/api/vehiclebrand?' })).json().data;
    const res = await call(t, 'POST', '/api/vehiclemodel', admin, {
      name: 'Sierra',
      vehicleBrandId: named(brands, 'Tata')._id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ picture: null, image: null });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/vehiclemodel?vehicleBrandId=${named(brands, 'Tata')._id}`,
    });
    expect(list.json().data.map((m: { name: string }) => m.name)).toEqual(
      [...VEHICLE_CATALOGUE.Car!.Tata!, 'Sierra'].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('leaves no file behind when the brand is unknown, and refuses a text file renamed .png', async () => {
    const before = await readdir(t.uploadDir).catch(() => []);
    const res = await sendMultipart(t.app, {
      method: 'POST',
      url: '/api/vehiclemodel',
      token: admin,
      fields: { name: 'Ghost', vehicleBrandId: UNKNOWN },
      files: [await picture('picture')],
    });
    expect(res.statusCode).toBe(404);
    expect(await readdir(t.uploadDir).catch(() => [])).toEqual(before);

    const brands = (await t.app.inject({ method: 'GET', url: '/api/vehiclebrand' })).json().data;
    const bad = await sendMultipart(t.app, {
      method: 'POST',
      url: '/api/vehiclemodel',
      token: admin,
      fields: { name: 'Fake', vehicleBrandId: named(brands, 'Tata')._id },
      files: [{ field: 'picture', name: 'fake.png', data: Buffer.from('hello'), type: 'image/png' }],
    });
    expect(bad.statusCode).toBe(415);
  });

  it('refuses to delete a model a customer’s vehicle uses', async () => {
    const models = (await t.app.inject({ method: 'GET', url: '/api/vehiclemodel' })).json().data;
    const res = await call(t, 'DELETE', '/api/vehiclemodel', admin, { _id: named(models, 'Swift')._id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Swift: 1 vehicle uses this model.');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicleModel'), eq(auditLog.entityId, named(models, 'Swift')._id)));
    expect(audit).toHaveLength(0);
  });
});
