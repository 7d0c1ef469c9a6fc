import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { createBloodRinger } from './modules/blood/blood.module.js';
import { CampaignDispatcher } from './modules/campaigns/campaign-dispatcher.js';
import { forgetDevicesOfDeletedAccounts } from './modules/devices/devices.service.js';
import { purgeEndedShares } from './modules/groups/sharing.service.js';
import { createTripWatch } from './modules/groups/trips.service.js';
import { createPaperReminders } from './modules/papers/papers.module.js';
import { expireUnpaidOrders } from './modules/shop/checkout/payments.service.js';
import { confirmRefunds, sendPendingRefunds } from './modules/shop/checkout/refunds.service.js';
import { shopDeps } from './modules/shop/shop-deps.js';
import { createSosService, relaySosEvents } from './modules/sos/sos.module.js';
import { TokenService } from './platform/auth.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/client.js';
import { EventBus } from './platform/events.js';
import { Housekeeper, pruneExpired } from './platform/housekeeping.js';
import { pruneIdempotencyKeys } from './platform/idempotency.js';
import { Metrics } from './platform/metrics.js';
import { NotificationWorker } from './platform/notification-worker.js';
import { paymentSources, startPayments } from './platform/payments/index.js';
import { createPushSender } from './platform/push/index.js';
import { PushChannel } from './platform/push/push-channel.js';
import { roleParts } from './platform/role-config.js';
import type { CspSources } from './platform/security-headers.js';
import { createSmsProvider, DevOutbox, type SmsProvider } from './platform/sms/index.js';
import { createTelephonyProvider, DevCallLog } from './platform/telephony/index.js';
import { tileSources } from './platform/trips-config.js';
import { TtlCache } from './platform/ttl-cache.js';
import { createWhatsAppSender } from './platform/whatsapp/cloud-api-sender.js';
import { WhatsAppChannel } from './platform/whatsapp/whatsapp-channel.js';
import { hearWork, WorkRelay } from './platform/work-relay.js';
import type { AppServices } from './services.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Replaces the configured SMS provider (tests use a failing or recording one). */
  sms?: SmsProvider;
  /** Replaces the wall clock (tests move time forward). */
  clock?: () => Date;
  /** false: no background delivery (tests drive `services.worker.runOnce()` themselves). */
  worker?: boolean;
  /** Where log lines go (standard output; tests read them). */
  logDestination?: DestinationStream;
  /** How often open live streams are checked again (30 s; tests shorten it). */
  streamRecheckMs?: number;
}

/**
 * The services a route is given (services.ts), and the background work that runs beside the
 * requests (the text sender, campaigns, housekeeping), started when the server is ready and
 * stopped before it closes.
 */
export async function createServices(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<{ services: AppServices; csp: CspSources }> {
  const { config, database } = deps;
  // ROLE=web sends nothing: its work goes to the workers through the database (ADR 0074).
  const { sends } = roleParts(config.role);
  // With PAYMENT_PROVIDER=fake a local Razorpay runs beside the app; its webhooks come in through
  // the app's own webhook route, in process, exactly as Razorpay's would over the network.
  const payments = await startPayments(
    config.payments,
    async (payload, headers) =>
      (await app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload })).statusCode,
    config.delivery.timeoutMs,
  );
  app.addHook('onClose', async () => payments.close());
  // The map's tiles come from their provider (MAP_TILES_URL, ADR 0072).
  const csp: CspSources = { ...paymentSources(payments), img: tileSources(config.trips) };
  const outbox = new DevOutbox();
  const sms = deps.sms ?? createSmsProvider(config, outbox, app.log);
  // WhatsApp template messages for recipients who chose it (ADR 0068); null when WHATSAPP_PROVIDER is unset.
  const whatsapp = createWhatsAppSender(config, outbox, app.log);
  const callLog = new DevCallLog();
  // Numbers reach the log only masked, and only outside production.
  const telephony = createTelephonyProvider(config, callLog, config.isProduction ? undefined : app.log);
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const events = new EventBus(database.channel);
  app.addHook('onReady', async () => events.start());
  app.addHook('onClose', async () => events.stop());
  relaySosEvents(events, database.db, app.log);
  const relay = sends ? null : new WorkRelay(events, app.log);
  const metrics = new Metrics(database.db);
  // The sender has database connections of its own where there is a pool, so web traffic cannot starve it.
  const pushSender = createPushSender(config);
  const pushChannel = pushSender
    ? new PushChannel(database.background ?? database.db, pushSender, config.publicUrl, config.appName, app.clock)
    : undefined;
  const worker = new NotificationWorker(database.background ?? database.db, sms, app.clock, app.log, {
    channels: {
      push: pushChannel,
      whatsapp: whatsapp && config.whatsapp ? new WhatsAppChannel(whatsapp, config.whatsapp.template) : undefined,
    },
    concurrency: config.delivery.concurrency,
    sendTimeoutMs: config.delivery.timeoutMs + 5000,
    batchMs: database.kind === 'pglite' ? 20 : 5,
    onOutcome: (outcome) => metrics.deliveryAttempts.inc({ outcome }),
    onSent: (channel, seconds) => metrics.deliverySeconds.observe({ channel }, seconds),
    kickElsewhere: relay ? () => relay.kick('texts') : undefined,
  });
  // Hourly: what no request can use any more (idempotency keys past their day too), the push devices of
  // deleted accounts, and travel groups' shares (with their positions) ended longer ago than
  // SHARE_RETENTION_HOURS (ADR 0072).
  const housekeeper = new Housekeeper(database.db, app.clock, app.log, undefined, async (now) => ({
    ...(await pruneExpired(database.db, now)),
    idempotencyKeys: await pruneIdempotencyKeys(database.db, now),
    devicesOfDeletedAccounts: await forgetDevicesOfDeletedAccounts(database.db),
    groupShares: await purgeEndedShares(database.db, config.trips, now),
  }));
  // Every 5 minutes: unpaid orders past their time expire; refunds the provider has not taken yet are sent
  // again, and those it took without a word since are asked about.
  const shopKeeper = new Housekeeper(database.db, app.clock, app.log, 5 * 60_000, async (now) => ({
    expired: await expireUnpaidOrders(database.db, now),
    refundsSent: await sendPendingRefunds(shopDeps(services, app.log, app.clock)),
    refundsConfirmed: await confirmRefunds(shopDeps(services, app.log, app.clock)),
  }));
  // Campaign texts enter the outbox a few a second, never while an SOS text waits (ADR 0036).
  const campaignDispatcher = new CampaignDispatcher(
    database.db,
    { publicUrl: config.publicUrl, perSecond: config.campaigns.perSecond, retrySeconds: config.delivery.retrySeconds },
    app.clock,
    () => worker.kick(),
    app.log,
  );
  // Blood requests' rings: due steps in the database, searched every 15 s and when a request is made.
  const bloodRinger = createBloodRinger({ db: database.db, config, clock: app.clock, worker, events, log: app.log });
  // Papers' expiry reminders: due steps claimed in the database every 15 minutes, outside quiet hours.
  const paperReminders = createPaperReminders({ db: database.db, config, clock: app.clock, worker, log: app.log });
  // Trips not arrived by their expected time (and a margin) are reported once, looked for every minute (ADR 0073).
  const tripWatch = createTripWatch({ db: database.db, config, clock: app.clock, worker, events, log: app.log });
  if (relay) {
    campaignDispatcher.kickElsewhere = () => relay.kick('campaigns');
    bloodRinger.kickElsewhere = () => relay.kick('blood');
  } else hearWork(events, { worker, campaigns: campaignDispatcher, blood: bloodRinger });
  const background = deps.worker !== false && sends;
  if (background) {
    app.addHook('onReady', async () => {
      worker.start();
      campaignDispatcher.start();
      bloodRinger.start();
      housekeeper.start();
      shopKeeper.start();
      paperReminders.start();
      tripWatch.start();
    });
    // Before the server stops listening: take no new texts, finish those in flight (up to 5 s;
    // a text still in flight then keeps its lease and is sent by whoever takes it next).
    app.addHook('preClose', async () => {
      housekeeper.stop();
      shopKeeper.stop();
      paperReminders.stop();
      tripWatch.stop();
      await bloodRinger.stop();
      await campaignDispatcher.stop();
      await worker.stop(5000);
    });
  }
  const publicCache = new TtlCache(10_000);
  const services: AppServices = {
    config,
    database,
    outbox,
    sms,
    whatsapp,
    telephony,
    callLog,
    payments,
    tokens,
    auth: { db: database.db, sms, tokens, secret: config.jwtSecret, appName: config.appName, limits: config.limits },
    events,
    worker,
    campaignDispatcher,
    bloodRinger,
    workerEnabled: background,
    metrics,
    publicCache,
    sos: createSosService({ db: database.db, config, cache: publicCache, worker, metrics, events, log: app.log }),
    streamRecheckMs: deps.streamRecheckMs ?? 30_000,
    sosPages: {
      handleFormPost: async () => {
        throw new Error('SOS pages are not registered');
      },
    },
  };
  return { services, csp };
}
