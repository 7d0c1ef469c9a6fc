import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { bearer, createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export interface FilePart {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body for app.inject, built the way a browser builds one. */
export async function multipart(
  fields: Record<string, string | number | boolean | (string | number)[] | undefined>,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, String(v));
  }
  for (const f of files)
    form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Sends a multipart form (text fields and files) to the app, signed in with `token`. */
export async function sendMultipart(
  app: TestApp['app'],
  request: {
    method: 'POST' | 'PUT';
    url: string;
    token: string;
    fields: Parameters<typeof multipart>[0];
    files?: FilePart[];
  },
) {
  const body = await multipart(request.fields, request.files);
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { ...bearer(request.token), ...body.headers },
    payload: body.payload,
  });
}

/** A real picture made at test time (no binary fixtures in the repository). */
export async function testImage(
  opts: { width?: number; height?: number; format?: 'png' | 'jpeg' | 'webp'; colour?: string } = {},
): Promise<Buffer> {
  const image = sharp({
    create: {
      width: opts.width ?? 64,
      height: opts.height ?? 48,
      channels: 3,
      background: opts.colour ?? '#d9480f',
    },
  });
  return image.toFormat(opts.format ?? 'png').toBuffer();
}

/** Shorthand: a PNG picture part. */
export async function picture(field: string, name = 'photo.png'): Promise<FilePart> {
  return { field, name, data: await testImage(), type: 'image/png' };
}

/** A test app whose uploads go to a fresh temporary folder, removed on close. */
export async function createUploadTestApp(opts: TestAppOptions = {}): Promise<TestApp & { uploadDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'safesathi-test-'));
  const t = await createTestApp({ ...opts, config: { ...opts.config, dataDir } });
  return {
    ...t,
    uploadDir: join(dataDir, 'uploads'),
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
