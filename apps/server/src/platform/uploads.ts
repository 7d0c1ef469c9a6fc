import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, THUMB_SIZE, thumbFile } from '@safesathi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import type { Config } from './config.js';
import { AppError, notFound, stripControlCharacters } from './errors.js';

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

/** The stored picture (WebP, auto-rotated, at most 1600 px, no metadata) and its thumbnail. */
async function encode(data: Buffer): Promise<{ full: Buffer; thumb: Buffer }> {
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
 * Stored pictures under `DATA_DIR/uploads`: every upload is checked by its content,
 * re-encoded to WebP (which drops EXIF, GPS and anything hidden in the original) and kept
 * with a 400 px thumbnail beside it.
 */
export class UploadStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = resolve(dataDir, 'uploads');
  }

  /** Checks that every file is a picture before any is stored: 415 names the first that is not. */
  async check(files: UploadedFile[]): Promise<void> {
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
    await mkdir(this.dir, { recursive: true });
    const names: string[] = [];
    for (const file of files) {
      try {
        names.push(await this.saveOne(file));
      } catch {
        // The header looked like a picture but the data is broken (a truncated JPEG, say).
        await this.remove(names);
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', `“${file.filename}” could not be read as a picture.`, [
          { path: file.field, message: 'Not a readable picture' },
        ]);
      }
    }
    return names;
  }

  private async saveOne(file: UploadedFile): Promise<string> {
    const { full, thumb } = await encode(file.data);
    const name = `${randomUUID()}.webp`;
    await writeFile(join(this.dir, name), full, { flag: 'wx' });
    await writeFile(join(this.dir, thumbFile(name)), thumb, { flag: 'wx' });
    return name;
  }

  /**
   * Stores a picture under a fixed name (demo data) unless it is already there. Written
   * through a temporary file and a rename, so parallel processes never see half a file.
   */
  async saveNamed(name: string, data: Buffer): Promise<string> {
    const path = this.pathOf(name);
    const thumbPath = this.pathOf(thumbFile(name));
    if (!path || !thumbPath || !name.endsWith('.webp')) throw new Error(`Not a stored picture name: ${name}`);
    const exists = await Promise.all([stat(path), stat(thumbPath)]).then(
      () => true,
      () => false,
    );
    if (exists) return name;
    await mkdir(this.dir, { recursive: true });
    const { full, thumb } = await encode(data);
    for (const [target, bytes] of [
      [path, full],
      [thumbPath, thumb],
    ] as const) {
      const temp = `${target}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    }
    return name;
  }

  /** Deletes stored pictures and their thumbnails; a missing file is not an error. */
  async remove(names: readonly (string | null | undefined)[]): Promise<void> {
    await Promise.all(
      names
        .filter((n): n is string => !!n)
        .flatMap((n) => [n, thumbFile(n)])
        .map((n) => this.pathOf(n))
        .filter((p): p is string => !!p)
        .map((p) => rm(p, { force: true })),
    );
  }

  /** The file's path inside the upload folder, or null for any name that could leave it. */
  pathOf(name: string): string | null {
    if (!SAFE_NAME.test(name) || name.includes('..')) return null;
    const path = resolve(this.dir, name);
    return path.startsWith(this.dir + sep) ? path : null;
  }

  /**
   * Stores `files`, runs `work` with their names, and deletes them again if `work` fails
   * (the database said no), so a refused request leaves no orphan on disk.
   */
  async with<T>(files: UploadedFile[], work: (names: string[]) => Promise<T>): Promise<T> {
    const names = await this.save(files);
    try {
      return await work(names);
    } catch (err) {
      await this.remove(names);
      throw err;
    }
  }
}

export function uploadStore(config: Pick<Config, 'dataDir'>): UploadStore {
  return new UploadStore(config.dataDir);
}

/** The three paths the spec's clients load stored files from (API.md "Files"). */
export const UPLOAD_PREFIXES = ['/api/uploads', '/uploads', '/api/fetchmedia'] as const;

/** Multipart parsing for every route (limits above) and the routes that serve stored files. */
export async function registerUploads(app: FastifyInstance, config: Pick<Config, 'dataDir'>): Promise<void> {
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
        },
      },
      async (request, reply) => {
        const path = store.pathOf(request.params.file);
        const size = path
          ? await stat(path).then(
              (s) => (s.isFile() ? s.size : null),
              () => null,
            )
          : null;
        if (!path || size === null) throw notFound('That file');
        return reply
          .type(CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream')
          .header('content-length', size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(path));
      },
    );
  }
}
