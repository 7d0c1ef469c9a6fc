import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from './fake-web-build.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let web: ReturnType<typeof fakeWebBuild>;
beforeAll(async () => {
  web = fakeWebBuild();
  writeFileSync(join(web.dist, 'assets', 'app-123.js'), 'console.log(1)');
  t = await createTestApp({ config: { webDist: web.dist } });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

describe('serving the web app', () => {
  it('serves the home page rendered by the server for GET and HEAD /', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/ rendered');
    expect((await get('/', 'HEAD')).statusCode).toBe(200);
  });

  it('serves a public page rendered by the server, and the app shell for the app’s own routes', async () => {
    expect((await get('/privacy-policy')).body).toContain('/privacy-policy rendered');
    expect((await get('/privacy-policy/')).body).toContain('/privacy-policy rendered');
    const admin = await get('/admin-dashboard');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('app shell');
    expect((await get('/sign-in', 'HEAD')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown path deeper than the app’s routes, with the app’s own not-found screen', async () => {
    for (const path of [
      '/foo/bar',
      '/sign-in/extra',
      '/admin-customers/1/2',
      '/view-customer/1/2',
      '/admin/orders/1/2',
      '/admin/permissions/x',
      '/admin/nothing/1',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('app shell');
    }
    // The back office's clean addresses, and the old ones the app redirects to them.
    for (const path of [
      '/account/profile',
      '/account/vehicles',
      '/admin/orders/abc',
      '/admin/products/x',
      '/admin/customers/abc',
      '/admin/users/abc',
      '/admin/permissions',
      '/view-customer/abc',
      '/admin-product-details/x',
      '/admin-dashboard-products/x',
      '/view-user/abc',
    ])
      expect((await get(path)).statusCode, path).toBe(200);
  });

  it('serves built assets with long caching, and answers a missing file with 404, not the shell', async () => {
    const asset = await get('/assets/app-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await get('/assets/app-old.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('app shell');
  });

  it('keeps API paths JSON, and the SOS short form on the server', async () => {
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    expect((await get('/ZZZZ9999')).body).toContain('This tag is not registered');
  });
});
