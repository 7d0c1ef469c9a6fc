import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../platform/config.js';
import { ADMIN, t, withAuthApp } from './auth-test-kit.js';

withAuthApp();

describe('token lifetime', () => {
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

  it('refuses a token without an expiry, even one signed with the right key for a live session', async () => {
    const token = await t.signIn(ADMIN);
    const { sub, sid } = claimsOf(token);
    const forever = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(forever)).statusCode).toBe(401);
    const check = await t.app.inject({ method: 'POST', url: '/api/verify-token', payload: { token: forever } });
    expect(check.json().success).toBe(false);
  });

  it('lives TOKEN_TTL_HOURS, renewed while the user is active and ended when idle', async () => {
    const ttl = t.config.tokenTtlSeconds;
    const token = await t.signIn(ADMIN);
    const { exp, iat } = claimsOf(token);
    expect(exp - iat).toBe(ttl);
    // Early in its life nothing is renewed.
    expect((await me(token)).headers['x-session-token']).toBeUndefined();
    // Past half its life, any request renews it for the same session.
    t.clock.advance(ttl / 2 + 60);
    const active = await me(token);
    expect(active.statusCode).toBe(200);
    const renewed = active.headers['x-session-token'] as string;
    expect(renewed).toBeTruthy();
    expect(claimsOf(renewed).sid).toBe(claimsOf(token).sid);
    // The first token runs out at its expiry; the renewed one carries on.
    t.clock.advance(ttl / 2);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(200);
    // The app's start-up check renews too.
    t.clock.advance(ttl / 2 - 60);
    const check = (
      await t.app.inject({ method: 'POST', url: '/api/verify-token', payload: { token: renewed } })
    ).json();
    expect(check.success).toBe(true);
    expect(claimsOf(check.token).exp).toBeGreaterThan(claimsOf(renewed).exp);
    // Idle for a whole lifetime: signed out.
    t.clock.advance(ttl + 1);
    expect((await me(check.token)).statusCode).toBe(401);
  });

  it('does not bring back a revoked session by renewing it', async () => {
    const token = await t.signIn(ADMIN);
    t.clock.advance(t.config.tokenTtlSeconds / 2 + 60);
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.headers['x-session-token']).toBeUndefined();
  });

  it('takes its lifetime from the settings', async () => {
    const short = await createTestApp({ config: { tokenTtlSeconds: 3600 } });
    try {
      const token = await short.signIn(ADMIN);
      const { exp, iat } = claimsOf(token);
      expect(exp - iat).toBe(3600);
      short.clock.advance(3601);
      expect((await short.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(
        401,
      );
    } finally {
      await short.close();
    }
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

describe('production, the default mode', () => {
  it('has no development outbox and no open API docs unless asked for', async () => {
    // The modes as loadConfig derives them from an environment that names no NODE_ENV.
    const env = {
      JWT_SECRET: 'a-production-secret-that-is-long-enough',
      PAPERS_KEY: Buffer.alloc(32, 5).toString('base64'),
      ADMIN_PHONE: ADMIN,
      PUBLIC_URL: 'https://safesathi.in',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
    };
    const modes = (c: ReturnType<typeof loadConfig>) => ({
      env: c.env,
      isProduction: c.isProduction,
      devTools: c.devTools,
      apiDocs: c.apiDocs,
      seedDemo: c.seedDemo,
    });
    const prod = await createTestApp({ config: modes(loadConfig(env)) });
    const withDocs = await createTestApp({ config: modes(loadConfig({ ...env, API_DOCS: 'true' })) });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(404);
      expect((await withDocs.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
      expect((await withDocs.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
      await withDocs.close();
    }
  });
});

describe("a sign-in code's life", () => {
  it('comes from OTP_TTL_SECONDS: the answer, the text and the check all say the same', async () => {
    const long = await createTestApp({ config: { limits: { ...t.config.limits, otpTtlSeconds: 300 } } });
    try {
      const gen = await long.app.inject({
        method: 'POST',
        url: '/api/user/otp-generate',
        payload: { countryCode: '91', phone: ADMIN },
      });
      expect(gen.json()).toMatchObject({ expiresIn: 300 });
      const outbox = await long.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${ADMIN}` });
      const text = outbox.json().data[0].body as string;
      expect(text).toContain('It expires in 5 minutes.');
      const otp = text.match(/\b(\d{4})\b/)![1];
      // Past the spec's one minute, still inside the setting's five: the code works.
      long.clock.advance(240);
      const ok = await long.app.inject({
        method: 'POST',
        url: '/api/user/otp-verify',
        payload: { countryCode: '91', phone: ADMIN, otp },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await long.close();
    }
  });

  it('is a minute by default, and a code past it is refused', async () => {
    const gen = await t.app.inject({ method: 'POST', url: '/api/user/otp-generate', payload: { phone: ADMIN } });
    expect(gen.json()).toMatchObject({ expiresIn: 60 });
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${ADMIN}` });
    const text = outbox.json().data[0].body as string;
    expect(text).toContain('It expires in 1 minute.');
    t.clock.advance(61);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/user/otp-verify',
      payload: { countryCode: '91', phone: ADMIN, otp: text.match(/\b(\d{4})\b/)![1] },
    });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    t.clock.advance(3600);
  });
});
