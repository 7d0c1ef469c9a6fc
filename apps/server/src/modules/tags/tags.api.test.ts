import { TAG_CODE_RE } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { qrTags, userVehicles } from '../../platform/db/schema.js';
import { DEMO_CUSTOMER_PHONE, DEMO_REGISTRATION } from '../../seed.js';
import { tagQrPng } from './tag-sheet.js';

let t: TestApp;
let admin: string;
let customer: string;
let demoVehicleId: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await t.signIn(t.config.adminPhone);
  customer = await t.signIn(DEMO_CUSTOMER_PHONE);
  const [v] = await t.database.db
    .select()
    .from(userVehicles)
    .where(eq(userVehicles.registrationNumber, DEMO_REGISTRATION));
  demoVehicleId = v!.id;
});
afterAll(async () => t?.close());

const makeBatch = async (count: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/qrcode/batch',
    headers: bearer(admin),
    payload: { count },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { batch: { _id: string }; tags: { code: string; status: string; url: string }[] };
};

describe('tag batches', () => {
  it('makes N unique unassigned Crockford codes printed with their URL', async () => {
    const { tags } = await makeBatch(50);
    expect(tags).toHaveLength(50);
    expect(new Set(tags.map((x) => x.code)).size).toBe(50);
    for (const tag of tags) {
      expect(tag.code).toMatch(TAG_CODE_RE);
      expect(tag.status).toBe('unassigned');
      expect(tag.url).toBe(`${t.config.publicUrl}/${tag.code}`);
    }
  });

  it('refuses 0 and more than 1000 tags, saying why', async () => {
    for (const count of [0, 1001, 'ten']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/qrcode/batch',
        headers: bearer(admin),
        payload: { count },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('count');
    }
  });

  it('prints a batch as an A4 PDF whose QR codes scan back to the tag URL', async () => {
    const { batch, tags } = await makeBatch(13);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/qrcode/batch/${batch._id}/sheet.pdf`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(2); // twelve a page
    expect(pdf).toContain('/MediaBox [0 0 595.28 841.89]');

    const url = tags[0]!.url;
    const png = PNG.sync.read(await tagQrPng(url));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(url);
  });
});

describe('tag states', () => {
  it('lets an admin assign, suspend and re-activate a tag, and the SOS page follows', async () => {
    const { tags } = await makeBatch(1);
    const code = tags[0]!.code;
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/qrcode/${code}`, headers: bearer(admin), payload });
    const assigned = await put({ vehicleId: demoVehicleId });
    expect(assigned.json().data).toMatchObject({
      status: 'active',
      vehicle: { registrationNumber: DEMO_REGISTRATION },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/soscall/${code}` })).statusCode).toBe(200);
    expect((await put({ status: 'suspended' })).json().data.status).toBe('suspended');
    expect((await t.app.inject({ method: 'GET', url: `/api/soscall/${code}` })).json().code).toBe('TAG_NOT_ACTIVE');
    expect((await put({ status: 'active' })).json().data.status).toBe('active');
  });

  it('will not activate a tag that has no vehicle', async () => {
    const { tags } = await makeBatch(1);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/qrcode/${tags[0]!.code}`,
      headers: bearer(admin),
      payload: { status: 'active' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('lets a customer activate an unassigned tag for their own vehicle only, once', async () => {
    const { tags } = await makeBatch(2);
    const code = tags[0]!.code;
    const activate = (token: string, vehicleId: string, c = code) =>
      t.app.inject({
        method: 'POST',
        url: `/api/qrcode/${c.toLowerCase()}/activate`,
        headers: bearer(token),
        payload: { vehicleId },
      });

    const stranger = await insertUser(t.database.db, { usertype: 'Customer' });
    const [theirCar] = await t.database.db
      .insert(userVehicles)
      .values({ userId: stranger.id, registrationNumber: 'KA05MN4321' })
      .returning();
    const notMine = await activate(customer, theirCar!.id);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().errors[0].path).toBe('vehicleId');

    const ok = await activate(customer, demoVehicleId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ code, status: 'active' });
    const again = await activate(customer, demoVehicleId);
    expect(again.statusCode).toBe(409);

    const mine = await t.app.inject({ method: 'GET', url: '/api/my/tags', headers: bearer(customer) });
    expect(mine.json().data.map((x: { code: string }) => x.code)).toContain(code);

    const unknown = await activate(customer, demoVehicleId, 'ZZZZ9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('TAG_NOT_FOUND');
  });
});

describe('tag list', () => {
  it('filters by state and finds by part of a code or a registration number, any case', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/qrcode?status=unassigned&page=1&limit=10',
      headers: bearer(admin),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 1, limit: 10 });
    expect(page.json().data).toHaveLength(10);
    expect(page.json().total).toBeGreaterThan(10);
    expect(page.json().data.every((x: { status: string }) => x.status === 'unassigned')).toBe(true);

    const byPlate = await t.app.inject({ method: 'GET', url: '/api/qrcode?search=dl01ab', headers: bearer(admin) });
    expect(byPlate.json().data.length).toBeGreaterThan(0);
    expect(
      byPlate
        .json()
        .data.every(
          (x: { vehicle: { registrationNumber: string } }) => x.vehicle.registrationNumber === DEMO_REGISTRATION,
        ),
    ).toBe(true);

    const [one] = await t.database.db.select().from(qrTags).where(eq(qrTags.status, 'unassigned')).limit(1);
    const byCode = await t.app.inject({
      method: 'GET',
      url: `/api/qrcode?search=${one!.code.slice(2, 7).toLowerCase()}`,
      headers: bearer(admin),
    });
    expect(byCode.json().data.map((x: { code: string }) => x.code)).toContain(one!.code);
  });
});
