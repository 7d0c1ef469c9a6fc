import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore, StoredFile } from './file-store.js';

/** Files in a folder (DATA_DIR/uploads): the default, for one machine. */
export class DiskStore implements FileStore {
  readonly kind = 'disk';
  constructor(readonly dir: string) {}

  async put(name: string, bytes: Buffer, _contentType: string, opts: { ifAbsent?: boolean } = {}): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const target = join(this.dir, name);
    if (opts.ifAbsent && (await this.exists(name))) return;
    // Through a temporary file and a rename: a parallel reader never sees half a file.
    const temp = `${target}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, target);
  }

  async get(name: string): Promise<StoredFile | null> {
    const path = join(this.dir, name);
    const size = await stat(path).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
    return size === null ? null : { body: createReadStream(path), size };
  }

  async exists(name: string): Promise<boolean> {
    return stat(join(this.dir, name)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.dir, name), { force: true });
  }
}
