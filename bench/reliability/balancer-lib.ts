/**
 * What bench/reliability/balancer.ts measures with: the bystanders' process, the alerts the database
 * holds against the keys the clients were answered for, and the outbox drained.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db/client.js';
import { rowsOf } from '../../apps/server/src/platform/rate-limit.js';
import { type Checks, pct, ROOT, sleep } from './base.js';
import type { BystanderRun, KeyOutcome } from './bystanders.js';

/** The load generator in a process of its own (bench/reliability/bystanders.ts), started and stopped over IPC. */
export class Bystanders {
  private proc: ChildProcess | null = null;
  private done: Promise<KeyOutcome[]> = Promise.resolve([]);

  async start(run: BystanderRun): Promise<this> {
    this.proc = spawn(process.execPath, ['--import', 'tsx', 'bench/reliability/bystanders.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const proc = this.proc;
    // A failed send (the process already gone) is answered by the exit below, not thrown here.
    proc.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      proc.once('message', () => resolve());
      proc.once('exit', (code) => reject(new Error(`the bystanders' process exited with ${code} before it started`)));
    });
    this.done = new Promise((resolve, reject) => {
      proc.once('message', (m: { outcomes: KeyOutcome[] }) => resolve(m.outcomes));
      proc.once('exit', (code) => reject(new Error(`the bystanders' process exited with ${code} without its results`)));
    });
    proc.send({ run });
    return this;
  }

  /** Starts no more alerts; answers every alert's outcome once those under way are answered or given up. */
  async stop(): Promise<KeyOutcome[]> {
    if (this.proc?.connected) this.proc.send({ stop: true });
    return this.done;
  }

  kill(): void {
    if (this.proc && this.proc.exitCode === null) this.proc.kill('SIGKILL');
  }
}

/** What the clients saw: alerts, answers, errors and how long an alert took to be answered 201 (retries included). */
function clientFigures(outcomes: KeyOutcome[]) {
  const accepted = outcomes.filter((o) => o.status === 201);
  const seen: Record<string, number> = {};
  for (const o of outcomes) for (const s of [...o.errors, o.status]) seen[s] = (seen[s] ?? 0) + 1;
  const errorsSeen = outcomes.reduce((n, o) => n + o.errors.length + (o.status === 201 ? 0 : 1), 0);
  return {
    alerts: outcomes.length,
    accepted: accepted.length,
    retried: outcomes.filter((o) => o.errors.length > 0).length,
    replayed: outcomes.filter((o) => o.replayed).length,
    errorsSeen,
    seen,
    p50: pct(
      accepted.map((o) => o.ms),
      50,
    ),
    p99: pct(
      accepted.map((o) => o.ms),
      99,
    ),
  };
}

/**
 * The alerts the database stored for these outcomes (by the creator's name, `LB {i}`, one per key):
 * lost = answered 201 but not stored under the id the client was given; duplicated = stored more than once.
 */
async function alertsInDatabase(database: Database, outcomes: KeyOutcome[]) {
  const names = new Set(outcomes.map((o) => `LB ${o.i}`));
  const rows = rowsOf<{ id: string; creator_name: string }>(
    await database.db.execute(sql`select id, creator_name from sos_calls where creator_name like 'LB %'`),
  ).filter((r) => names.has(r.creator_name));
  const byName = new Map<string, string[]>();
  for (const r of rows) byName.set(r.creator_name, [...(byName.get(r.creator_name) ?? []), r.id]);
  let lost = 0;
  let duplicated = 0;
  let unanswered = 0;
  for (const o of outcomes) {
    const ids = byName.get(`LB ${o.i}`) ?? [];
    duplicated += Math.max(0, ids.length - 1);
    if (o.status === 201 && !(o.id && ids.includes(o.id))) lost++;
    if (o.status !== 201 && ids.length > 0) unanswered++;
  }
  return { stored: rows.length, lost, duplicated, unanswered };
}

/** Prints a scenario's client figures and checks the database against them: 0 lost, 0 duplicated. */
export async function checkAlerts(checks: Checks, database: Database, label: string, outcomes: KeyOutcome[]) {
  const c = clientFigures(outcomes);
  checks.figure(
    `${label}: ${c.alerts} alerts, ${c.accepted} answered 201; ${c.retried} retried by their client, ` +
      `${c.replayed} answered as a replay; answers seen ${JSON.stringify(c.seen)}; ` +
      `201 after p50 ${Math.round(c.p50)} ms, p99 ${Math.round(c.p99)} ms (retries included)`,
  );
  const db = await alertsInDatabase(database, outcomes);
  checks.check(
    `${label}: every alert answered 201 in the end`,
    c.accepted === c.alerts,
    `${c.accepted} of ${c.alerts}`,
  );
  checks.check(
    `${label}: 0 alerts lost, 0 duplicated`,
    db.lost === 0 && db.duplicated === 0 && db.unanswered === 0,
    `${db.stored} stored for ${c.alerts} keys; ${db.lost} lost, ${db.duplicated} duplicated, ${db.unanswered} stored but never answered 201`,
  );
  return c;
}

/** Texts not yet delivered (queued or being sent), and failed. */
export async function outboxState(database: Database) {
  const [row] = rowsOf<{ pending: number; failed: number; sent: number }>(
    await database.db.execute(sql`
      select count(*) filter (where status in ('queued', 'sending'))::int as pending,
        count(*) filter (where status = 'failed')::int as failed,
        count(*) filter (where status = 'sent')::int as sent
      from notifications`),
  );
  return row!;
}

/** Waits until nothing is queued or being sent; answers when (Date.now()), or null past the deadline. */
export async function waitForDrained(database: Database, timeoutMs: number): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await outboxState(database)).pending === 0) return Date.now();
    await sleep(100);
  }
  return null;
}

/** The texts being sent (leased) right now, as `+{country}{phone}|{body}`: what a killed sender held. */
export async function textsBeingSent(database: Database): Promise<Set<string>> {
  const rows = rowsOf<{ phone: string; country_code: string; body: string }>(
    await database.db.execute(sql`select phone, country_code, body from notifications where status = 'sending'`),
  );
  return new Set(rows.map((r) => `+${r.country_code}${r.phone}|${r.body}`));
}
