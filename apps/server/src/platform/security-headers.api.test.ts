import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_INLINE_SCRIPT, fakeWebBuild } from '../../test/fake-web-build.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_TAG_CODE } from '../seed.js';

let web: ReturnType<typeof fakeWebBuild>;
let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  // A built web app in miniature: the shell, and a server bundle whose pages carry an inline script.
  web = fakeWebBuild();
  t = await createTestApp({ seedDemo: true, config: { webDist: web.dist } });
  prod = await createTestApp({ config: { webDist: web.dist, isProduction: true, env: 'production' } });
});
afterAll(async () => {
  await t?.close();
  await prod?.close();
  web?.remove();
});

const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? '';

function expectCommonHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(scriptSrc(csp)).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(String(headers['permissions-policy'])).toContain('geolocation=(self)');
  expect(headers['x-frame-options']).toBe('DENY');
  // The rest of helmet's defaults.
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['origin-agent-cluster']).toBe('?1');
}

describe('security headers', () => {
  it('on API answers, successes and failures alike, are those data needs: no framing, no sniffing, nothing loaded', async () => {
    for (const url of ['/api/settings', '/api/no-such-thing', '/api/user/me', `/api/soscall/${DEMO_TAG_CODE}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // A page's policies are not sent with data.
      expect(res.headers['permissions-policy'], url).toBeUndefined();
      expect(res.headers['x-xss-protection'], url).toBeUndefined();
    }
  });

  it('on the API reference, a page, are a page’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['permissions-policy'])).toContain('geolocation=(self)');
  });

  it('name a server-rendered page’s inline script by its hash, and allow no other inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/privacy-policy' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    const hash = createHash('sha256').update(FAKE_INLINE_SCRIPT).digest('base64');
    expect(scriptSrc(String(res.headers['content-security-policy']))).toBe(`script-src 'self' 'sha256-${hash}'`);
    const shell = await t.app.inject({ method: 'GET', url: '/admin-dashboard' });
    expect(scriptSrc(String(shell.headers['content-security-policy']))).toBe("script-src 'self'");
  });

  it('answer the shop’s pages with the web app: /checkout is no tag code, /shop/{id} is a page', async () => {
    for (const url of ['/checkout', '/CHECKOUT', '/shop', '/cart', '/shop/2f1d7c9e-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('/assets/app.js');
    }
    expect((await t.app.inject({ method: 'GET', url: '/shop/a/b' })).statusCode).toBe(404);
  });

  it('keep the SOS page’s own policy, with its scripts by hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${DEMO_TAG_CODE}` });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    // The SOS page's script and the alert page's, nothing else.
    expect(scriptSrc(String(res.headers['content-security-policy']))).toMatch(
      /^script-src 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+'$/,
    );
  });

  it('forbid any cache to keep the tag lookup, which may carry the owner’s phone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/soscall/${DEMO_TAG_CODE}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('send HSTS in production only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const res = await prod.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const page = await prod.app.inject({ method: 'GET', url: '/privacy-policy' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
