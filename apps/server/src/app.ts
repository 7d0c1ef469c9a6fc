import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppDeps, createServices } from './app-services.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { registerModules } from './modules/index.js';
import { registerAdmission } from './platform/admission.js';
import { registerApiDocs } from './platform/api-docs.js';
import { registerAuth } from './platform/auth.js';
import { registerBodyParsers } from './platform/body-limits.js';
import type { Config } from './platform/config.js';
import { clientErrorHandler, errorBody, frameworkErrors, registerErrorHandling } from './platform/errors.js';
import { FastLane } from './platform/fast-lane.js';
import { createLogger } from './platform/logger.js';
import { registerMetrics } from './platform/metrics.js';
import { DEFAULT_WEB_DIST } from './platform/paths.js';
import {
  exemptFromAdmission,
  registerApiNoStore,
  registerInputCleaning,
  registerPublicCacheClearing,
  registerRequestLog,
  registerShutdownRefusal,
  requireAccessRules,
} from './platform/request-hooks.js';
import { roleParts } from './platform/role-config.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerUploads } from './platform/uploads.js';
import { registerWeb } from './platform/web-app.js';
import { loadWebPages } from './platform/web-pages.js';

/**
 * The Fastify app: platform plugins (errors, headers, admission, authentication, metrics, the API
 * reference, uploads), every module's routes, and the web app. Only assembly: the services are
 * made in app-services.ts, the request hooks live in platform/request-hooks.ts, the modules are
 * listed in modules/index.ts.
 */

export type { AppDeps };

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const lane = new FastLane();
  const app = Fastify({
    // A bystander's scan is answered before the app when its answer is kept (platform/fast-lane.ts).
    serverFactory: lane.serverFactory,
    loggerInstance: config.logLevel === 'silent' ? undefined : createLogger(config.logLevel, deps.logDestination),
    // One line per answer, written below, instead of Fastify's two (request and response);
    // errors are logged by our error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // Unique across instances, so a request's lines and its alert's texts' lines (on a worker) join up (ADR 0074).
    genReqId: () => randomUUID(),
    // Off unless configured (TRUST_PROXY): otherwise any client names its own address in X-Forwarded-For.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A path parameter of any length reaches its route, whose schema refuses it in the failure shape;
    // past the router's default (100 characters) the request fell through to the web app's 404 page.
    routerOptions: { maxParamLength: 8192 },
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

  if (config.logLevel !== 'silent') registerRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('clock', deps.clock ?? (() => new Date()));

  const { services, csp } = await createServices(app, deps);
  app.decorate('services', services);

  registerErrorHandling(app);
  registerSecurityHeaders(app, config.isProduction, csp);
  // The request's id, for a support question or a proxy's log to name.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (!roleParts(config.role).serves) return workerEndpoints(app, deps);
  lane.attach(app, services.publicCache, services.metrics.requestSeconds);
  const webDist = config.webDist ?? DEFAULT_WEB_DIST;
  const webPages = await loadWebPages(webDist, services.publicCache, config.publicUrl);
  registerInputCleaning(app);
  registerPublicCacheClearing(app, services.publicCache);
  registerShutdownRefusal(app);
  registerApiNoStore(app);
  // First of the request hooks: a request waits its turn before it touches the database (even to read its token).
  // A public page does not wait its turn itself: the API reads it is rendered from do (web-pages.ts).
  registerAdmission(app, {
    ...config.admission,
    exempt: (path) => exemptFromAdmission(path) || webPages.has(path),
  });
  registerAuth(app, database.db, services.tokens, app.clock);
  registerMetrics(app, services.metrics, { token: config.metricsToken, open: config.devTools });
  requireAccessRules(app);
  await registerBodyParsers(app);
  await registerApiDocs(app, config);
  await registerUploads(app, config);
  await registerModules(app, services);
  await registerWeb(app, webDist, config.isProduction, csp, webPages);
  return app;
}

/** ROLE=worker answers its health and metrics, and nothing else (ADR 0074). */
async function workerEndpoints(app: FastifyInstance, deps: AppDeps): Promise<FastifyInstance> {
  registerShutdownRefusal(app);
  registerMetrics(app, app.services.metrics, { token: deps.config.metricsToken, open: deps.config.devTools });
  await app.register(healthRoutes, { services: app.services });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        errorBody(
          'NOT_FOUND',
          `No such endpoint on a worker (ROLE=worker): ${request.method} ${request.url.split('?')[0]}`,
        ),
      ),
  );
  return app;
}

/** Fastify types no hop count, though it means one: the n nearest hops are ours, the one before is the client. */
function trustProxyOption(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
