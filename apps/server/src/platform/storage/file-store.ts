import type { Readable } from 'node:stream';

/** A stored file as it is read back. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded pictures live: one interface, a folder on this machine (one instance) or an
 * S3-compatible bucket (several instances: AWS S3, MinIO, Cloudflare R2…). Names are checked by
 * the caller (uploads.ts) before they reach a store.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Stores bytes under a name; `ifAbsent`: keeps an existing file instead (demo data). */
  put(name: string, bytes: Buffer, contentType: string, opts?: { ifAbsent?: boolean }): Promise<void>;
  /** The file, or null when there is none. */
  get(name: string): Promise<StoredFile | null>;
  exists(name: string): Promise<boolean>;
  /** Deletes; a missing file is not an error. */
  delete(name: string): Promise<void>;
}

/** The store could not be reached: a 503 for the client, not a 500. */
export class StoreUnavailableError extends Error {}

/** A store made on first use (its module loaded then), behind the same interface. */
export function lazyStore(kind: FileStore['kind'], make: () => Promise<FileStore>): FileStore {
  let store: Promise<FileStore> | null = null;
  const get = () => {
    store ??= make().catch((err) => {
      store = null;
      throw err;
    });
    return store;
  };
  return {
    kind,
    put: async (name, bytes, contentType, opts) => (await get()).put(name, bytes, contentType, opts),
    get: async (name) => (await get()).get(name),
    exists: async (name) => (await get()).exists(name),
    delete: async (name) => (await get()).delete(name),
  };
}
