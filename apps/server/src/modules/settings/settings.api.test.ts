import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/fixtures.js';
import { createUploadTestApp, picture, sendMultipart } from '../../../test/multipart.js';
import { call } from '../../../test/request.js';
import type { TestApp } from '../../../test/test-app.js';
import { auditLog } from '../../platform/db/schema.js';
import { retiredAboutBody } from './page-texts.js';
import { seedPages } from './site-settings.service.js';

let t: TestApp & { uploadDir: string };
let admin: string;
beforeAll(async () => {
  t = await createUploadTestApp({ seedDemo: true });
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const get = (url: string) => t.app.inject({ method: 'GET', url });
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

    const del = await call(t, 'DELETE', '/api/banner', admin, { _id: banner._id });
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
    const noPicture = await call(t, 'POST', '/api/banner', admin, { title: 'T', description: 'D' });
    expect(noPicture.json().errors).toEqual([{ path: 'imageUrl', message: 'Add one picture for the banner.' }]);
    expect((await call(t, 'DELETE', '/api/banner', admin, { _id: UNKNOWN })).statusCode).toBe(404);
  });
});

describe('FAQs', () => {
  it('lists the seeded FAQs in order, adds one at the end, edits and deletes it', async () => {
    const before = (await get('/api/FAQs')).json().data;
    expect(before).toHaveLength(4);
    const add = await call(t, 'POST', '/api/FAQ', admin, {
      question: 'Is there an app?',
      answer: 'Yes, for iOS and Android.',
    });
    expect(add.statusCode).toBe(201);
    const id = add.json().data._id;
    const list = (await get('/api/FAQs')).json().data;
    expect(list.at(-1)).toMatchObject({ _id: id, question: 'Is there an app?' });

    const edit = await call(t, 'PUT', `/api/FAQ/${id}`, admin, { answer: 'Yes.' });
    expect(edit.json()).toMatchObject({ status: 'Success', data: { question: 'Is there an app?', answer: 'Yes.' } });
    expect((await call(t, 'DELETE', '/api/FAQ', admin, { ids: [id] })).statusCode).toBe(200);
    expect((await get('/api/FAQs')).json().data).toHaveLength(4);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('requires a question and an answer, and answers 404 for an unknown FAQ', async () => {
    const res = await call(t, 'POST', '/api/FAQ', admin, { question: 'Q?' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'answer', message: 'Enter the answer' }]);
    expect((await call(t, 'PUT', `/api/FAQ/${UNKNOWN}`, admin, { answer: 'x' })).statusCode).toBe(404);
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
    const ok = await call(t, 'PUT', '/api/pages/shipping-policy', token, page);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ slug: 'shipping-policy', ...page });
    expect((await get('/api/pages/shipping-policy')).json().data.body).toBe(page.body);
    const other = await call(t, 'PUT', '/api/pages/refund-policy', token, page);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toContain('Edit Return policy');
    const blank = await call(t, 'PUT', '/api/pages/shipping-policy', token, { title: 'x', body: ' ' });
    expect(blank.statusCode).toBe(400);
    expect((await call(t, 'PUT', '/api/pages/nope', admin, page)).statusCode).toBe(404);
  });
});

describe('the built-in About text', () => {
  it('no longer advertises features never built: an unedited old text is replaced at start, an edited one kept', async () => {
    const fresh = (await get('/api/pages/about')).json().data.body;
    expect(fresh).not.toMatch(/our app|group tracking|document storage|insurance/i);
    // An install from before issue 21 still holds the About text it was seeded with.
    const old = retiredAboutBody(t.config.appName);
    expect((await call(t, 'PUT', '/api/pages/about', admin, { title: 'About SafeSathi', body: old })).statusCode).toBe(
      200,
    );
    await seedPages(t.database.db, t.config);
    expect((await get('/api/pages/about')).json().data.body).toBe(fresh);

    const own = `${old}\n\nOur own words, written by an admin.`;
    await call(t, 'PUT', '/api/pages/about', admin, { title: 'About SafeSathi', body: own });
    await seedPages(t.database.db, t.config);
    expect((await get('/api/pages/about')).json().data.body).toBe(own);
  });
});

describe('site settings', () => {
  it('answers defaults publicly and saves the website’s contacts and links for editContactUs', async () => {
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
    const put = await call(t, 'PUT', '/api/settings', token, {
      supportEmail: 'help@safesathi.in',
      whatsapp: '+91 90000 00009',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=in.safesathi',
      social: { instagram: 'https://instagram.com/safesathi' },
    });
    expect(put.statusCode).toBe(200);
    const twice = await call(t, 'PUT', '/api/settings', token, {
      social: { x: 'https://x.com/safesathi' },
      whatsapp: '',
    });
    expect(twice.json().data).toMatchObject({
      supportEmail: 'help@safesathi.in',
      whatsapp: null,
      social: { instagram: 'https://instagram.com/safesathi', x: 'https://x.com/safesathi' },
    });
  });

  it('a content editor (editContactUs) is refused every money setting with 403, and nothing changes', async () => {
    const editor = await insertUser(t.database.db, { usertype: 'Admin', flags: ['editContactUs'] });
    const token = await t.signIn(editor.phone);
    const before = (await get('/api/settings')).json().data;
    for (const money of [
      { taxPercent: 0 },
      { shippingFeePaise: 0 },
      { codEnabled: !before.codEnabled },
      { sellerGstin: '' },
      { sellerLegalName: 'Someone Else Pvt Ltd' },
      { invoicePrefix: 'FAKE' },
    ]) {
      // Sent with a contact change too: the save is refused whole.
      const res = await call(t, 'PUT', '/api/settings', token, { supportEmail: 'owned@evil.example', ...money });
      expect(res.statusCode, JSON.stringify(money)).toBe(403);
      expect(res.json()).toMatchObject({ status: 'Error', success: false, code: 'FORBIDDEN' });
      expect(res.json().message).toContain('Edit shipping, tax, cash on delivery and invoice settings');
      expect((await call(t, 'PUT', '/api/settings/shop', token, money)).statusCode).toBe(403);
    }
    expect((await get('/api/settings')).json().data).toEqual(before);
  });

  it('the shop-settings flag (editShopSettings) saves the money settings, and only those', async () => {
    const shop = await insertUser(t.database.db, { usertype: 'Admin', flags: ['editShopSettings'] });
    const token = await t.signIn(shop.phone);
    const res = await call(t, 'PUT', '/api/settings/shop', token, {
      shippingFeePaise: 4900,
      taxPercent: 12.5,
      codEnabled: true,
      invoicePrefix: 'SS',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Shop settings saved.');
    expect((await get('/api/settings')).json().data).toMatchObject({
      shippingFeePaise: 4900,
      shippingFee: 49,
      taxPercent: 12.5,
      codEnabled: true,
      invoicePrefix: 'SS',
    });
    // The website's contacts stay the editor's.
    expect((await call(t, 'PUT', '/api/settings', token, { supportEmail: 'x@safesathi.in' })).statusCode).toBe(403);
    // An admin holding both saves both in one request.
    const both = await insertUser(t.database.db, { usertype: 'Admin', flags: ['editContactUs', 'editShopSettings'] });
    const res2 = await call(t, 'PUT', '/api/settings', await t.signIn(both.phone), {
      supportEmail: 'care@safesathi.in',
      taxPercent: 18,
    });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json().data).toMatchObject({
      supportEmail: 'care@safesathi.in',
      taxPercent: 18,
      shippingFeePaise: 4900,
    });
  });

  it('an operator switches landing sections off and on again, and every visitor is told which are off', async () => {
    expect((await get('/api/settings')).json().data.hiddenSections).toEqual([]);
    const editor = await insertUser(t.database.db, { usertype: 'Admin', flags: ['editContactUs'] });
    const token = await t.signIn(editor.phone);
    // Sent in any order and twice over: saved once each, in the page's order.
    const off = await call(t, 'PUT', '/api/settings', token, { hiddenSections: ['faqs', 'blood', 'faqs'] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.hiddenSections).toEqual(['blood', 'faqs']);
    expect((await get('/api/settings')).json().data.hiddenSections).toEqual(['blood', 'faqs']);
    // Another save that does not name them keeps them off; an empty list shows them all again.
    await call(t, 'PUT', '/api/settings', token, { supportEmail: 'help@safesathi.in' });
    expect((await get('/api/settings')).json().data.hiddenSections).toEqual(['blood', 'faqs']);
    await call(t, 'PUT', '/api/settings', token, { hiddenSections: [] });
    expect((await get('/api/settings')).json().data.hiddenSections).toEqual([]);
  });

  it('refuses a section the landing page does not have, with a 400 naming the field', async () => {
    for (const hiddenSections of [['group-tracking'], 'faqs', [1]]) {
      const res = await call(t, 'PUT', '/api/settings', admin, { hiddenSections });
      expect(res.statusCode, JSON.stringify(hiddenSections)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'Error', success: false });
      expect(res.json().errors[0].path).toMatch(/^hiddenSections/);
    }
    expect((await get('/api/settings')).json().data.hiddenSections).toEqual([]);
  });

  it('refuses bad values, naming each field', async () => {
    const res = await call(t, 'PUT', '/api/settings', admin, {
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
