import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THUMB_SIZE, thumbFile } from '@safesathi/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, testImage } from '../../test/multipart.js';
import { registerErrorHandling } from './errors.js';
import type { DiskStore } from './storage/disk-store.js';
import { readForm, registerUploads, type UploadStore, uploadStore } from './uploads.js';

let app: FastifyInstance;
let dir: string;
let store: UploadStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uploads-test-'));
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerUploads(app, { dataDir: dir });
  store = uploadStore({ dataDir: dir });
  // A route shaped like the modules' upload routes: read the form, store its pictures.
  app.post('/test/upload', async (request) => {
    const form = await readForm(request);
    return { fields: form.fields, files: await store.save(form.files) };
  });
  app.post('/test/fail-after-store', async (request) => {
    const form = await readForm(request);
    await store.with(form.files, async () => {
      throw new Error('the database said no');
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = async (
  fields: Record<string, string | string[]>,
  files: Parameters<typeof multipart>[1],
  url = '/test/upload',
) => {
  const body = await multipart(fields, files);
  return app.inject({ method: 'POST', url, ...body });
};

describe('uploads', () => {
  it('re-encodes a picture to WebP with a thumbnail, keeps the text fields, and serves both', async () => {
    const big = await testImage({ width: 2400, height: 1200, format: 'jpeg' });
    const res = await upload({ name: 'Tag', tags: ['a', 'b'] }, [
      { field: 'productPicture', name: 'car.jpg', data: big },
    ]);
    expect(res.statusCode).toBe(200);
    const { fields, files } = res.json();
    expect(fields).toEqual({ name: 'Tag', tags: ['a', 'b'] });
    expect(files).toHaveLength(1);
    const [name] = files as string[];
    expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);

    const full = await app.inject({ method: 'GET', url: `/api/uploads/${name}` });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const fullMeta = await sharp(full.rawPayload).metadata();
    expect(fullMeta).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const thumb = await app.inject({ method: 'GET', url: `/uploads/${thumbFile(name!)}` });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(THUMB_SIZE);

    const media = await app.inject({ method: 'GET', url: `/api/fetchmedia/${name}` });
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(full.rawPayload)).toBe(true);
  });

  it('strips EXIF and GPS data', async () => {
    const withGps = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#222' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Someone', Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await upload({}, [{ field: 'picture', name: 'gps.jpg', data: withGps }]);
    const [name] = res.json().files;
    const served = await app.inject({ method: 'GET', url: `/api/uploads/${name}` });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('answers 415 for a text file renamed .png, storing nothing', async () => {
    const before = await readdir(dir, { recursive: true });
    const res = await upload({}, [
      { field: 'productPicture', name: 'ok.png', data: await testImage() },
      { field: 'productPicture', name: 'notes.png', data: Buffer.from('just some text, honestly'), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      status: 'Error',
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      errors: [{ path: 'productPicture' }],
    });
    expect(res.json().message).toContain('notes.png');
    expect(await readdir(dir, { recursive: true })).toEqual(before);
  });

  it('refuses an SVG even though an image library could read it', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const res = await upload({}, [{ field: 'picture', name: 'x.svg', data: svg }]);
    expect(res.statusCode).toBe(415);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const res = await upload({}, [{ field: 'picture', name: 'huge.jpg', data: Buffer.alloc(6 * 1024 * 1024, 1) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', success: false });
    expect(res.json().message).toBe('“huge.jpg” is larger than 5 MB. Choose a smaller picture.');
  });

  it('answers 413 for more than 10 files', async () => {
    const img = await testImage();
    const files = Array.from({ length: 11 }, (_, i) => ({ field: 'p', name: `${i}.png`, data: img }));
    const res = await upload({}, files);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/at most 10/);
  });

  it('ignores the empty part a form sends when no file was chosen', async () => {
    const res = await upload({ name: 'x' }, [{ field: 'picture', name: '', data: Buffer.alloc(0) }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toEqual([]);
  });

  it('removes what it stored when the work after storing fails', async () => {
    const before = await readdir(dir);
    const res = await upload({}, [{ field: 'p', name: 'a.png', data: await testImage() }], '/test/fail-after-store');
    expect(res.statusCode).toBe(500);
    expect(await readdir(dir)).toEqual(before);
  });

  it('takes a JSON body as a form without files', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/upload', payload: { name: 'json' } });
    expect(res.json()).toEqual({ fields: { name: 'json' }, files: [] });
  });

  it('never serves anything outside the upload folder', async () => {
    await writeFile(join(dir, 'secret.txt'), 'top secret');
    for (const url of [
      '/api/uploads/..%2Fsecret.txt',
      '/api/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2Fetc%2Fpasswd',
      '/api/fetchmedia/..',
      '/api/uploads/.hidden.webp',
      '/api/uploads/missing.webp',
      '/api/uploads/uploads',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('top secret');
    }
    const miss = await app.inject({ method: 'GET', url: '/api/uploads/missing.webp' });
    expect(miss.json()).toMatchObject({ code: 'NOT_FOUND', success: false });
  });

  it('deletes a picture with its thumbnail', async () => {
    const [name] = (await upload({}, [{ field: 'p', name: 'a.png', data: await testImage() }])).json().files;
    await store.remove([name, null]);
    const files = await readdir((store.files as DiskStore).dir);
    expect(files).not.toContain(name);
    expect(files).not.toContain(thumbFile(name));
  });
});
