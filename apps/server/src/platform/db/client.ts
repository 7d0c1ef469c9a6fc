import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { EXTENSION_NAMES, PGLITE_EXTENSIONS } from './extensions.js';
import * as schema from './schema.js';
import { ThreadedPglite } from './threaded-pglite.js';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  migrate(): Promise<void>;
  /** Migrations of this build not applied to the database yet (readiness): 0 once migrated. */
  migrationsPending(): Promise<number>;
  /** Whether the database answers a trivial query (health checks). */
  ping(): Promise<boolean>;
  /**
   * Runs `fn` while holding the database-wide start-up lock (a PostgreSQL advisory lock), so
   * instances started together migrate and seed one after the other. PGlite has one process.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Raw Pool for LISTEN-free bulk work such as benchmarks; undefined on PGlite. */
  pool?: pg.Pool;
  /**
   * For background work (the SMS sender), so that a burst of web requests cannot starve it: on
   * PostgreSQL a small pool of its own; on PGlite in its thread, a lane served before waiting
   * requests (one connection for everything, so it cannot have its own). Unset in-process (tests).
   */
  background?: Db;
  /**
   * PostgreSQL only: messages between the instances sharing this database (LISTEN/NOTIFY on one
   * channel per schema). PGlite is one process: there, events stay in-process.
   */
  channel?: Channel;
  /** PGlite only: the whole database as a tarball (openDatabase({snapshot}), backups), taken between two queries. */
  dump?: () => Promise<Blob>;
}

/** The advisory lock key instances take around migrations and seeding (any constant bigint). */
const STARTUP_LOCK = 7_244_151_901;

/** A broadcast to every instance on the same database, this one included. */
export interface Channel {
  publish(message: string): Promise<void>;
  /** Starts listening (and keeps reconnecting after an outage); answers a stop function. */
  subscribe(onMessage: (message: string) => void): Promise<() => Promise<void>>;
}

export interface OpenOptions {
  /** postgres:// URL; unset → PGlite. */
  url?: string;
  /** PGlite data directory; unset → in memory. */
  dir?: string;
  /** In-memory PGlite started from a dump (dumpPglite) instead of empty: tests skip migrating. */
  snapshot?: Blob;
  /** Postgres schema to live in (tests get a fresh one each). */
  schemaName?: string;
  /** PostgreSQL connections for requests (20). */
  poolSize?: number;
  /**
   * PGlite in a worker thread of its own (the server does this), so the database's work never
   * makes the web event loop's turns long. Tests keep it in-process (and can start from a snapshot).
   */
  thread?: boolean;
  /** With `thread`: the database thread died (out of memory, a crash in PGlite); nothing more can be stored. */
  onLost?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.schemaName, opts.poolSize);
  return openPglite(opts.dir, opts.snapshot, opts.thread, opts.onLost);
}

async function openPglite(
  dir?: string,
  snapshot?: Blob,
  thread = false,
  onLost?: (err: Error) => void,
): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = thread
    ? await new ThreadedPglite(dir, onLost).ready()
    : await PGlite.create({ dataDir: dir, loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    background:
      client instanceof ThreadedPglite
        ? (drizzlePglite(client.urgentLane() as unknown as PGlite, { schema }) as unknown as Db)
        : undefined,
    async migrate() {
      for (const name of EXTENSION_NAMES) await client.exec(`create extension if not exists ${name}`);
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    migrationsPending: () => migrationsPending(db, 'drizzle'),
    ping: () => pingDatabase(db),
    async close() {
      await client.close();
    },
    // A checkpoint first: the files then hold every commit, and a restored copy starts without replaying the log.
    dump: async () => {
      if (!(client instanceof ThreadedPglite)) await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
    exclusive: (fn) => fn(),
  };
}

async function openPostgres(url: string, schemaName?: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    // Enough that commits waiting for the disk overlap (1,000 alerts/s wants about 20 on two cores).
    max: poolSize,
    // A database that does not answer at all (not even a refusal) must not hold requests forever.
    connectionTimeoutMillis: 5000,
    // A fresh schema per test run; the extensions live in public so they stay on the path.
    options: schemaName ? `-c search_path=${schemaName},public` : undefined,
  });
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const backgroundPool = new pg.Pool({
    connectionString: url,
    max: 3,
    connectionTimeoutMillis: 5000,
    // The sender's own writes (claims, outcomes) need not wait for the disk: after a database
    // crash the worst is a text sent again, which at-least-once delivery allows. Alerts
    // themselves are written through the main pool, and wait.
    options: `-c synchronous_commit=off${schemaName ? ` -c search_path=${schemaName},public` : ''}`,
  });
  backgroundPool.on('error', () => {});
  return {
    db,
    kind: 'postgres',
    pool,
    // Notices go through the background pool: a notice is a hint (what it tells of is already
    // stored), so its commit need not wait for the disk, nor for the requests queued on the main pool.
    channel: postgresChannel(url, backgroundPool, `safesathi_events${schemaName ? `_${schemaName}` : ''}`),
    background: drizzlePg(backgroundPool, { schema }) as unknown as Db,
    async migrate() {
      if (schemaName) await pool.query(`create schema if not exists "${schemaName}"`);
      // Instances started together may race to create an extension: the loser's error is harmless.
      for (const name of EXTENSION_NAMES)
        await pool.query(`create extension if not exists ${name} with schema public`).catch(async (err) => {
          const { rows } = await pool.query('select 1 from pg_extension where extname = $1', [name]);
          if (rows.length === 0) throw err;
        });
      await migratePg(db as never, {
        migrationsFolder: MIGRATIONS_DIR,
        migrationsSchema: schemaName ?? 'drizzle',
      });
    },
    migrationsPending: () => migrationsPending(db, schemaName ?? 'drizzle'),
    ping: () => pingDatabase(db),
    async exclusive(fn) {
      // Session-level lock on one connection of its own; the work itself runs through the pool.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await Promise.all([pool.end(), backgroundPool.end()]);
    },
  };
}

/**
 * NOTIFY through the given pool; LISTEN on a connection of its own, opened again (every second or two)
 * whenever it is lost, so a database restart does not end the broadcast.
 */
function postgresChannel(url: string, pool: pg.Pool, name: string): Channel {
  return {
    async publish(message) {
      await pool.query('select pg_notify($1, $2)', [name, message]);
    },
    async subscribe(onMessage) {
      let stopped = false;
      let client: pg.Client | null = null;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
        c.on('notification', (n) => {
          if (n.channel === name && n.payload !== undefined) onMessage(n.payload);
        });
        c.on('error', () => {});
        c.on('end', () => {
          if (client === c) client = null;
          if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1000);
        });
        try {
          await c.connect();
          await c.query(`listen "${name}"`);
          client = c;
          if (stopped) await c.end();
        } catch (err) {
          await c.end().catch(() => {});
          throw err;
        }
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => {});
      };
    },
  };
}

export function defaultPgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}

let journalSize: number | undefined;

/** How many of this build's migrations (drizzle/meta/_journal.json) the database lacks. */
async function migrationsPending(db: Db, migrationsSchema: string): Promise<number> {
  journalSize ??= (
    JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
  ).entries.length;
  try {
    const result = await db.execute(
      sql.raw(`select count(*)::int as n from "${migrationsSchema}".__drizzle_migrations`),
    );
    const rows = ((result as { rows?: { n: number }[] }).rows ?? result) as { n: number }[];
    return Math.max(0, journalSize - Number(rows[0]?.n ?? 0));
  } catch (err) {
    // No migrations table yet: nothing applied.
    if ((err as { code?: string }).code === '42P01') return journalSize;
    throw err;
  }
}

async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs one of the statements every alert pays for (accepting it, the sender's claim) as a named
 * prepared statement on PostgreSQL: parsed and planned once per connection instead of at every
 * call. PGlite, in this process, runs it as it is. `text` must be the same for a given `name`.
 */
export async function runPrepared<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite | ThreadedPglite }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows as T[];
  return (await client.query<T>(text, values)).rows;
}

/** Whether `db` is PostgreSQL's pool itself (not a transaction on it, nor the embedded database): runPrepared's fast way. */
export const isPostgresPool = (db: DbOrTx): boolean =>
  (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;
