import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyContacts, otpCodes, reasons, sosCalls, users } from '../src/platform/db/schema.js';
import { DEMO_TAG_CODE } from '../src/seed.js';
import { nextPhone } from './fixtures.js';
import { bearer, createTestApp, latestOtp, type TestApp } from './test-app.js';
import { adminWith, signedInCustomer } from './user-fixtures.js';

/**
 * One phone-number rule everywhere (docs/decisions/0031-phone-numbers.md): however a number is
 * typed, the API stores the same '91' and 10 digits, and a wrong one gets a sentence, never a 500.
 */
let t: TestApp;
let reasonId: string;
let ip = 0;
/** Each request from its own address: the per-address limits are not what these tests are about. */
const nextIp = () => `10.31.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  const [reason] = await t.database.db.select().from(reasons).where(eq(reasons.reasonText, 'Car blocking the way'));
  reasonId = reason!.id;
});
afterAll(async () => t?.close());

const postJson = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
/** "98765 43210" → "+91 98765-43210" and so on: a fresh number written the ways people write it. */
const spaced = (n: string) => `${n.slice(0, 5)} ${n.slice(5)}`;
const devanagari = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));

describe('signing in with a number typed any way', () => {
  it('sends the code for "+91 90000-00001" to 9000000001, and "0091 90000 00001" signs in with it', async () => {
    const gen = await postJson('/api/user/otp-generate', { phone: '+91 90000-00001' });
    expect(gen.statusCode).toBe(200);
    expect(gen.json().message).toContain('+91 9000000001');
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phone, '9000000001'));
    expect(row).toMatchObject({ countryCode: '91', phone: '9000000001' });

    const otp = await latestOtp(t.app, '9000000001');
    const res = await postJson('/api/user/otp-verify', { countryCode: '+91', phone: '0091 90000 00001', otp });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ countryCode: '91', phone: '9000000001', isSuperAdmin: true });
  });

  it('signs a new customer up under the 10 digits of "(+91) 7…" typed in Hindi digits', async () => {
    const phone = nextPhone();
    const typed = devanagari(`(+91) ${spaced(phone)}`);
    const gen = await postJson('/api/user/otp-generate', {
      phone: typed,
      name: 'Sunita Devi',
      email: `sunita.${phone}@example.in`,
      bloodGroup: 'B+',
    });
    expect(gen.statusCode).toBe(200);
    const otp = await latestOtp(t.app, phone);
    const res = await postJson('/api/user/otp-verify', { phone: `0${phone}`, otp });
    expect(res.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({ name: 'Sunita Devi', countryCode: '91', phone });
  });

  it('says what is wrong with a number that is not an Indian mobile, on the phone field', async () => {
    const cases: [string, string][] = [
      ['98765', 'Too few digits: enter a 10-digit Indian mobile number'],
      ['98765 43210 1', 'Too many digits: enter a 10-digit Indian mobile number'],
      ['011 2345 6789', 'Not a mobile number: Indian mobile numbers start with 6, 7, 8 or 9'],
      ['+44 7911 123456', 'Only Indian mobile numbers (+91) are supported'],
      ['98765 43210 ext 2', 'Enter a 10-digit Indian mobile number, like 98765 43210'],
      ['', 'Enter a mobile number'],
    ];
    for (const [phone, message] of cases) {
      const res = await postJson('/api/user/otp-generate', { phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json(), phone).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'phone', message }] });
    }
  });
});

describe('emergency contacts typed any way', () => {
  it('stores each as 91 and its 10 digits, and sees one number typed two ways as a repeat', async () => {
    const me = await signedInCustomer(t);
    const [a, b, c] = [nextPhone(), nextPhone(), nextPhone()];
    const put = (contacts: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/sosContacts/${me.user.id}`,
        headers: bearer(me.token),
        payload: { contacts },
      });
    const saved = await put([
      { name: 'Maa', phone: `+91 ${spaced(a)}`.replace(' ', '-') },
      { name: 'Papa', phone: `0${spaced(b)}` },
      { name: 'Didi', phone: devanagari(spaced(c)) },
    ]);
    expect(saved.statusCode).toBe(200);
    const rows = await t.database.db
      .select({ phone: emergencyContacts.phone, countryCode: emergencyContacts.countryCode })
      .from(emergencyContacts)
      .where(eq(emergencyContacts.userId, me.user.id))
      .orderBy(emergencyContacts.position);
    expect(rows).toEqual([a, b, c].map((phone) => ({ phone, countryCode: '91' })));

    const repeated = await put([
      { name: 'Maa', phone: a },
      { name: 'Maa again', phone: `0091 ${spaced(a)}` },
    ]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors).toEqual([
      { path: 'contacts.1.phone', message: 'This number is already in the list' },
    ]);
  });
});

describe('the SOS form with a number typed any way', () => {
  const creatorNumberOf = async (creatorName: string) =>
    (
      await t.database.db
        .select({ n: sosCalls.creatorNumber })
        .from(sosCalls)
        .where(eq(sosCalls.creatorName, creatorName))
    ).map((r) => r.n);

  it('stores "+91 98765-43210" from an app and "(+91) 98765.43210" from the page as 9876543210', async () => {
    const json = await postJson('/api/soscall', {
      creatorName: 'Asha App',
      creatorNumber: '+91 98765-43210',
      reasonId,
      qrcodename: DEMO_TAG_CODE,
    });
    expect(json.statusCode).toBe(201);
    const form = await t.app.inject({
      method: 'POST',
      url: `/sos-call/${DEMO_TAG_CODE}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        creatorName: 'Asha Page',
        creatorNumber: '(+91) 98765.43210',
        reasonId,
      }).toString(),
      remoteAddress: nextIp(),
    });
    expect(form.statusCode).toBe(303);
    expect(await creatorNumberOf('Asha App')).toEqual(['9876543210']);
    expect(await creatorNumberOf('Asha Page')).toEqual(['9876543210']);
  });

  it('answers a foreign or landline number beside the field, in the page’s language, keeping all that was typed', async () => {
    const send = (creatorNumber: string, lang: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sos-call/${DEMO_TAG_CODE}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ creatorName: 'Tom', creatorNumber, reasonId, lang }).toString(),
        remoteAddress: nextIp(),
      });
    const foreign = await send('+44 7911 123456', 'hi');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toMatch(/id="mobile-err">भारतीय मोबाइल नंबर \(\+91\) लिखें</);
    expect(foreign.body).toContain('value="+44 7911 123456"');
    const landline = await send('011 2345 6789', 'en');
    expect(landline.body).toMatch(/id="mobile-err">Mobile numbers start with 6, 7, 8 or 9</);
    // The field takes a number however it is written: no 10-character cut.
    expect(landline.body).toMatch(/<input id="creatorNumber"[^>]*maxLength="20"/);
    expect(await creatorNumberOf('Tom')).toEqual([]);
  });
});

describe('searching by a number typed any way', () => {
  it('finds the customer behind "+91 91234-56780" in the header search and the customer list', async () => {
    const phone = nextPhone();
    const me = await signedInCustomer(t, 'Zoya Typed');
    await t.database.db.update(users).set({ phone }).where(eq(users.id, me.user.id));
    const admin = await adminWith(t, ['viewCustomer']);
    const typed = encodeURIComponent(`+91 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    const header = await t.app.inject({ method: 'GET', url: `/api/search?q=${typed}`, headers: bearer(admin.token) });
    expect(header.json().data.customers).toEqual([expect.objectContaining({ name: 'Zoya Typed', phone })]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/user/getUser?usertype=Customer&search=${typed}`,
      headers: bearer(admin.token),
    });
    expect(list.json().data.map((u: { name: string }) => u.name)).toEqual(['Zoya Typed']);
  });
});
