import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, latestOtp } from '../../../test/test-app.js';
import { otpCodes, sessions, users } from '../../platform/db/schema.js';
import { ADMIN, generate, t, verify, withAuthApp, wrongCode } from './auth-test-kit.js';

withAuthApp();

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

  it('says which field is wrong, in the failure body of docs/api.md', async () => {
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
    // The number as data too: a client words it in its own language without reading the English.
    expect(first.json()).toMatchObject({
      code: 'OTP_INVALID',
      message: 'The code is not correct. 4 tries left.',
      details: { triesLeft: 4 },
    });
    const lefts: unknown[] = [];
    for (let i = 0; i < 4; i++) lefts.push((await verify({ phone: ADMIN, otp: wrongCode(otp) })).json().details);
    expect(lefts).toEqual([{ triesLeft: 3 }, { triesLeft: 2 }, { triesLeft: 1 }, { triesLeft: 0 }]);
    const right = await verify({ phone: ADMIN, otp });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toMatch(/Too many wrong tries/);
    expect(right.json().details).toEqual({ triesLeft: 0 });
    // A refusal that has no tries to count carries no details.
    t.clock.advance(61);
    const expired = await verify({ phone: ADMIN, otp });
    expect(expired.json().details).toBeUndefined();
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

  it('checks at most five guesses however many arrive at once, so a right code among 200 wrong ones signs nobody in', async () => {
    t.clock.advance(3600);
    await generate({ phone: ADMIN });
    const otp = await latestOtp(t.app, ADMIN);
    const [admin] = await t.database.db.select().from(users).where(eq(users.phone, ADMIN));
    const sessionsOf = async () =>
      (await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, admin!.id)))[0]!.n;
    const sessionsBefore = await sessionsOf();
    const wrong = Array.from({ length: 200 }, (_, i) => String((Number(otp) + 1 + i) % 10000).padStart(4, '0'));
    const answers = await Promise.all([
      ...wrong.map((code) => verify({ phone: ADMIN, otp: code })),
      verify({ phone: ADMIN, otp }),
    ]);
    const checked = answers.filter((a) => a.statusCode === 200 || /not correct/.test(a.json().message));
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(0);
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    // The code is dead, even to the right guess alone.
    const alone = await verify({ phone: ADMIN, otp });
    expect(alone.statusCode).toBe(401);
    expect(alone.json().message).toMatch(/Too many wrong tries/);
    const [row] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, ADMIN))
      .orderBy(otpCodes.createdAt);
    expect(row).toBeDefined();
    expect(await sessionsOf()).toBe(sessionsBefore);
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

describe('SMS pumping', () => {
  it('sends one code for a burst of requests for one number', async () => {
    t.clock.advance(3600);
    const burst = await Promise.all(Array.from({ length: 30 }, () => generate({ phone: ADMIN })));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(29);
    t.clock.advance(3600);
  });

  it('limits the codes one address may ask for, whatever the numbers (OTP_IP_LIMIT)', async () => {
    const app = await createTestApp({ config: { limits: { ...t.config.limits, otpPerIp: 20 } } });
    try {
      const signUp = (phone: string, remoteAddress: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/user/otp-generate',
          payload: { phone, name: 'New Person', email: 'new@example.in', bloodGroup: 'O+' },
          remoteAddress,
        });
      const numbers = Array.from({ length: 25 }, (_, i) => `98100${String(i).padStart(5, '0')}`);
      const answers = await Promise.all(numbers.map((n) => signUp(n, '203.0.113.20')));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(20);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(5);
      expect(refused[0]!.json()).toMatchObject({ status: 'Error', code: 'RATE_LIMITED' });
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(3000);
      // Another address is not affected.
      expect((await signUp('9820000000', '203.0.113.21')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('stops codes to numbers with no account past an hourly ceiling from all addresses (OTP_NEW_NUMBERS_PER_HOUR)', async () => {
    const app = await createTestApp({ config: { limits: { ...t.config.limits, otpNewNumbersPerHour: 10 } } });
    try {
      const signUp = (i: number) =>
        app.app.inject({
          method: 'POST',
          url: '/api/user/otp-generate',
          payload: {
            phone: `98300${String(i).padStart(5, '0')}`,
            name: 'New',
            email: 'n@example.in',
            bloodGroup: 'A+',
          },
          remoteAddress: `198.51.100.${i}`,
        });
      const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => signUp(i)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(5);
      expect(refused[0]!.json().message).toMatch(/sign-up codes/);
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
      // Existing accounts still get their sign-in codes.
      expect(
        (await app.app.inject({ method: 'POST', url: '/api/user/otp-generate', payload: { phone: ADMIN } })).statusCode,
      ).toBe(200);
      app.clock.advance(3601);
      expect((await signUp(99)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
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
