import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events.js';
import type { Metrics } from '../../platform/metrics.js';
import type { NotificationWorker } from '../../platform/notification-worker.js';
import type { TtlCache } from '../../platform/ttl-cache.js';
import type { AppServices } from '../../services.js';
import { acceptAlerts } from './accept-alerts.js';
import { submitSos } from './sos.service.js';
import { findSosCalls } from './sos-log.service.js';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Accepting an alert, with what follows it: the sender is kicked, the metric counted, and every
 * instance told (its live admin streams). A lost notice loses no alert: it is stored.
 */
export function createSosService(o: {
  db: Db;
  config: Config;
  cache: TtlCache;
  worker: NotificationWorker;
  metrics: Metrics;
  events: EventBus;
  log: Log;
}): AppServices['sos'] {
  const { config } = o;
  const deps = {
    db: o.db,
    accept: acceptAlerts(o.db, {
      onBatch: (alerts) => o.metrics.sosAcceptBatch.observe(alerts),
      onBatchError: (err, alerts) => o.log.warn({ err, alerts }, 'a batch of alerts failed: each is stored alone'),
    }),
    cache: o.cache,
    appName: config.appName,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    limits: {
      perIp: config.limits.sosPerIp,
      ipWindowSeconds: config.limits.sosIpWindowSeconds,
      notifyWindowSeconds: config.limits.sosNotifyWindowSeconds,
      escalateSeconds: config.limits.sosEscalateSeconds,
    },
    retrySeconds: config.delivery.retrySeconds,
    channels: { pushWaitSeconds: config.push?.fallbackSeconds ?? null, whatsapp: config.whatsapp !== null },
  };
  return {
    async submit(ctx, input, once) {
      const onHit =
        once &&
        ((outcome: Parameters<NonNullable<typeof once.onHit>>[0]) =>
          o.metrics.idempotencyHits.inc({ endpoint: 'sos', outcome }));
      const accepted = await submitSos(deps, ctx, input, once && { ...once, onHit });
      // A retry answered with its key's alert: nothing new was stored or texted.
      if (accepted.replayed) return accepted;
      // The accept's line and its texts' lines name the alert and the request, whichever process sends (ADR 0074).
      o.log.info({ reqId: ctx.reqId, alertId: accepted._id }, 'SOS alert accepted');
      o.worker.origins.note(accepted._id, ctx.reqId);
      o.worker.kick();
      // A text that waits for a push goes when the wait ends, not at the sender's next look.
      const wait = deps.channels.pushWaitSeconds;
      if (wait) setTimeout(() => o.worker.kick(), wait * 1000 + 20).unref();
      o.metrics.sosAccepted.inc();
      o.events
        .broadcast('soscall-created', { id: accepted._id, reqId: ctx.reqId })
        .catch((err) => o.log.warn({ err }, 'could not announce a new SOS call'));
      return accepted;
    },
  };
}

/**
 * A call stored or answered on any instance reaches this instance's live admin streams, read
 * from the database only where someone is listening.
 */
export function relaySosEvents(events: EventBus, db: Db, log: Log): void {
  events.onBroadcast('soscall-created', ({ id }) => {
    if (events.listenerCount('soscall') === 0) return;
    findSosCalls(db, { ids: [id] })
      .then(([call]) => call && events.emit('soscall', call))
      .catch((err) => log.error({ err }, 'could not read a new SOS call for the live streams'));
  });
  events.onBroadcast('sos-answered', ({ ids }) => {
    if (events.listenerCount('soscall-updated') === 0) return;
    findSosCalls(db, { ids })
      .then((calls) => {
        for (const call of calls) events.emit('soscall-updated', call);
      })
      .catch((err) => log.error({ err }, 'could not read answered SOS calls for the live streams'));
  });
}
