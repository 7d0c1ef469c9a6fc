import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_TAG_CODE } from '../seed.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const FAILURE = { status: 'Error', success: false, code: expect.any(String), message: expect.any(String) };

/** 100,000 levels of arrays, and of objects: each overflowed the stack of a walk after parsing. */
const DEEP_ARRAYS = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const DEEP_OBJECTS = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
/** An object of 20,000 keys, nested inside a plausible body. */
const WIDE = JSON.stringify({
  phone: '9876543210',
  detail: { more: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])) },
});

const ROUTES: { method: 'POST' | 'PUT'; url: string; admin?: boolean }[] = [
  { method: 'POST', url: '/api/user/otp-generate' },
  { method: 'POST', url: '/api/user/otp-verify' },
  { method: 'POST', url: '/api/soscall' },
  { method: 'POST', url: '/api/answer/not-a-real-token' },
  { method: 'POST', url: '/api/alert/not-a-real-token/call' },
  { method: 'POST', url: '/api/discount', admin: true },
  { method: 'POST', url: '/api/reason', admin: true },
  { method: 'PUT', url: '/api/reason/update/00000000-0000-0000-0000-000000000000', admin: true },
];

const send = (route: (typeof ROUTES)[number], payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: route.method,
    url: route.url,
    headers: { 'content-type': contentType, ...(route.admin ? bearer(admin) : {}) },
    payload,
    remoteAddress: '192.0.2.40',
  });

describe('bodies shaped to cost the server', () => {
  it('a body nested 100,000 levels deep is refused with a 400 in the failure shape on public and admin routes', async () => {
    for (const route of ROUTES)
      for (const body of [DEEP_ARRAYS, DEEP_OBJECTS]) {
        const res = await send(route, body);
        expect({ url: route.url, status: res.statusCode }).toEqual({ url: route.url, status: 400 });
        expect(res.json()).toMatchObject({
          ...FAILURE,
          code: 'BAD_REQUEST',
          message: expect.stringMatching(/nested too deeply/),
        });
      }
  });

  it('an object of 20,000 keys is refused with a 413 in the failure shape on public and admin routes', async () => {
    for (const route of ROUTES) {
      const res = await send(route, WIDE);
      expect({ url: route.url, status: res.statusCode }).toEqual({ url: route.url, status: 413 });
      expect(res.json()).toMatchObject({
        ...FAILURE,
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.stringMatching(/too many values/),
      });
    }
  });

  it('the SOS page’s plain form with 20,000 fields is refused with a 413, and bracketed names do not nest', async () => {
    const sos = ROUTES[2]!;
    const many = Array.from({ length: 20_000 }, (_, i) => `k${i}=1`).join('&');
    const wide = await send(sos, many, 'application/x-www-form-urlencoded');
    expect(wide.statusCode).toBe(413);
    expect(wide.json()).toMatchObject({ ...FAILURE, code: 'PAYLOAD_TOO_LARGE' });
    // qs-style `a[b][c]…` is one flat key for this parser: an ordinary validation failure, quickly.
    const nested = await send(sos, `creatorName${'[b]'.repeat(50_000)}=1`, 'application/x-www-form-urlencoded');
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ ...FAILURE, code: 'VALIDATION_FAILED' });
  });

  it('an ordinary alert still goes through, brackets and escaped quotes inside its text included', async () => {
    const [reason] = (await t.app.inject({ method: 'GET', url: '/api/reasons' })).json().data;
    const res = await send(
      ROUTES[2]!,
      JSON.stringify({
        qrcodename: DEMO_TAG_CODE,
        creatorName: `Ravi ${'[{'.repeat(30)} "\\" ,,,`,
        creatorNumber: '9876543210',
        reasonId: reason._id,
      }),
    );
    expect(res.statusCode).toBe(201);
  });
});
