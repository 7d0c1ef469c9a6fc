import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { extract, pack } from 'tar-stream';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../paths.js';
import { type Database, defaultPgliteDir } from './client.js';
import { PGLITE_EXTENSIONS } from './extensions.js';

/**
 * A backup of the embedded database: one .tar.gz holding `manifest.json` and `pgdata.tar`, the
 * database's own dump (PGlite's dumpDataDir, taken by the process that holds it, after a
 * checkpoint). Restored with PGlite's loadDataDir into an empty DATA_DIR
 * (docs/decisions/0071-leaving-the-embedded-database.md).
 */
export interface BackupManifest {
  format: 'safesathi-embedded-backup';
  formatVersion: 1;
  /** The server package's version, and this build's newest migration. */
  appVersion: string;
  /** Migrations applied to the database, and the newest of them. */
  migrations: { applied: number; latest: string | null };
  pgliteVersion: string;
  createdAt: string;
}

const MANIFEST = 'manifest.json';
const DATA = 'pgdata.tar';

function journal(): string[] {
  const j = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return j.entries.map((e) => e.tag);
}

function appVersion(): string {
  const pkg = JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return `${pkg.version ?? 'unversioned'} (schema ${journal().at(-1)})`;
}

/** The backup of a database this process holds, as a gzipped stream (the server's answer to `npm run backup`). */
export async function backupStream(database: Database): Promise<Readable> {
  if (!database.dump) throw new Error('only the embedded database is backed up this way; use pg_dump');
  const rows = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown;
  const applied = Number((((rows as { rows?: unknown[] }).rows ?? rows) as { n: number }[])[0]?.n ?? 0);
  const dump = Buffer.from(await (await database.dump()).arrayBuffer());
  const manifest: BackupManifest = {
    format: 'safesathi-embedded-backup',
    formatVersion: 1,
    appVersion: appVersion(),
    migrations: { applied, latest: journal()[applied - 1] ?? null },
    pgliteVersion: pgliteVersion(),
    createdAt: new Date().toISOString(),
  };
  const tar = pack();
  tar.entry({ name: MANIFEST }, `${JSON.stringify(manifest, null, 2)}\n`);
  tar.entry({ name: DATA }, dump);
  tar.finalize();
  return tar.pipe(createGzip());
}

function pgliteVersion(): string {
  try {
    const file = join(SERVER_ROOT, 'node_modules/@electric-sql/pglite/package.json');
    const hoisted = join(SERVER_ROOT, '../../node_modules/@electric-sql/pglite/package.json');
    return (JSON.parse(readFileSync(existsSync(file) ? file : hoisted, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

export class BackupRefused extends Error {}

/** Reads a backup file: its manifest and the database dump. */
export async function readBackup(file: string): Promise<{ manifest: BackupManifest; dump: Buffer }> {
  const entries = new Map<string, Buffer>();
  const reader = extract();
  reader.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c) => chunks.push(c as Buffer));
    stream.on('end', () => {
      entries.set(header.name, Buffer.concat(chunks));
      next();
    });
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), reader);
  } catch (err) {
    throw new BackupRefused(`${file} is not a SafeSathi backup (${(err as Error).message})`);
  }
  const manifestText = entries.get(MANIFEST)?.toString('utf8');
  const dump = entries.get(DATA);
  const manifest = manifestText ? (JSON.parse(manifestText) as BackupManifest) : null;
  if (manifest?.format !== 'safesathi-embedded-backup' || !dump)
    throw new BackupRefused(`${file} is not a SafeSathi backup (no manifest or no database in it)`);
  return { manifest, dump };
}

/**
 * Restores a backup into an empty DATA_DIR (refuses one with anything in it: a restore never
 * mixes with or overwrites a database). Answers the manifest once the restored database opens
 * and holds the migrations the manifest names.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new BackupRefused(`${dataDir} is not empty: restore into an empty DATA_DIR`);
  const { manifest, dump } = await readBackup(file);
  const known = journal().length;
  if (manifest.migrations.applied > known)
    throw new BackupRefused(
      `the backup's database has ${manifest.migrations.applied} migrations, this build knows ${known}: restore it with the build that made it (${manifest.appVersion})`,
    );
  const dir = defaultPgliteDir(dataDir);
  mkdirSync(dir, { recursive: true });
  try {
    const pg = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([new Uint8Array(dump)]),
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      if (rows[0]?.n !== manifest.migrations.applied)
        throw new Error(
          `the restored database has ${rows[0]?.n} migrations, the manifest says ${manifest.migrations.applied}`,
        );
    } finally {
      await pg.close();
    }
  } catch (err) {
    // A restore that failed leaves the directory as empty as it found it, ready for another try.
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return manifest;
}
