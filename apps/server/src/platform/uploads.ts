import { randomUUID } from 'node:crypto';
import { extname, resolve, sep } from 'node:path';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, THUMB_SIZE, thumbFile } from '@safesathi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import { AppError, notFound, stripControlCharacters } from './errors.js';
import { contentAnswer, failures } from './responses.js';
import { DiskStore } from './storage/disk-store.js';
import { type FileStore, lazyStore, StoreUnavailableError } from './storage/file-store.js';

/** Most files one request may carry (a product's pictures). */
export const MAX_FILES_PER_REQUEST = 10;
/** Longest side of a stored picture; larger ones are scaled down. */
const MAX_SIDE = 1600;
/** Refuses "decompression bombs": a small file that decodes to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' };
/** Stored names are ours (uuid + suffix), so anything else, `..` above all, is simply not there. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+){1,2}$/;

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

/** A request's form: text fields (a repeated field becomes a list) and file contents. */
export interface FormInput {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

/**
 * Reads a multipart form into memory (each file at most 5 MB, at most 10 files), or takes a
 * JSON body as the fields of a form without files: clients may send either.
 */
export async function readForm(request: FastifyRequest): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let current = '';
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'file') {
        current = part.filename;
        const data = await part.toBuffer();
        // A form with no file chosen still sends an empty part.
        if (data.length > 0) files.push({ field: name, filename: part.filename || name, data });
        continue;
      }
      if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', `The field ${name} is too long.`);
      const value = stripControlCharacters(String(part.value ?? ''));
      const prev = fields[name];
      fields[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  } catch (err) {
    throw multipartError(err, current);
  }
  return { fields, files };
}

function multipartError(err: unknown, filename: string): unknown {
  const code = (err as { code?: string }).code;
  const mb = MAX_UPLOAD_BYTES / 1024 / 1024;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      `${filename ? `“${filename}”` : 'A file'} is larger than ${mb} MB. Choose a smaller picture.`,
    );
  if (code === 'FST_FILES_LIMIT')
    return new AppError('PAYLOAD_TOO_LARGE', `Upload at most ${MAX_FILES_PER_REQUEST} pictures at a time.`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields.');
  if (err instanceof AppError) return err;
  // Anything else the parser met is a form that is not well made: no boundary, a cut-off part…
  return new AppError('BAD_REQUEST', 'The form could not be read. Please send it again.');
}

/** The files sent under one field name (a form may repeat it). */
export function filesOf(form: FormInput, field: string): UploadedFile[] {
  return form.files.filter((f) => f.field === field);
}

/** sharp, loaded on the first upload rather than at every start (it takes 60 ms to load). */
const loadSharp = () => import('sharp').then((m) => m.default);

/** The stored picture (WebP, auto-rotated, at most 1600 px, no metadata) and its thumbnail. */
async function encode(data: Buffer): Promise<{ full: Buffer; thumb: Buffer }> {
  const sharp = await loadSharp();
  const input = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  const [full, thumb] = await Promise.all([
    input()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
    input()
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer(),
  ]);
  return { full, thumb };
}

/**
 * Stored pictures, in the configured FileStore (a folder under DATA_DIR, or an S3 bucket): every
 * upload is checked by its content, re-encoded to WebP (which drops EXIF, GPS and anything hidden
 * in the original) and kept with a 400 px thumbnail beside it.
 */
export class UploadStore {
  constructor(readonly files: FileStore) {}

  /** Checks that every file is a picture before any is stored: 415 names the first that is not. */
  async check(files: UploadedFile[]): Promise<void> {
    const sharp = await loadSharp();
    for (const file of files) {
      let format: string | undefined;
      try {
        format = (await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
      } catch {
        format = undefined;
      }
      if (!format || !ACCEPTED_FORMATS.has(format))
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `“${file.filename}” is not a picture. Upload a JPEG, PNG or WebP image.`,
          [{ path: file.field, message: 'Not a picture' }],
        );
    }
  }

  /** Stores the pictures (all or none) and answers their file names, in order. */
  async save(files: UploadedFile[]): Promise<string[]> {
    if (files.length === 0) return [];
    await this.check(files);
    const names: string[] = [];
    for (const file of files) {
      let encoded: { full: Buffer; thumb: Buffer };
      try {
        encoded = await encode(file.data);
      } catch {
        // The header looked like a picture but the data is broken (a truncated JPEG, say).
        await this.remove(names);
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', `“${file.filename}” could not be read as a picture.`, [
          { path: file.field, message: 'Not a readable picture' },
        ]);
      }
      const name = `${randomUUID()}.webp`;
      try {
        await this.files.put(name, encoded.full, 'image/webp');
        await this.files.put(thumbFile(name), encoded.thumb, 'image/webp');
      } catch (err) {
        await this.remove([...names, name]).catch(() => {});
        throw storeError(err);
      }
      names.push(name);
    }
    return names;
  }

  /** Stores a picture under a fixed name (demo data) unless it is already there. */
  async saveNamed(name: string, data: Buffer): Promise<string> {
    if (!isStoredName(name) || !name.endsWith('.webp')) throw new Error(`Not a stored picture name: ${name}`);
    if ((await this.files.exists(name)) && (await this.files.exists(thumbFile(name)))) return name;
    const { full, thumb } = await encode(data);
    await this.files.put(name, full, 'image/webp', { ifAbsent: true });
    await this.files.put(thumbFile(name), thumb, 'image/webp', { ifAbsent: true });
    return name;
  }

  /** Deletes stored pictures and their thumbnails; a missing file is not an error. */
  async remove(names: readonly (string | null | undefined)[]): Promise<void> {
    await Promise.all(
      names
        .filter((n): n is string => !!n)
        .flatMap((n) => [n, thumbFile(n)])
        .filter(isStoredName)
        .map((n) => this.files.delete(n)),
    );
  }

  /**
   * Stores `files`, runs `work` with their names, and deletes them again if `work` fails
   * (the database said no), so a refused request leaves no orphan behind.
   */
  async with<T>(files: UploadedFile[], work: (names: string[]) => Promise<T>): Promise<T> {
    const names = await this.save(files);
    try {
      return await work(names);
    } catch (err) {
      await this.remove(names).catch(() => {});
      throw err;
    }
  }
}

/** Only names we make (uuid + suffix) are stored names; `..` and anything else is simply not there. */
export function isStoredName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..') && !name.includes('/') && !name.includes(sep);
}

function storeError(err: unknown): unknown {
  return err instanceof StoreUnavailableError
    ? new AppError('STORAGE_UNAVAILABLE', 'Pictures cannot be stored or read just now. Please try again soon.')
    : err;
}

const stores = new WeakMap<object, UploadStore>();

/** The upload store of a configuration: one per configuration, so an S3 client is shared. */
export function uploadStore(config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'storage'>>): UploadStore {
  const known = stores.get(config);
  if (known) return known;
  const storage = config.storage ?? { kind: 'disk' as const };
  const files: FileStore =
    storage.kind === 's3'
      ? // The AWS SDK is loaded only where a bucket is used (it adds a tenth of a second to every start).
        lazyStore('s3', () => import('./storage/s3-store.js').then((m) => new m.S3Store(storage)))
      : new DiskStore(resolve(config.dataDir, 'uploads'));
  const store = new UploadStore(files);
  stores.set(config, store);
  return store;
}

/** The three paths the spec's clients load stored files from (docs/api.md "Files"). */
export const UPLOAD_PREFIXES = ['/api/uploads', '/uploads', '/api/fetchmedia'] as const;

/** Multipart parsing for every route (limits above) and the routes that serve stored files. */
export async function registerUploads(
  app: FastifyInstance,
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'storage'>>,
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_FILES_PER_REQUEST,
      fields: 50,
      fieldSize: 100 * 1024,
      parts: 60,
    },
  });
  const store = uploadStore(config);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const prefix of UPLOAD_PREFIXES) {
    typed.get(
      `${prefix}/:file`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['files'],
          summary: 'A stored picture (long-cached: names are never reused)',
          hide: prefix !== '/api/uploads',
          params: z.object({ file: z.string() }),
          response: {
            200: contentAnswer('The picture', [...new Set(Object.values(CONTENT_TYPES))], 'binary'),
            ...failures(404),
          },
        },
      },
      async (request, reply) => {
        const name = request.params.file;
        let file: Awaited<ReturnType<FileStore['get']>>;
        try {
          file = isStoredName(name) ? await store.files.get(name) : null;
        } catch (err) {
          throw storeError(err);
        }
        if (!file) throw notFound('That file');
        return reply
          .type(CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream')
          .header('content-length', file.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(file.body);
      },
    );
  }
}
