/**
 * PostgreSQL's CPU time spent for one run's database: the backends connected to it (from
 * pg_stat_activity), each read from /proc while it lives. Sampled every `everyMs`, so a
 * connection that a pool closes midway still counts up to its last sample. Only a local server
 * (same machine, /proc readable) can be measured; the cluster's shared processes (WAL writer,
 * checkpointer, autovacuum) are left out, as other databases' work runs through them too.
 */
import { type Database, openDatabase } from '../../apps/server/src/platform/db/client.js';
import { PG_URL, processCpuMs } from './base.js';
import type { Target } from './data.js';

export class PgCpu {
  /** Per backend: its CPU when first seen (null: it started after `start`) and when last seen. */
  private readonly seen = new Map<number, { first: number | null; last: number }>();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private xactsAtStart = 0;

  private constructor(
    private readonly admin: Database,
    private readonly databaseName: string,
  ) {}

  private async rows<T>(text: string, values: unknown[]): Promise<T[]> {
    return (await this.admin.pool!.query(text, values)).rows as T[];
  }

  /** null unless the target is a PostgreSQL database on this machine. */
  static async open(target: Target, everyMs = 250): Promise<PgCpu | null> {
    if (target.kind !== 'pg' || !target.databaseName) return null;
    const host = new URL(PG_URL).hostname;
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) return null;
    const probe = new PgCpu(await openDatabase({ url: PG_URL }), target.databaseName);
    await probe.sample();
    probe.timer = setInterval(() => void probe.sample().catch(() => {}), everyMs);
    return probe;
  }

  private async sample(): Promise<void> {
    const rows = await this.rows<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
      this.databaseName,
    ]);
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms === null) continue;
      const known = this.seen.get(pid);
      if (known) known.last = ms;
      else this.seen.set(pid, { first: this.started ? null : ms, last: ms });
    }
  }

  /** Counts from now: backends seen later count all their time, those seen before only what follows. */
  async start(): Promise<void> {
    await this.sample();
    for (const s of this.seen.values()) s.first = s.last;
    this.started = true;
    this.xactsAtStart = await this.xacts();
  }

  /**
   * Transactions committed or rolled back in the run's database so far (each statement outside a
   * transaction is one): its round trips that wrote or read, near enough. Backends report them
   * when idle for a while or when they end, so read it once the server has stopped.
   */
  private async xacts(): Promise<number> {
    // Each statement is a transaction of its own here: it reads the figures afresh.
    const rows = await this.rows<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
      [this.databaseName],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Transactions since `start` (see xacts). */
  async transactions(): Promise<number> {
    return (await this.xacts()) - this.xactsAtStart;
  }

  /** CPU ms the run's backends used since `start` (a last sample first). */
  async ms(): Promise<number> {
    await this.sample();
    let total = 0;
    for (const s of this.seen.values()) total += s.last - (s.first ?? 0);
    return total;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.admin.close();
  }
}
