import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import { rowsOf } from './rate-limit.js';

/** Sign-in codes are kept a day after they were sent (the per-phone hourly limit reads the last hour). */
export const OTP_KEEP_SECONDS = 24 * 3600;
/** Rows deleted per statement, so a large backlog never holds long locks. */
const CHUNK = 5000;

export interface PruneCounts {
  otpCodes: number;
  rateLimits: number;
  sessions: number;
}

/**
 * Deletes what no request can use any more: old sign-in codes, rate-limit windows that have
 * ended, and sessions that expired or were revoked. Safe to run from several processes at once.
 */
export async function pruneExpired(db: Db, now: Date): Promise<PruneCounts> {
  const otpBefore = new Date(now.getTime() - OTP_KEEP_SECONDS * 1000).toISOString();
  const at = now.toISOString();
  return {
    otpCodes: await deleteInChunks(
      db,
      (limit) =>
        sql`delete from otp_codes where id in (select id from otp_codes where created_at < ${otpBefore} limit ${limit})`,
    ),
    rateLimits: await deleteInChunks(
      db,
      (limit) =>
        sql`delete from rate_limits where key in (select key from rate_limits where reset_at <= ${at} limit ${limit})`,
    ),
    sessions: await deleteInChunks(
      db,
      (limit) =>
        sql`delete from sessions where id in (select id from sessions where expires_at <= ${at} or revoked_at is not null limit ${limit})`,
    ),
  };
}

async function deleteInChunks(db: Db, statement: (limit: number) => ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(
      sql`with gone as (${statement(CHUNK)} returning 1) select count(*)::int as n from gone`,
    );
    const n = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    total += n;
    if (n < CHUNK) return total;
  }
}

/**
 * Runs pruneExpired (or other `work`) soon after start and then every `intervalMs` (an hour by
 * default).
 */
export class Housekeeper {
  private timer: NodeJS.Timeout | null = null;
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly log?: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly intervalMs = 3600_000,
    private readonly work: (now: Date) => Promise<unknown> = (now) => pruneExpired(this.db, now),
  ) {}

  start(firstRunMs = 30_000): void {
    this.schedule(firstRunMs);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(async () => {
      try {
        const counts = await this.work(this.clock());
        this.log?.info({ pruned: counts }, 'housekeeping done');
      } catch (err) {
        this.log?.error({ err }, 'housekeeping failed');
      }
      if (this.timer) this.schedule(this.intervalMs);
    }, ms);
    this.timer.unref?.();
  }
}
