import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadTestApp, picture, sendMultipart } from '../../test/multipart.js';
import { bearer, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createUploadTestApp();
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('renewed tokens and caching', () => {
  it('a token past half its life is not renewed on a long-cached picture, only on a no-store API answer', async () => {
    const add = await sendMultipart(t.app, {
      method: 'POST',
      url: '/api/banner',
      token: admin,
      fields: { title: 'Stay safe', description: 'Tag your car today' },
      files: [await picture('imageUrl', 'banner.png')],
    });
    expect(add.statusCode).toBe(201);
    const file = add.json().data.imageUrl as string;

    t.clock.advance(t.config.tokenTtlSeconds / 2 + 60);
    for (const prefix of ['/api/uploads', '/uploads', '/api/fetchmedia']) {
      const pic = await get(`${prefix}/${file}`, admin);
      expect(pic.statusCode).toBe(200);
      expect(pic.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect({ prefix, token: pic.headers['x-session-token'] }).toEqual({ prefix, token: undefined });
    }
    const me = await get('/api/user/me', admin);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const renewed = me.headers['x-session-token'] as string;
    expect(renewed).toBeTruthy();
    expect((await get('/api/user/me', renewed)).statusCode).toBe(200);
  });

  it('API JSON answers that set no caching of their own are no-store, failures included', async () => {
    for (const [url, status] of [
      ['/api/banner', 200],
      ['/api/user/me', 401],
      ['/api/no-such-thing', 404],
    ] as const) {
      const res = await get(url);
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        url,
        status,
        cache: 'no-store',
      });
    }
  });
});
