import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, latestOtp, type TestApp } from '../../../test/test-app.js';
import { otpCodes, users } from '../../platform/db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ADMIN = '9000000001';
const generate = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/otp-generate', payload });
const verify = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/otp-verify', payload });
const wrongCode = (right: string) => String((Number(right) + 1) % 10000).padStart(4, '0');

describe('sign-in with a one-time code', () => {
  it('signs the bootstrap super admin in and the token opens their session', async () => {
    const gen = await generate({ countryCode: '+91', phone: ADMIN });
    expect(gen.statusCode).toBe(200);
    expect(gen.json()).toMatchObject({ status: 'Success', expiresIn: 60, resendIn: 60 });
    const otp = await latestOtp(t.app, ADMIN);
    const res = await verify({ countryCode: '+91', phone: ADMIN, otp });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('Success');
    expect(body.user).toMatchObject({ phone: ADMIN, usertype: 'Admin', isSuperAdmin: true });
    expect(body.user.permissions).toContain('viewOrder');
    const check = await t.app.inject({ method: 'POST', url: '/api/verify-token', payload: { token: body.token } });
    expect(check.json()).toMatchObject({ success: true, user: { phone: ADMIN } });
    t.clock.advance(61);
  });

  it('accepts 91, +91 and a missing country code, and rejects other countries', async () => {
    const bad = await generate({ countryCode: '44', phone: ADMIN });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'countryCode', message: 'Only Indian numbers (+91) are supported' }]);
  });

  it('says which field is wrong, in the failure body of API.md', async () => {
    const res = await generate({ phone: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'Error',
      success: false,
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'phone', message: expect.stringContaining('10-digit') }],
    });
  });

  it('tells an unknown number to sign up', async () => {
    const res = await generate({ countryCode: '91', phone: '9876500000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
      message: 'No account found for this number. Please sign up.',
    });
  });

  it('stores the code only as a hash', async () => {
    await generate({ countryCode: '91', phone: ADMIN });
    const otp = await latestOtp(t.app, ADMIN);
    const rows = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phone, ADMIN));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.codeHash).not.toContain(otp);
      expect(r.codeHash).toMatch(/^[0-9a-f]{64}$/);
    }
    t.clock.advance(61);
  });

  it('makes the sender wait 60 s before another code, with Retry-After', async () => {
    expect((await generate({ phone: ADMIN })).statusCode).toBe(200);
    const again = await generate({ phone: ADMIN });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
    t.clock.advance(61);
    expect((await generate({ phone: ADMIN })).statusCode).toBe(200);
    t.clock.advance(3600);
  });

  it('refuses a wrong code with the tries left, and kills the code after five', async () => {
    await generate({ phone: ADMIN });
    const otp = await latestOtp(t.app, ADMIN);
    const first = await verify({ phone: ADMIN, otp: wrongCode(otp) });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ code: 'OTP_INVALID', message: 'The code is not correct. 4 tries left.' });
    for (let i = 0; i < 4; i++) await verify({ phone: ADMIN, otp: wrongCode(otp) });
    const right = await verify({ phone: ADMIN, otp });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toMatch(/Too many wrong tries/);
    t.clock.advance(61);
  });

  it('refuses a code after its minute is up', async () => {
    await generate({ phone: ADMIN });
    const otp = await latestOtp(t.app, ADMIN);
    t.clock.advance(61);
    const res = await verify({ phone: ADMIN, otp });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OTP_EXPIRED');
  });

  it('uses a code once only', async () => {
    t.clock.advance(3600);
    await generate({ phone: ADMIN });
    const otp = await latestOtp(t.app, ADMIN);
    expect((await verify({ phone: ADMIN, otp })).statusCode).toBe(200);
    expect((await verify({ phone: ADMIN, otp })).statusCode).toBe(401);
    t.clock.advance(61);
  });

  it('sends at most five codes an hour to one phone', async () => {
    t.clock.advance(3600);
    for (let i = 0; i < 5; i++) {
      expect((await generate({ phone: ADMIN })).statusCode).toBe(200);
      t.clock.advance(61);
    }
    const sixth = await generate({ phone: ADMIN });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many codes/);
    t.clock.advance(3600);
  });
});

describe('sign-up', () => {
  const phone = '9812345678';

  it('creates a customer only once the code is verified', async () => {
    const gen = await generate({ phone, name: 'Meera Iyer', email: 'Meera@Example.in', bloodGroup: 'O+' });
    expect(gen.statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    const res = await verify({ phone, otp: await latestOtp(t.app, phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Meera Iyer',
      email: 'meera@example.in',
      bloodGroup: 'O+',
      usertype: 'Customer',
      permissions: [],
    });
    t.clock.advance(61);
  });

  it('refuses a second account for the same phone', async () => {
    const res = await generate({ phone, name: 'Someone Else', email: 'x@example.in', bloodGroup: 'A+' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].path).toBe('phone');
  });

  it('rejects a blood group that does not exist', async () => {
    const res = await generate({ phone: '9812345679', name: 'A', email: 'a@example.in', bloodGroup: 'C+' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('bloodGroup');
  });
});

describe('tokens', () => {
  it('answers success false for a forged or empty token', async () => {
    for (const token of ['', 'abc.def.ghi']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/verify-token', payload: { token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('stops a token working after logout', async () => {
    const token = await t.signIn(ADMIN);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const check = await t.app.inject({ method: 'POST', url: '/api/verify-token', payload: { token } });
    expect(check.json().success).toBe(false);
  });
});

describe('the HTTP surface', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'Error', code: 'NOT_FOUND' });
  });

  it('reports health and publishes the OpenAPI document', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', db: 'ok' });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/user/otp-generate'].post.requestBody).toBeDefined();
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/otp-generate',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'Error', success: false });
  });
});

describe('production', () => {
  it('has no development outbox', async () => {
    const prod = await createTestApp({ config: { isProduction: true, env: 'production' } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
