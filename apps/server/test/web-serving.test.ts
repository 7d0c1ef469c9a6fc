import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'safesathi-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'prerendered', 'privacy-policy'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
  writeFileSync(join(dist, 'prerendered', 'index.html'), '<!doctype html><title>home, prerendered</title>');
  writeFileSync(join(dist, 'prerendered', 'privacy-policy', 'index.html'), '<!doctype html><title>privacy</title>');
  writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  t = await createTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

describe('serving the web app', () => {
  it('serves the prerendered home page for GET and HEAD /', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('home, prerendered');
    expect((await get('/', 'HEAD')).statusCode).toBe(200);
  });

  it('serves a prerendered public page, and the app shell for the app’s own routes', async () => {
    expect((await get('/privacy-policy')).body).toContain('privacy');
    const admin = await get('/admin-dashboard');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('app shell');
    expect((await get('/sign-in', 'HEAD')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown path deeper than the app’s routes, with the app’s own not-found screen', async () => {
    for (const path of ['/foo/bar', '/sign-in/extra', '/admin-customers/1/2', '/view-customer/1/2']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('app shell');
    }
    for (const path of ['/account/profile', '/account/vehicles', '/view-customer/abc', '/admin-product-details/x'])
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
