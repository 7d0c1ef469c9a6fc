import { gunzipSync, gzipSync } from 'node:zlib';
import { LANGS } from '@safesathi/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.js';
import { qrTags, reasons, userVehicles } from '../../platform/db/schema.js';
import { DEMO_CUSTOMER_PHONE, DEMO_REGISTRATION, DEMO_TAG_CODE } from '../../seed.js';
import { generateTagCode } from '../tags/tag-code.js';
import { countCalls, nextIp, ownerId, sosBody, t, withSosApp } from './sos-test-kit.js';

withSosApp();

describe('the SOS page', () => {
  it('fits in 14 KB gzip with its CSS and script in each of the ten languages, needing no other request', async () => {
    for (const lang of LANGS) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/${DEMO_TAG_CODE}?lang=${lang}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      // As served (compressed once when the page was cached), and as any gzip would make it.
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.rawPayload.length, lang).toBeLessThanOrEqual(14 * 1024);
      const body = gunzipSync(res.rawPayload).toString();
      expect(gzipSync(body).length, lang).toBeLessThanOrEqual(14 * 1024);
      expect(body).toContain(`<html lang="${lang}"`);
      // Nothing to fetch: no external script, stylesheet or image.
      expect(body).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet|<img[^>]+src="(?!data:)/);
      expect(res.headers['content-security-policy']).toContain("script-src 'sha256-");
    }
  });

  it('lists only active reasons as radio buttons, in Hindi when the browser asks for it', async () => {
    await t.database.db
      .update(reasons)
      .set({ status: 'inactive' })
      .where(eq(reasons.reasonText, 'Vehicle being towed'));
    t.app.services.publicCache.clear();
    const en = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    expect(en.body).toContain('Car blocking the way');
    expect(en.body).not.toContain('Vehicle being towed');
    expect(en.body).toContain('<html lang="en"');
    const hi = await t.app.inject({
      method: 'GET',
      url: `/${DEMO_TAG_CODE}`,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(hi.body).toContain('<html lang="hi"');
    expect(hi.body).toContain('गाड़ी रास्ता रोक रही है');
    const forced = await t.app.inject({
      method: 'GET',
      url: `/${DEMO_TAG_CODE}?lang=en`,
      headers: { 'accept-language': 'hi' },
    });
    expect(forced.body).toContain('<html lang="en"');
    await t.database.db.update(reasons).set({ status: 'active' }).where(eq(reasons.reasonText, 'Vehicle being towed'));
    t.app.services.publicCache.clear();
  });

  it('shows a change made through the API on the very next view of the page', async () => {
    const admin = await t.signIn(t.config.adminPhone);
    const before = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    expect(before.statusCode).toBe(200);
    const suspend = await t.app.inject({
      method: 'PUT',
      url: `/api/qrcode/${DEMO_TAG_CODE}`,
      headers: bearer(admin),
      payload: { status: 'suspended' },
    });
    expect(suspend.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    expect(after.statusCode).toBe(404);
    expect(after.body).toContain('This tag is switched off');
    await t.app.inject({
      method: 'PUT',
      url: `/api/qrcode/${DEMO_TAG_CODE}`,
      headers: bearer(admin),
      payload: { status: 'active' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` })).statusCode).toBe(200);
  });

  it('never shows a bystander an owner detail the owner has just changed or hidden (the lookup is cached)', async () => {
    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    const lookup = async () => (await t.app.inject({ method: 'GET', url: `/api/soscall/${DEMO_TAG_CODE}` })).json();
    const before = await lookup();
    expect(before.data.user).toMatchObject({ showDetails: true, phone: DEMO_CUSTOMER_PHONE });
    const oldName = before.data.user.name as string;
    const editMe = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/user/me', headers: bearer(owner), payload });
    // Cached now: the next two changes must show at once all the same.
    expect((await editMe({ name: 'Aarav S' })).statusCode).toBe(200);
    expect((await lookup()).data.user.name).toBe('Aarav S');
    const page = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    expect(page.body).toContain('Aarav S');
    expect((await editMe({ showDetails: false })).statusCode).toBe(200);
    const hidden = await lookup();
    expect(hidden.data.user).toEqual({ _id: before.data.user._id, showDetails: false });
    expect(JSON.stringify(hidden)).not.toContain(DEMO_CUSTOMER_PHONE);
    await editMe({ name: oldName, showDetails: true });
    expect((await lookup()).data.user.name).toBe(oldName);
  });

  it('posts as a plain form: success is a 303 to /success', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/soscall',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      remoteAddress: nextIp(),
      payload: new URLSearchParams({
        ...sosBody(),
        qrcodename: DEMO_TAG_CODE,
        latitude: '',
        longitude: '',
        lang: 'hi',
      } as Record<string, string>).toString(),
    });
    expect(res.statusCode).toBe(303);
    // The alert's own page, where the sender follows it and sees the owner's answer.
    expect(res.headers.location).toMatch(/^\/alert\/[0-9a-f]{32}[\w-]{22}\?lang=hi$/);
    const page = await t.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('अलर्ट भेज दिया गया');
    expect(page.body).toContain(DEMO_REGISTRATION);
    expect(page.body).toContain('href="tel:112"');
  });

  it('answers a form without a reason with the page, the message beside the field, and what was typed', async () => {
    const before = await countCalls();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/soscall',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      remoteAddress: nextIp(),
      payload: `qrcodename=${DEMO_TAG_CODE}&creatorName=Ravi+Kumar&creatorNumber=98765`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/id="reason-err">Please select a reason</);
    expect(res.body).toMatch(/id="mobile-err">Enter your 10-digit mobile number</);
    expect(res.body).toContain('value="Ravi Kumar"');
    expect(res.body).toContain('value="98765"');
    expect(await countCalls()).toBe(before);
  });

  it('posts to its own address, so a mistake comes back there, with focus on the first wrong field', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    expect(page.body).toContain(`action="/${DEMO_TAG_CODE}"`);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/${DEMO_TAG_CODE}`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
      payload: 'creatorName=&creatorNumber=9876543210&lang=en',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(`action="/${DEMO_TAG_CODE}"`);
    // The first wrong field is the reason: its first choice has the focus, and only it.
    expect(wrong.body.match(/autofocus=""/g)).toHaveLength(1);
    expect(wrong.body).toMatch(/<input type="radio" autofocus="" name="reasonId"/);
    const named = await t.app.inject({
      method: 'POST',
      url: `/sos-call/${DEMO_TAG_CODE}`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
      payload: `reasonId=${encodeURIComponent(String(/name="reasonId" value="([^"]+)"/.exec(page.body)![1]))}&creatorName=&creatorNumber=9876543210`,
    });
    expect(named.statusCode).toBe(400);
    expect(named.body).toMatch(/id="creatorName"[^>]*autofocus=""/);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/sos-call/${DEMO_TAG_CODE}`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
      payload: `reasonId=${encodeURIComponent(String(/name="reasonId" value="([^"]+)"/.exec(page.body)![1]))}&creatorName=Asha&creatorNumber=9876543210&landmark=Gate+3`,
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toMatch(/^\/alert\//);
  });

  it('offers the new owner of an unlinked tag to activate it; the page works from that moment', async () => {
    const code = generateTagCode();
    await t.database.db.insert(qrTags).values({ code });
    const before = await t.app.inject({ method: 'GET', url: `/${code.toLowerCase()}` });
    expect(before.statusCode).toBe(404);
    expect(before.body).toContain('This tag is not active yet');
    expect(before.body).toContain(`<a class="btn" href="/account/vehicles?activate=${code}">This is my tag</a>`);
    const hindi = await t.app.inject({ method: 'GET', url: `/${code}`, headers: { 'accept-language': 'hi' } });
    expect(hindi.body).toContain('यह मेरा टैग है');
    // Another status says nothing of the kind.
    expect((await t.app.inject({ method: 'GET', url: '/ZZZZ9999' })).body).not.toContain('This is my tag');

    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    const [vehicle] = await t.database.db.select().from(userVehicles).where(eq(userVehicles.userId, ownerId));
    const [spare] = await t.database.db
      .insert(userVehicles)
      .values({ userId: vehicle!.userId, registrationNumber: 'DL02CA4321' })
      .returning();
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/qrcode/${code}/activate`,
      headers: bearer(owner),
      payload: { vehicleId: spare!.id },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/${code}` });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('DL02CA4321');
  });
});
