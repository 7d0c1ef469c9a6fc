import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events.js';
import type { NotificationWorker } from '../../platform/notification-worker.js';
import type { AppServices } from '../../services.js';
import type { BloodDeps } from './requests.service.js';
import { BloodRinger, type RingDeps } from './rings.service.js';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

function ringDeps(db: Db, config: Config): RingDeps {
  return {
    db,
    appName: config.appName,
    publicUrl: config.publicUrl,
    blood: config.blood,
    retrySeconds: config.delivery.retrySeconds,
  };
}

/** What the blood routes and pages work with, from the app's services. */
export function bloodDeps(services: AppServices, log: Log): BloodDeps {
  return {
    ...ringDeps(services.database.db, services.config),
    secret: services.config.jwtSecret,
    telephony: services.telephony,
    callsPerNumberPerHour: services.config.maskedCallCaps.perNumberPerHour,
    log,
  };
}

/**
 * The requests' widening rings, run beside the requests: each pass's texts are handed to the
 * sender at once, and every instance's live request pages hear which requests changed.
 */
export function createBloodRinger(o: {
  db: Db;
  config: Config;
  clock: () => Date;
  worker: NotificationWorker;
  events: EventBus;
  log: Log;
}): BloodRinger {
  return new BloodRinger(
    ringDeps(o.db, o.config),
    o.clock,
    (pass) => {
      o.worker.kick();
      announceBloodChange(o.events, o.log, pass.requestIds);
    },
    o.log,
  );
}

/** Tells every instance that these requests changed (their live pages read them again). */
export function announceBloodChange(events: EventBus, log: Log, ids: string[]): void {
  events
    .broadcast('blood-updated', { ids })
    .catch((err) => log.warn({ err }, 'could not announce a change to blood requests'));
}
