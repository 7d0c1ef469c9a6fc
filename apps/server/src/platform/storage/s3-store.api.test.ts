import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { thumbFile } from '@safesathi/contract';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picture, sendMultipart } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Config } from '../config.js';
import { S3Store } from './s3-store.js';

// A local S3-compatible server (s3rver speaks S3's HTTP API), started by the test.
let s3: S3rver;
let dir: string;
let storage: Config['storage'];
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'safesathi-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'pictures', configs: [] }],
  });
  const { port } = await s3.run();
  storage = {
    kind: 's3',
    bucket: 'pictures',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'uploads/',
  };
  // Two instances with the same bucket (each has its own database here: the files are what is shared).
  a = await createTestApp({ config: { storage } });
  b = await createTestApp({ config: { storage } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pictures in object storage (STORAGE=s3)', () => {
  it('are served by every instance: a banner uploaded through A is there on B, thumbnail too', async () => {
    const admin = await a.signIn(a.config.adminPhone);
    const add = await sendMultipart(a.app, {
      method: 'POST',
      url: '/api/banner',
      token: admin,
      fields: { title: 'Shared', description: 'Across instances' },
      files: [await picture('imageUrl', 'banner.png')],
    });
    expect(add.statusCode).toBe(201);
    const name = add.json().data.imageUrl as string;
    const fromA = await a.app.inject({ method: 'GET', url: `/uploads/${name}` });
    const fromB = await b.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect((await b.app.inject({ method: 'GET', url: `/api/fetchmedia/${thumbFile(name)}` })).statusCode).toBe(200);

    // Deleting the banner deletes the objects: gone on both.
    const del = await a.app.inject({
      method: 'DELETE',
      url: '/api/banner',
      headers: { authorization: `Bearer ${admin}` },
      payload: { _id: add.json().data._id },
    });
    expect(del.statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    const store = new S3Store({ ...(storage as Extract<Config['storage'], { kind: 's3' }>) });
    expect(await store.exists(name)).toBe(false);
    expect(await store.exists(thumbFile(name))).toBe(false);
  });

  it('answers a missing object and an unsafe name with 404', async () => {
    for (const url of ['/uploads/missing.webp', '/uploads/..%2F..%2Fetc%2Fpasswd', '/api/uploads/a%2Fb.webp']) {
      const res = await b.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 'Error', code: 'NOT_FOUND' });
    }
  });

  it('answers 503 in the failure shape when the bucket cannot be reached, not a 500', async () => {
    const down = await createTestApp({
      config: {
        storage: { ...(storage as Extract<Config['storage'], { kind: 's3' }>), endpoint: 'http://127.0.0.1:9' },
      },
    });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/uploads/any.webp' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'Error', code: 'STORAGE_UNAVAILABLE' });
      const admin = await down.signIn(down.config.adminPhone);
      const add = await sendMultipart(down.app, {
        method: 'POST',
        url: '/api/banner',
        token: admin,
        fields: { title: 'Nowhere', description: 'x' },
        files: [await picture('imageUrl', 'banner.png')],
      });
      expect(add.statusCode).toBe(503);
      expect(add.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });
});
