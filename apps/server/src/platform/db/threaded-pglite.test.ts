import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REASONS, seed } from '../../seed.js';
import { testConfig } from '../config.js';
import { rowsOf } from '../rate-limit.js';
import { type Database, openDatabase, runPrepared } from './client.js';
import { reasons, users } from './schema.js';
import { ThreadedPglite } from './threaded-pglite.js';

// The server's embedded database runs in a worker thread; these are the things drizzle and our
// code rely on, checked through the thread.
let dir: string;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'safesathi-thread-'));
  database = await openDatabase({ dir, thread: true });
  await database.migrate();
  await seed(database.db, testConfig({ seedDemo: true }));
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PGlite in a thread of its own', () => {
  it('migrates, seeds and answers queries through drizzle, dates as drizzle expects', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.phone, testConfig().adminPhone));
    expect(admin?.name).toBeTruthy();
    expect(admin?.createdAt).toBeInstanceOf(Date);
    const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from reasons`));
    expect(row?.n).toBe(DEFAULT_REASONS.length);
  });

  it('commits a transaction, and rolls one back whole when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.update(reasons).set({ position: 90 }).where(eq(reasons.reasonText, 'Vehicle being towed'));
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(reasons).set({ position: 91 }).where(eq(reasons.reasonText, 'Vehicle being towed'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [row] = await database.db.select().from(reasons).where(eq(reasons.reasonText, 'Vehicle being towed'));
    expect(row?.position).toBe(90);
  });

  it('keeps other queries out of an open transaction, as PGlite does', async () => {
    let inside = 0;
    let outside!: Promise<{ position: number | undefined; after: number }>;
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`update reasons set position = 70 where reason_text = 'Vehicle being towed'`);
      // Asked while the transaction is open, before its next statement: it must wait for the end
      // (no fixed wait: the order of the two requests is what would let it in).
      outside = database.db
        .select()
        .from(reasons)
        .where(eq(reasons.reasonText, 'Vehicle being towed'))
        .then(([r]) => ({ position: r?.position, after: inside }));
      await t.execute(sql`update reasons set position = 71 where reason_text = 'Vehicle being towed'`);
      inside = 1;
    });
    await tx;
    expect(await outside).toEqual({ position: 71, after: 1 });
  });

  it('hands back database errors with their code and constraint, for the error mapping', async () => {
    const phone = testConfig().adminPhone;
    const err = await database.db
      .insert(users)
      .values({ name: 'Twin', countryCode: '91', phone, usertype: 'Customer' })
      .catch((e: Error) => e);
    const cause = (err as Error & { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.constraint).toMatch(/phone/);
  });

  it('runs prepared statements and many queries at once, each answered with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        runPrepared<{ n: number }>(database.db, 'echo', 'select $1::int as n', [i]).then((rows) => rows[0]?.n),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('reports a database thread that dies (so the server can exit and be restarted), but not a close', async () => {
    const lost: Error[] = [];
    const dying = await new ThreadedPglite(undefined, (err) => lost.push(err)).ready();
    // What an out-of-memory kill of the thread looks like from the main thread.
    await (dying as unknown as { worker: Worker }).worker.terminate();
    expect(lost.map((e) => e.message)).toEqual([expect.stringMatching(/database thread stopped/)]);
    await expect(dying.query('select 1')).rejects.toThrow(/database thread stopped/);

    const closed = await new ThreadedPglite(undefined, (err) => lost.push(err)).ready();
    await closed.close();
    expect(lost).toHaveLength(1);
  });

  it('serves the urgent lane (the SMS sender) before requests already waiting, transactions whole', async () => {
    const client = (database.db as unknown as { $client: ThreadedPglite }).$client;
    const lane = client.urgentLane();
    const done: string[] = [];
    const slow = 'select count(*) from generate_series(1, 30000)';
    const waiting = Array.from({ length: 40 }, (_, i) => client.query(slow).then(() => void done.push(`request ${i}`)));
    // A transaction of the requests' lane, queued behind them, whose queries go in while it is open.
    const tx = client.transaction(async (t) => {
      await t.query('select 1');
      await t.query('select 2');
      done.push('request transaction');
    });
    const urgent = lane.transaction(async (t) => {
      await t.query('select 1');
      done.push('urgent transaction');
    });
    const query = lane.query('select 1').then(() => void done.push('urgent query'));
    await Promise.all([...waiting, tx, urgent, query]);
    // At most the piece of work already running finishes first.
    expect(done.indexOf('urgent transaction')).toBeLessThanOrEqual(1);
    expect(done.indexOf('urgent query')).toBeLessThanOrEqual(2);
    expect(done.at(-1)).toBe('request transaction');
  });

  it('dumps the whole database', async () => {
    const dump = await database.dump!();
    expect(dump.size).toBeGreaterThan(100_000);
  });
});
