import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { CampaignDispatcher } from './modules/campaigns/campaign-dispatcher.js';
import { campaignRoutes } from './modules/campaigns/campaigns.routes.js';
import { stopRoutes } from './modules/campaigns/stop.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { expireUnpaidOrders } from './modules/checkout/payments.service.js';
import { sendPendingRefunds } from './modules/checkout/refunds.service.js';
import { shopDeps } from './modules/checkout/shop-deps.js';
import { emergencyCardRoutes } from './modules/emergency-card/emergency-card.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { myOrderRoutes } from './modules/my-orders/my-orders.routes.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { permissionRoutes } from './modules/permissions/permissions.routes.js';
import { queryRoutes } from './modules/queries/queries.routes.js';
import { reasonRoutes } from './modules/reasons/reasons.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { shopRoutes } from './modules/shop/shop.routes.js';
import { createSosService, relaySosEvents } from './modules/sos/sos.module.js';
import { sosRoutes } from './modules/sos/sos.routes.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { tagRoutes } from './modules/tags/tags.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { vehicleRoutes } from './modules/vehicles/vehicles.routes.js';
import { registerAdmission } from './platform/admission.js';
import { registerAuth, TokenService } from './platform/auth.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/client.js';
import {
  clientErrorHandler,
  errorBody,
  frameworkErrors,
  registerErrorHandling,
  stripControlCharacters,
} from './platform/errors.js';
import { EventBus } from './platform/events.js';
import { Housekeeper } from './platform/housekeeping.js';
import { createLogger } from './platform/logger.js';
import { Metrics, registerMetrics } from './platform/metrics.js';
import { NotificationWorker } from './platform/notification-worker.js';
import { DEFAULT_WEB_DIST } from './platform/paths.js';
import { paymentSources, startPayments } from './platform/payments/index.js';
import { declareFailures, openApiTransform } from './platform/responses.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { createSmsProvider, DevOutbox, type SmsProvider } from './platform/sms/index.js';
import { createTelephonyProvider, DevCallLog } from './platform/telephony/index.js';
import { TtlCache } from './platform/ttl-cache.js';
import { registerUploads } from './platform/uploads.js';
import { registerWeb } from './platform/web-app.js';
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
  /** How often open live streams are checked again (30 s; tests shorten it). */
  streamRecheckMs?: number;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    loggerInstance: config.logLevel === 'silent' ? undefined : createLogger(config.logLevel),
    // One line per answer, written below, instead of Fastify's two (request and response);
    // errors are logged by our error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // Off unless configured (TRUST_PROXY): otherwise any client names its own address in X-Forwarded-For.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_SECONDS (20 s), its headers
    // within 10 s: a client that trickles bytes cannot hold a connection. Streams are answers, not
    // requests: unaffected.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: Math.min(10_000, config.requestTimeoutMs), connectionsCheckingInterval: 500 },
    clientErrorHandler,
    frameworkErrors,
    // Fastify's own answer while closing is not in our failure shape: the hook below gives ours.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  if (config.logLevel !== 'silent')
    app.addHook('onResponse', (request, reply, done) => {
      // The path without its query: a search may carry a phone number or a name.
      request.log.info(
        {
          method: request.method,
          path: request.url.split('?')[0],
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'answered',
      );
      done();
    });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('clock', deps.clock ?? (() => new Date()));

  // With PAYMENT_PROVIDER=fake a local Razorpay runs beside the app; its webhooks come in through
  // the app's own webhook route, in process, exactly as Razorpay's would over the network.
  const payments = await startPayments(
    config.payments,
    async (payload, headers) =>
      (await app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload })).statusCode,
    config.delivery.timeoutMs,
  );
  app.addHook('onClose', async () => payments.close());
  const csp = paymentSources(payments);
  const outbox = new DevOutbox();
  const sms = deps.sms ?? createSmsProvider(config, outbox, app.log);
  const callLog = new DevCallLog();
  // Numbers reach the log only masked, and only outside production.
  const telephony = createTelephonyProvider(config, callLog, config.isProduction ? undefined : app.log);
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const events = new EventBus(database.channel);
  app.addHook('onReady', async () => events.start());
  app.addHook('onClose', async () => events.stop());
  relaySosEvents(events, database.db, app.log);
  const metrics = new Metrics(database.db);
  // The sender has database connections of its own where there is a pool, so web traffic cannot starve it.
  const worker = new NotificationWorker(database.background ?? database.db, sms, app.clock, app.log, {
    concurrency: config.delivery.concurrency,
    sendTimeoutMs: config.delivery.timeoutMs + 5000,
    onOutcome: (outcome) => metrics.deliveryAttempts.inc({ outcome }),
  });
  const housekeeper = new Housekeeper(database.db, app.clock, app.log);
  // Every 5 minutes: unpaid orders past their time expire; refunds the provider has not taken yet are sent again.
  const shopKeeper = new Housekeeper(database.db, app.clock, app.log, 5 * 60_000, async (now) => ({
    expired: await expireUnpaidOrders(database.db, now),
    refundsSent: await sendPendingRefunds(shopDeps(services, app.log, app.clock)),
  }));
  // Campaign texts enter the outbox a few a second, never while an SOS text waits (ADR 0036).
  const campaignDispatcher = new CampaignDispatcher(
    database.db,
    { publicUrl: config.publicUrl, perSecond: config.campaigns.perSecond, retrySeconds: config.delivery.retrySeconds },
    app.clock,
    () => worker.kick(),
    app.log,
  );
  if (deps.worker !== false) {
    app.addHook('onReady', async () => {
      worker.start();
      campaignDispatcher.start();
      housekeeper.start();
      shopKeeper.start();
    });
    // Before the server stops listening: take no new texts, finish those in flight (up to 5 s;
    // a text still in flight then keeps its lease and is sent by whoever takes it next).
    app.addHook('preClose', async () => {
      housekeeper.stop();
      shopKeeper.stop();
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
    telephony,
    callLog,
    payments,
    tokens,
    auth: { db: database.db, sms, tokens, secret: config.jwtSecret, appName: config.appName, limits: config.limits },
    events,
    worker,
    campaignDispatcher,
    workerEnabled: deps.worker !== false,
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
  app.decorate('services', services);

  registerErrorHandling(app);
  registerSecurityHeaders(app, config.isProduction, csp);
  // Hooks that do no I/O are synchronous: an async hook costs every request a promise and a turn.
  app.addHook('preValidation', (request, _reply, done) => {
    request.body = stripControlCharacters(request.body);
    stripControlCharacters(request.query);
    stripControlCharacters(request.params);
    done();
  });
  // A change to tags, owners, vehicles or reasons must show on the public SOS page at once:
  // writes are rare, so any successful write clears the public cache of this process.
  // Cleared before the answer leaves, so the writer's next read cannot see the old page.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      const path = request.url.split('?')[0] ?? '';
      // A cart changes nothing public; a payment does (stock).
      if (
        path !== '/api/soscall' &&
        !path.startsWith('/api/user/otp-') &&
        path !== '/api/verify-token' &&
        !path.startsWith('/api/cart')
      )
        services.publicCache.clear();
    }
    done(null, payload);
  });
  // Shutting down (SIGTERM): requests already running finish; a new one on a kept-alive
  // connection is told to come back (another instance, or this one restarted, will answer).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .status(503)
      .headers({ connection: 'close', 'retry-after': '2' })
      .send(errorBody('SERVICE_BUSY', 'The service is restarting. Please try again in a moment.'));
  });
  // First of the request hooks: a request waits its turn before it touches the database (even to read its token).
  registerAdmission(app, {
    ...config.admission,
    exempt: (path) =>
      path === '/api/health' ||
      path === '/healthz' ||
      path === '/readyz' ||
      path === '/metrics' ||
      path === '/api/notifications/stream' ||
      (path.startsWith('/alert/') && path.endsWith('/events')) ||
      path.startsWith('/uploads/') ||
      path.startsWith('/assets/'),
  });
  registerAuth(app, database.db, tokens, app.clock);
  registerMetrics(app, metrics, { token: config.metricsToken, open: config.devTools });
  // Every /api route must say who may call it; a forgotten declaration fails at start, not in production.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.access)
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
  });
  // The failure shape for what each route's declaration implies (401/403 from its access rule,
  // 400 from its inputs…), beside the answers the route declares itself (platform/responses.ts).
  app.addHook('onRoute', declareFailures);

  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.appName} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform,
    // Schemas with an id (the failure shape) become components the answers refer to.
    transformObject: jsonSchemaTransformObject,
  });
  // The API reference is public outside production; in production only with API_DOCS=true.
  if (config.apiDocs) {
    // staticCSP: the docs page sends a CSP naming its own inline scripts by hash.
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get(
      '/api/openapi.json',
      {
        config: { access: 'public' },
        schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } },
      },
      async () => app.swagger() as unknown as Record<string, unknown>,
    );
  }

  await registerUploads(app, config);
  await app.register(healthRoutes, { services });
  await app.register(authRoutes, { services });
  await app.register(permissionRoutes, { services });
  await app.register(userRoutes, { services });
  await app.register(vehicleRoutes, { services });
  await app.register(emergencyCardRoutes, { services });
  await app.register(auditRoutes, { services });
  await app.register(searchRoutes, { services });
  await app.register(reasonRoutes, { services });
  await app.register(tagRoutes, { services });
  await app.register(sosRoutes, { services });
  await app.register(catalogueRoutes, { services });
  await app.register(shopRoutes, { services });
  await app.register(storeRoutes, { services });
  await app.register(cartRoutes, { services });
  await app.register(checkoutRoutes, { services });
  await app.register(settingsRoutes, { services });
  await app.register(orderRoutes, { services });
  await app.register(myOrderRoutes, { services });
  await app.register(queryRoutes, { services });
  await app.register(campaignRoutes, { services });
  await app.register(stopRoutes, { services });

  await registerWeb(app, config.webDist ?? DEFAULT_WEB_DIST, config.isProduction, csp);
  return app;
}

/** Fastify types no hop count, though it means one: the n nearest hops are ours, the one before is the client. */
function trustProxyOption(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
