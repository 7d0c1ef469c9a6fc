/**
 * A paper's file: checked by its content (a picture sharp can read, or a PDF), a picture re-encoded
 * (which drops EXIF, GPS among it), encrypted (paper-crypto.ts) and kept in a store of its own,
 * apart from the public pictures: DATA_DIR/papers, or `papers/` in the bucket with SSE on. No route
 * serves that store by name; only the papers' own routes read it, after their checks.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { Config } from '../../platform/config.js';
import { AppError } from '../../platform/errors.js';
import type { PaperKey } from '../../platform/papers-config.js';
import { DiskStore } from '../../platform/storage/disk-store.js';
import { type FileStore, lazyStore, StoreUnavailableError } from '../../platform/storage/file-store.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { encryptPaper } from './paper-crypto.js';

/** Longest side of a stored photo: enough to read a policy number from. */
const MAX_SIDE = 2400;
const MAX_INPUT_PIXELS = 50_000_000;
const PICTURES = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'tiff']);

export type PaperFileType = 'image/webp' | 'application/pdf';

export interface SealedFile {
  name: string;
  type: PaperFileType;
  size: number;
  keyId: string;
}

const loadSharp = () => import('sharp').then((m) => m.default);

const notAPaper = (file: UploadedFile) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `“${file.filename}” is neither a photo nor a PDF. Upload a JPEG, PNG or PDF.`,
    [{ path: file.field, message: 'Not a photo or PDF' }],
  );

/** The bytes to keep: a PDF as it came, a photo re-encoded to WebP with no metadata. */
export async function preparePaperFile(file: UploadedFile): Promise<{ bytes: Buffer; type: PaperFileType }> {
  const head = file.data.subarray(0, 1024).toString('latin1');
  if (head.startsWith('%PDF-')) {
    if (!file.data.subarray(-1024).toString('latin1').includes('%%EOF')) throw notAPaper(file);
    return { bytes: file.data, type: 'application/pdf' };
  }
  const sharp = await loadSharp();
  const format = await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined);
  if (!format || !PICTURES.has(format)) throw notAPaper(file);
  try {
    const bytes = await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes, type: 'image/webp' };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `“${file.filename}” could not be read as a photo.`, [
      { path: file.field, message: 'Not a readable photo' },
    ]);
  }
}

const storeError = (err: unknown) =>
  err instanceof StoreUnavailableError
    ? new AppError('STORAGE_UNAVAILABLE', 'Papers cannot be stored or read just now. Please try again soon.')
    : err;

/** The papers' files, encrypted, in a store no public route reads. */
export class PaperFiles {
  constructor(
    readonly store: FileStore,
    private readonly key: () => PaperKey,
  ) {}

  /** Checks, re-encodes, encrypts and stores a file under a new name. */
  async save(file: UploadedFile): Promise<SealedFile> {
    const { bytes, type } = await preparePaperFile(file);
    const key = this.key();
    const name = `${randomUUID()}.bin`;
    try {
      await this.store.put(name, encryptPaper(key, name, bytes), 'application/octet-stream');
    } catch (err) {
      await this.store.delete(name).catch(() => {});
      throw storeError(err);
    }
    return { name, type, size: bytes.length, keyId: key.id };
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      const file = await this.store.get(name);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (err) {
      throw storeError(err);
    }
  }

  async remove(name: string | null | undefined): Promise<void> {
    if (name) await this.store.delete(name).catch(() => {});
  }

  /** Stores `file` (if any), runs `work` with it, and deletes it again if `work` fails: no orphan is left. */
  async with<T>(file: UploadedFile | undefined, work: (sealed: SealedFile | null) => Promise<T>): Promise<T> {
    const sealed = file ? await this.save(file) : null;
    try {
      return await work(sealed);
    } catch (err) {
      await this.remove(sealed?.name);
      throw err;
    }
  }
}

const stores = new WeakMap<object, PaperFiles>();

/** The papers' file store of a configuration (one per configuration, so an S3 client is shared). */
export function paperFiles(config: Pick<Config, 'dataDir' | 'storage' | 'papers'>): PaperFiles {
  const known = stores.get(config);
  if (known) return known;
  const storage = config.storage;
  const store: FileStore =
    storage.kind === 's3'
      ? lazyStore('s3', () =>
          import('../../platform/storage/s3-store.js').then(
            (m) => new m.S3Store({ ...storage, prefix: `${storage.prefix ?? ''}papers/`, serverSideEncryption: true }),
          ),
        )
      : new DiskStore(resolve(config.dataDir, 'papers'));
  const files = new PaperFiles(store, () => config.papers.key);
  stores.set(config, files);
  return files;
}
