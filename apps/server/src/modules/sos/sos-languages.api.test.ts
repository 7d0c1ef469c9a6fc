import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LANGS, LANGUAGES } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.js';
import { users } from '../../platform/db/schema.js';
import { CATALOGUES } from '../../platform/i18n/i18n.js';
import { DEMO_CUSTOMER_PHONE, DEMO_TAG_CODE } from '../../seed.js';
import { nextIp, post, sms, sosBody, t, urgentReasonId, withSosApp } from './sos-test-kit.js';

withSosApp();

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
/** The opening tag of the page's document: its language and direction. */
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)![0];

describe('the SOS page in ten languages', () => {
  it('follows Accept-Language (regional tags, q-values), lets ?lang= win, and falls back to English', async () => {
    const tamil = await page(`/${DEMO_TAG_CODE}`, { 'accept-language': 'ta-IN' });
    expect(htmlTag(tamil.body)).toBe('<html lang="ta" dir="ltr">');
    expect(tamil.body).toContain(CATALOGUES.ta.title);
    expect(tamil.headers.vary).toContain('accept-language');

    const byQuality = await page(`/${DEMO_TAG_CODE}`, { 'accept-language': 'en;q=0.5,ml;q=0.8,kn;q=0.7' });
    expect(htmlTag(byQuality.body)).toBe('<html lang="ml" dir="ltr">');
    const unknown = await page(`/${DEMO_TAG_CODE}`, { 'accept-language': 'fr-FR,de;q=0.9' });
    expect(htmlTag(unknown.body)).toBe('<html lang="en" dir="ltr">');
    const refused = await page(`/${DEMO_TAG_CODE}`, { 'accept-language': 'hi;q=0,fr' });
    expect(htmlTag(refused.body)).toBe('<html lang="en" dir="ltr">');

    const chosen = await page(`/${DEMO_TAG_CODE}?lang=ur`, { 'accept-language': 'ta-IN' });
    expect(htmlTag(chosen.body)).toBe('<html lang="ur" dir="rtl">');
    expect(chosen.body).toContain(CATALOGUES.ur.send);
    // The form posts the page's language, so the alert's page answers in it.
    expect(chosen.body).toContain('<input type="hidden" name="lang" value="ur"/>');
  });

  it('offers every language, named in its own script, with the current one marked; 112 comes first', async () => {
    const res = await page(`/${DEMO_TAG_CODE}?lang=ta`);
    for (const lang of LANGS)
      expect(res.body).toContain(
        `<a href="/${DEMO_TAG_CODE}?lang=${lang}" lang="${lang}" hrefLang="${lang}"${lang === 'ta' ? ' aria-current="true"' : ''}>${LANGUAGES[lang].name}</a>`,
      );
    expect(res.body).toMatch(/<details class="langs"><summary aria-label="மொழி: தமிழ்">/);
    expect(res.body).toMatch(/<main><a class="e112" href="tel:112">/);
  });

  it('carries only the chosen language’s messages (sos-page.api.test.ts checks each one’s size)', async () => {
    for (const lang of LANGS) {
      const res = await page(`/${DEMO_TAG_CODE}?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      for (const other of LANGS)
        if (other !== lang) {
          expect(res.body, `${other} in the ${lang} page`).not.toContain(CATALOGUES[other].intro);
          expect(res.body, `${other} in the ${lang} page`).not.toContain(CATALOGUES[other].landmarkHint);
        }
    }
  });

  it('is served gzip or brotli as the client takes it, each decoding to the same page', async () => {
    for (const lang of ['en', 'ta', 'ur'] as const) {
      const url = `/${DEMO_TAG_CODE}?lang=${lang}`;
      const plain = await page(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const gz = await page(url, { 'accept-encoding': 'gzip, deflate' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      const br = await page(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.rawPayload.length).toBeLessThan(gz.rawPayload.length);
      // A client that prefers gzip by its q-values gets gzip.
      const preferred = await page(url, { 'accept-encoding': 'br;q=0.5, gzip' });
      expect(preferred.headers['content-encoding']).toBe('gzip');
    }
    // The personal pages too: a form with its mistakes, compressed for its answer.
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/${DEMO_TAG_CODE}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'br' },
      payload: 'creatorName=&creatorNumber=12&lang=ta',
      remoteAddress: nextIp(),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(wrong.rawPayload).toString()).toContain(CATALOGUES.ta.field.mobileInvalid);
  });
});

describe('reasons in the page’s language', () => {
  it('shows a translated name, and the English one where the reason has none in that language', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Reason',
      headers: bearer(admin),
      payload: {
        reasonText: 'Flat tyre',
        notificationText: 'Your vehicle has a flat tyre.',
        translations: {
          ta: { reasonText: 'டயர் பஞ்சர்', notificationText: '' },
          bn: { reasonText: '  ', notificationText: '' },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    // Only what was filled in is stored.
    expect(created.json().data.translations).toEqual({ ta: { reasonText: 'டயர் பஞ்சர்' } });
    const tamil = await page(`/${DEMO_TAG_CODE}?lang=ta`);
    expect(tamil.body).toContain('<span>டயர் பஞ்சர்</span>');
    const bengali = await page(`/${DEMO_TAG_CODE}?lang=bn`);
    expect(bengali.body).toContain('<span>Flat tyre</span>');
    // The default reasons come in every language.
    expect(bengali.body).toContain('<span>গাড়ি রাস্তা আটকে রেখেছে</span>');
    // The public list names the translations, never the texts sent to owners.
    const list = (await page('/api/reasons')).json().data as { reasonText: string; translations: object }[];
    expect(list.find((r) => r.reasonText === 'Flat tyre')!.translations).toEqual({ ta: { reasonText: 'டயர் பஞ்சர்' } });
    expect(JSON.stringify(list)).not.toContain('flat tyre.');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/reason',
      headers: bearer(admin),
      payload: { _id: created.json().data._id },
    });
  });

  it('keeps reasonTextHi for older clients: written into translations.hi, read from it', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Reason',
      headers: bearer(admin),
      payload: {
        reasonText: 'Horn stuck',
        notificationText: 'The horn of your vehicle is stuck.',
        reasonTextHi: 'हॉर्न अटका',
      },
    });
    expect(created.json().data).toMatchObject({
      reasonTextHi: 'हॉर्न अटका',
      translations: { hi: { reasonText: 'हॉर्न अटका' } },
    });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/reason/update/${created.json().data._id}`,
      headers: bearer(admin),
      payload: { translations: { ur: { reasonText: 'ہارن پھنس گیا' } }, severity: 'urgent' },
    });
    // Translations sent replace the ones before.
    expect(edited.json().data).toMatchObject({
      reasonTextHi: null,
      severity: 'urgent',
      translations: { ur: { reasonText: 'ہارن پھنس گیا' } },
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/reason/update/${created.json().data._id}`,
      headers: bearer(admin),
      payload: { translations: { fr: { reasonText: 'Klaxon' } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'Error', code: 'VALIDATION_FAILED' });
    expect(bad.json().errors[0].path).toMatch(/^translations/);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/reason',
      headers: bearer(admin),
      payload: { _id: created.json().data._id },
    });
  });
});

describe('the alert’s own page', () => {
  it('answers in the language the alert was sent in, with the reason in it, right to left in Urdu', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/${DEMO_TAG_CODE}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...sosBody(), lang: 'ur' } as Record<string, string>).toString(),
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toMatch(/\?lang=ur$/);
    const alert = await page(sent.headers.location as string, { 'accept-encoding': 'gzip' });
    expect(alert.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(alert.rawPayload).toString();
    expect(htmlTag(body)).toBe('<html lang="ur" dir="rtl">');
    expect(body).toContain(CATALOGUES.ur.statusTitle);
    expect(body).toContain('<span>گاڑی راستہ روک رہی ہے</span>');
    // Its JSON twin keeps to its schema: the English name it was sent with, no translations.
    const json = await page(`/api${(sent.headers.location as string).split('?')[0]}`);
    expect(json.json().data.reasonText).toBe('Car blocking the way');
    expect(json.json().data).not.toHaveProperty('reasonTranslations');
  });
});

describe('texts in the recipient’s language', () => {
  it('texts the owner in their language, a contact with an account in theirs, and one without in the owner’s', async () => {
    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: bearer(owner),
      payload: { language: 'hi' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.language).toBe('hi');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: bearer(owner),
      payload: { language: 'fr' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('language');
    // The first contact has an account of their own, in Tamil; the second has none.
    const [contact] = await t.database.db
      .insert(users)
      .values({ name: 'Priya Sharma', phone: '9000000003', usertype: 'Customer', language: 'ta' })
      .returning();
    t.app.services.publicCache.clear();

    const res = await post(sosBody({ reasonId: urgentReasonId, qrcodename: DEMO_TAG_CODE }));
    expect(res.statusCode).toBe(201);
    await t.app.services.worker.runOnce();
    const ownerText = sms.to(DEMO_CUSTOMER_PHONE).at(-1)!.body;
    expect(ownerText).toMatch(/^SafeSathi अलर्ट: आपातकाल: आपकी गाड़ी की दुर्घटना हुई है।/);
    expect(ownerText).toContain('भेजने वाले: Ravi Kumar +919876543210।');
    const tamilContact = sms.to('9000000003').at(-1)!.body;
    expect(tamilContact).toMatch(/^SafeSathi எச்சரிக்கை: விபத்து - Aarav Sharma அவர்களின் வாகனம் DL01AB1234/);
    const otherContact = sms.to('9000000004').at(-1)!.body;
    expect(otherContact).toMatch(/^SafeSathi अलर्ट: दुर्घटना - Aarav Sharma की गाड़ी DL01AB1234/);

    await t.database.db.delete(users).where(eq(users.id, contact!.id));
    await t.app.inject({ method: 'PUT', url: '/api/user/me', headers: bearer(owner), payload: { language: 'en' } });
  });
});
