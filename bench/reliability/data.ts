import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { testConfig } from '../../apps/server/src/platform/config.js';
import { type Database, defaultPgliteDir, openDatabase } from '../../apps/server/src/platform/db/client.js';
import { rowsOf } from '../../apps/server/src/platform/rate-limit.js';
import { seed } from '../../apps/server/src/seed.js';
import { ADMIN_PHONE, PG_URL } from './base.js';

export interface Target {
  kind: 'pg' | 'pglite';
  /** PostgreSQL: a database of its own on the local server, for this run only. */
  databaseUrl?: string;
  databaseName?: string;
  /** The server's DATA_DIR (PGlite database, uploads, secret). */
  dataDir: string;
}

export interface Prepared {
  tags: string[];
  reasonId: string;
}

/** A fresh database: a new PostgreSQL database, or PGlite in a temporary DATA_DIR. */
export async function newTarget(kind: 'pg' | 'pglite'): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'safesathi-rel-'));
  if (kind === 'pglite') return { kind, dataDir };
  const databaseName = `rel_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ url: PG_URL });
  try {
    await admin.pool!.query(`create database "${databaseName}"`);
  } finally {
    await admin.close();
  }
  const url = new URL(PG_URL);
  url.pathname = `/${databaseName}`;
  return { kind, dataDir, databaseName, databaseUrl: url.toString() };
}

export async function openTarget(target: Target): Promise<Database> {
  return target.kind === 'pg'
    ? openDatabase({ url: target.databaseUrl })
    : openDatabase({ dir: defaultPgliteDir(target.dataDir) });
}

/**
 * Migrates, seeds, and adds `tags` active tags, each on its own customer's vehicle with two
 * emergency contacts (three texts an alert), all in a few set-based statements.
 */
export async function prepare(target: Target, tags: number): Promise<Prepared> {
  const database = await openTarget(target);
  try {
    await database.exclusive(async () => {
      await database.migrate();
      await seed(database.db, testConfig({ seedDemo: false, adminPhone: ADMIN_PHONE }));
    });
    const db = database.db;
    await db.execute(sql`
      insert into users (name, phone, usertype)
      select 'Owner ' || g, (7000000000 + g)::text, 'Customer' from generate_series(1, ${tags}) g`);
    await db.execute(sql`
      insert into user_vehicles (userid, registration_number)
      select id, 'RT' || lpad((phone::bigint - 7000000000)::text, 6, '0') from users where phone like '7%'`);
    await db.execute(sql`
      insert into emergency_contacts (user_id, name, phone, position)
      select u.id, 'Contact ' || p, (8000000000 + (u.phone::bigint - 7000000000) * 2 + p)::text, p
      from users u cross join generate_series(0, 1) p where u.phone like '7%'`);
    await db.execute(sql`
      insert into qr_tags (code, status, vehicle_id, activated_at)
      select 'RT' || lpad((u.phone::bigint - 7000000000)::text, 6, '0'), 'active', v.id, now()
      from users u join user_vehicles v on v.userid = u.id where u.phone like '7%'`);
    const codes = rowsOf<{ code: string }>(await db.execute(sql`select code from qr_tags where code like 'RT%'`));
    const [reason] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from reasons where severity = 'urgent' order by position limit 1`),
    );
    return { tags: codes.map((c) => c.code), reasonId: reason!.id };
  } finally {
    await database.close();
  }
}

/** Drops the database or the data directory. */
export async function dispose(target: Target): Promise<void> {
  if (target.kind === 'pg') {
    const admin = await openDatabase({ url: PG_URL });
    try {
      await admin.pool!.query(`drop database if exists "${target.databaseName}" with (force)`);
    } finally {
      await admin.close();
    }
  }
  rmSync(target.dataDir, { recursive: true, force: true });
}
