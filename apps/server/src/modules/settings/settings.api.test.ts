import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { createUploadTestApp, picture, sendMultipart } from '../../../test/multipart.js';
import { bearer, type TestApp } from '../../../test/test-app.js';
import { auditLog } from '../../platform/db/schema.js';

let t: TestApp & { uploadDir: string };
let admin: string;
beforeAll(async () => {
  t = await createUploadTestApp({ seedDemo: true });
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const get = (url: string) => t.app.inject({ method: 'GET', url });
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('banners', () => {
  it('adds a banner with its picture, lists it publicly, and deletes it with the file', async () => {
    const add = await sendMultipart(t.app, {
      method: 'POST',
      url: '/api/banner',
      token: admin,
      fields: { title: 'Stay safe', description: 'Tag your car today' },
      files: [await picture('imageUrl', 'banner.png')],
    });
    expect(add.statusCode).toBe(201);
    const banner = add.json().data;
    expect(banner).toMatchObject({ title: 'Stay safe', imageUrl: expect.stringMatching(/\.webp$/) });
    expect((await get(`/api/fetchmedia/${banner.imageUrl}`)).statusCode).toBe(200);
    const list = (await get('/api/banner')).json();
    expect(list.status).toBe('Success');
    expect(list.data.at(-1)).toMatchObject({ _id: banner._id, title: 'Stay safe' });

    const del = await call('DELETE', '/api/banner', { _id: banner._id });
    expect(del.json()).toMatchObject({ status: 'Success', message: '1 banner deleted.' });
    expect(await readdir(t.uploadDir)).not.toContain(banner.imageUrl);
    expect((await get('/api/banner')).json().data.map((b: { _id: string }) => b._id)).not.toContain(banner._id);
  });

  it('seeds three demo banners and pictures for the demo products, served like uploads', async () => {
    const seeded = (await get('/api/banner')).json().data;
    expect(seeded.map((b: { title: string }) => b.title)).toEqual([
      'Alert the owner in seconds',
      'Accident alerts for your family',
      'Emergency blood requests',
    ]);
    const picture = await get(seeded[0].image.thumbUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const products = (await get('/api/products')).json().data;
    for (const p of products) expect(p.images, p.name).toHaveLength(1);
  });

  it('requires title, description and a picture', async () => {
    const res = await sendMultipart(t.app, { method: 'POST', url: '/api/banner', token: admin, fields: { title: '' } });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['description', 'title']);
    const noPicture = await call('POST', '/api/banner', { title: 'T', description: 'D' });
    expect(noPicture.json().errors).toEqual([{ path: 'imageUrl', message: 'Add one picture for the banner.' }]);
    expect((await call('DELETE', '/api/banner', { _id: UNKNOWN })).statusCode).toBe(404);
  });
});

describe('FAQs', () => {
  it('lists the seeded FAQs in order, adds one at the end, edits and deletes it', async () => {
    const before = (await get('/api/FAQs')).json().data;
    expect(before).toHaveLength(4);
    const add = await call('POST', '/api/FAQ', { question: 'Is there an app?', answer: 'Yes, for iOS and Android.' });
    expect(add.statusCode).toBe(201);
    const id = add.json().data._id;
    const list = (await get('/api/FAQs')).json().data;
    expect(list.at(-1)).toMatchObject({ _id: id, question: 'Is there an app?' });

    const edit = await call('PUT', `/api/FAQ/${id}`, { answer: 'Yes.' });
    expect(edit.json()).toMatchObject({ status: 'Success', data: { question: 'Is there an app?', answer: 'Yes.' } });
    expect((await call('DELETE', '/api/FAQ', { ids: [id] })).statusCode).toBe(200);
    expect((await get('/api/FAQs')).json().data).toHaveLength(4);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('requires a question and an answer, and answers 404 for an unknown FAQ', async () => {
    const res = await call('POST', '/api/FAQ', { question: 'Q?' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'answer', message: 'Enter the answer' }]);
    expect((await call('PUT', `/api/FAQ/${UNKNOWN}`, { answer: 'x' })).statusCode).toBe(404);
  });
});

describe('website pages', () => {
  it('serves the seeded policy pages built from the spec’s facts', async () => {
    const refund = (await get('/api/pages/refund-policy')).json().data;
    expect(refund.title).toBe('Refund Policy');
    expect(refund.body).toContain('within 7 days of delivery');
    expect(refund.body).toContain('7–10 business days');
    const shipping = (await get('/api/pages/shipping-policy')).json().data;
    expect(shipping.body).toContain('2–4 business days');
    expect((await get('/api/pages/terms-and-conditions')).json().data.body).toContain('New Delhi');
    expect((await get('/api/pages/privacy-policy')).json().data.body).toContain('under 13');
    expect((await get('/api/pages')).json().data).toHaveLength(6);
    expect((await get('/api/pages/secrets')).statusCode).toBe(404);
  });

  it('lets only the holder of a page’s own flag edit it', async () => {
    const editor = await insertUser(t.database.db, { usertype: 'Admin', flags: ['editShippingPolicy'] });
    const token = await t.signIn(editor.phone);
    const page = { title: 'Shipping', body: 'We ship everywhere in India.' };
    const ok = await call('PUT', '/api/pages/shipping-policy', page, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ slug: 'shipping-policy', ...page });
    expect((await get('/api/pages/shipping-policy')).json().data.body).toBe(page.body);
    const other = await call('PUT', '/api/pages/refund-policy', page, token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toContain('Edit Return policy');
    const blank = await call('PUT', '/api/pages/shipping-policy', { title: 'x', body: ' ' }, token);
    expect(blank.statusCode).toBe(400);
    expect((await call('PUT', '/api/pages/nope', page)).statusCode).toBe(404);
  });
});

describe('site settings', () => {
  it('answers defaults publicly and saves changes for editContactUs', async () => {
    const defaults = (await get('/api/settings')).json().data;
    expect(defaults).toMatchObject({
      supportEmail: 'support@safesathi.in',
      shippingFeePaise: 5000,
      shippingFee: 50,
      taxPercent: 18,
      currency: '₹',
      social: { facebook: null, instagram: null, x: null, youtube: null, linkedin: null },
    });

    const editor = await insertUser(t.database.db, { usertype: 'Admin', flags: ['editContactUs'] });
    const token = await t.signIn(editor.phone);
    const put = await call(
      'PUT',
      '/api/settings',
      {
        supportEmail: 'help@safesathi.in',
        whatsapp: '+91 90000 00009',
        playStoreUrl: 'https://play.google.com/store/apps/details?id=in.safesathi',
        social: { instagram: 'https://instagram.com/safesathi' },
        shippingFeePaise: 4900,
        taxPercent: 12.5,
      },
      token,
    );
    expect(put.statusCode).toBe(200);
    const twice = await call('PUT', '/api/settings', { social: { x: 'https://x.com/safesathi' }, whatsapp: '' }, token);
    expect(twice.json().data).toMatchObject({
      supportEmail: 'help@safesathi.in',
      whatsapp: null,
      social: { instagram: 'https://instagram.com/safesathi', x: 'https://x.com/safesathi' },
      shippingFee: 49,
      taxPercent: 12.5,
    });
    expect((await get('/api/settings')).json().data.shippingFeePaise).toBe(4900);
  });

  it('refuses bad values, naming each field', async () => {
    const res = await call('PUT', '/api/settings', {
      supportEmail: 'nope',
      appStoreUrl: 'ftp:/x',
      shippingFeePaise: -1,
      taxPercent: 101,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['appStoreUrl', 'shippingFeePaise', 'supportEmail', 'taxPercent']);
  });
});
