/**
 * The operator's commands for the embedded database (docs/decisions/0071-leaving-the-embedded-database.md):
 *
 *   npm run db:copy -- --to postgres://…   every table into an empty PostgreSQL, checked table by table
 *   npm run backup [-- <file>]             a consistent backup, from the running server if there is one
 *   npm run restore -- <file>              a backup into an empty DATA_DIR
 *
 * They read DATA_DIR (default ./data) and DATABASE_URL only. Exit 0 done, 1 failed, 2 refused.
 * Built to apps/server/dist/ops.js too, for a production install without the TypeScript tools.
 */
import { createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { BackupRefused, backupStream, restoreBackup } from './platform/db/backup.js';
import { defaultPgliteDir, openDatabase } from './platform/db/client.js';
import { CopyRefused, copyDatabase } from './platform/db/copy.js';
import { DataDirBusy, guardDataDir, requestBackup } from './platform/db/data-dir-guard.js';

export interface OpsOptions {
  env?: NodeJS.ProcessEnv;
  print?: (line: string) => void;
  /** Tests: the target's tables in this schema (as the api-pg tests' databases are). */
  targetSchema?: string;
}

const USAGE = `usage: db:copy -- --to postgres://…  |  backup [-- <file>]  |  restore -- <file>`;

/** Runs one command; answers the exit code. */
export async function runOps(args: string[], opts: OpsOptions = {}): Promise<number> {
  const env = opts.env ?? process.env;
  const print = opts.print ?? ((line: string) => console.log(line));
  const dataDir = resolve(env.DATA_DIR || './data');
  const [command, ...rest] = args;
  try {
    if (command === 'db-copy') {
      const to = rest[rest.indexOf('--to') + 1];
      if (!rest.includes('--to') || !to || !/^postgres(ql)?:\/\//.test(to)) {
        print('db:copy needs --to postgres://user@host:5432/database (an empty database)');
        return 2;
      }
      return await dbCopy(dataDir, to, print, opts.targetSchema);
    }
    if (command === 'backup' || command === 'restore') {
      if (env.DATABASE_URL) {
        print(
          `DATABASE_URL is set: PostgreSQL is backed up with its own tools, e.g. pg_dump -Fc "$DATABASE_URL" > safesathi.dump, restored with pg_restore (README, "Backups and upgrades")`,
        );
        return 2;
      }
      if (command === 'backup') return await backup(dataDir, rest[0], print);
      if (!rest[0]) {
        print('restore needs the backup file: npm run restore -- safesathi-backup-….tar.gz');
        return 2;
      }
      const manifest = await restoreBackup(resolve(rest[0]), dataDir);
      print(
        `restored the backup of ${manifest.createdAt} (${manifest.migrations.applied} migrations, ${manifest.appVersion}) into ${dataDir}; start the server on it`,
      );
      return 0;
    }
    print(USAGE);
    return 2;
  } catch (err) {
    if (err instanceof DataDirBusy || err instanceof CopyRefused || err instanceof BackupRefused) {
      print(err.message);
      return 2;
    }
    print(`failed: ${(err as Error).message}`);
    return 1;
  }
}

async function dbCopy(dataDir: string, to: string, print: (l: string) => void, schemaName?: string): Promise<number> {
  const dir = defaultPgliteDir(dataDir);
  if (!existsSync(dir)) {
    print(`no embedded database in ${dir}`);
    return 2;
  }
  // The copy is the move itself: a server still writing would add rows the copy never sees.
  const guard = await guardDataDir(dataDir).catch((err) => {
    if (err instanceof DataDirBusy) throw new DataDirBusy(dataDir, ': stop it before copying');
    throw err;
  });
  const source = await openDatabase({ dir });
  const target = await openDatabase({ url: to, schemaName, poolSize: 2 });
  try {
    await source.migrate();
    await target.migrate();
    const started = Date.now();
    const checks = await copyDatabase((source.db as unknown as { $client: PGlite }).$client, target.pool!, (t, n) =>
      print(`copied ${t}: ${n} rows`),
    );
    const width = Math.max(...checks.map((c) => c.table.length), 5);
    print('');
    print(`${'table'.padEnd(width)}  ${'rows'.padStart(9)}  ${'copied'.padStart(9)}  checksum`);
    for (const c of checks)
      print(
        `${c.table.padEnd(width)}  ${String(c.sourceRows).padStart(9)}  ${String(c.targetRows).padStart(9)}  ${c.checksumOk ? 'ok' : 'DIFFERS'}`,
      );
    const bad = checks.filter((c) => !c.checksumOk);
    const rows = checks.reduce((n, c) => n + c.sourceRows, 0);
    if (bad.length) {
      print(`${bad.length} table(s) differ: ${bad.map((c) => c.table).join(', ')}; do not switch to PostgreSQL yet`);
      return 1;
    }
    print(
      `${checks.length} tables, ${rows} rows copied and verified in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    print('next: start the server with DATABASE_URL set to the target (README, "Outgrowing one machine")');
    return 0;
  } finally {
    await target.close();
    await source.close();
    await guard.release();
  }
}

async function backup(dataDir: string, file: string | undefined, print: (l: string) => void): Promise<number> {
  const out = resolve(file ?? `safesathi-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const partial = `${out}.partial`;
  // A running server makes it between two of its queries; a stopped one is opened here, held
  // meanwhile so that a server starting now waits for nothing and opens nothing.
  let stream = await requestBackup(dataDir);
  let from = 'the running server';
  let done = async () => {};
  if (!stream) {
    const dir = defaultPgliteDir(dataDir);
    if (!existsSync(dir)) {
      print(`no embedded database in ${dir}`);
      return 2;
    }
    const guard = await guardDataDir(dataDir);
    const database = await openDatabase({ dir });
    done = async () => {
      await database.close();
      await guard.release();
    };
    from = 'the stopped database';
    stream = await backupStream(database).catch(async (err) => {
      await done();
      throw err;
    });
  }
  try {
    await pipeline(stream, createWriteStream(partial, { mode: 0o600 }));
    renameSync(partial, out);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    await done();
  }
  print(`backed up ${from} (${dataDir}) to ${out}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  runOps(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
