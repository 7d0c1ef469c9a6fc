import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { Housekeeper } from '../../platform/housekeeping.js';
import type { NotificationWorker } from '../../platform/notification-worker.js';
import { paperFiles } from './paper-files.js';
import { deletePapersOfAccountsGone, deleteViewsOfSharesEnded } from './papers.repo.js';
import { queueDueReminders, type ReminderDeps } from './reminders.service.js';

/** Papers' reminders are looked for every 15 minutes: a step due at the end of quiet hours goes within a quarter. */
export const REMINDER_INTERVAL_MS = 15 * 60_000;

export function reminderDeps(db: Db, config: Config): ReminderDeps {
  return {
    db,
    appName: config.appName,
    publicUrl: config.publicUrl,
    quietHours: config.papers.quietHours,
    retrySeconds: config.delivery.retrySeconds,
  };
}

const PURGE_BATCH = 200;
const DAY_MS = 86_400_000;

/**
 * The papers of an account deleted longer ago than it can be restored (DELETED_RETENTION_DAYS) are
 * deleted with their files: a deleted account's licence or policy is not kept past its restoring.
 */
export async function purgePapersOfAccountsGone(
  db: Db,
  config: Pick<Config, 'dataDir' | 'storage' | 'papers' | 'deletedRetentionDays'>,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - config.deletedRetentionDays * DAY_MS);
  const files = paperFiles(config);
  let purged = 0;
  for (;;) {
    const names = await deletePapersOfAccountsGone(db, before, PURGE_BATCH);
    for (const name of names) await files.remove(name);
    purged += names.length;
    if (names.length < PURGE_BATCH) return purged;
  }
}

/**
 * Who opened a share link (when, and a hash of their address) is deleted PAPERS_SHARE_LOG_DAYS
 * after the link was revoked or expired (docs/decisions/0063-paper-share-log-retention.md): the
 * owner can look back at a link for a while, but a log of people is not kept for as long as the paper.
 */
export async function purgeShareViewsOfLinksEnded(
  db: Db,
  config: Pick<Config, 'paperShareLogDays'>,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - config.paperShareLogDays * DAY_MS);
  let purged = 0;
  for (;;) {
    const n = await deleteViewsOfSharesEnded(db, before, PURGE_BATCH);
    purged += n;
    if (n < PURGE_BATCH) return purged;
  }
}

/** The reminders' tick, beside the requests: due steps become texts in the outbox, and the sender is woken. */
export function createPaperReminders(o: {
  db: Db;
  config: Config;
  clock: () => Date;
  worker: NotificationWorker;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): Housekeeper {
  const deps = reminderDeps(o.db, o.config);
  return new Housekeeper(o.db, o.clock, o.log, REMINDER_INTERVAL_MS, async (now) => {
    const reminders = await queueDueReminders(deps, now);
    if (reminders > 0) o.worker.kick();
    const purged = await purgePapersOfAccountsGone(o.db, o.config, now);
    const views = await purgeShareViewsOfLinksEnded(o.db, o.config, now);
    return { paperReminders: reminders, papersPurged: purged, shareViewsPurged: views };
  });
}
