import type { FastifyInstance } from 'fastify';
import { errorBody, stripControlCharacters } from './errors.js';
import type { TtlCache } from './ttl-cache.js';

// Hooks every request passes through, kept apart from app.ts so that it only assembles.
// Hooks that do no I/O are synchronous: an async hook costs every request a promise and a turn.

/** The path of a request without its query string (which can hold a phone number or a name). */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** One log line per answer, instead of Fastify's two (request and response). */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: pathOf(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'answered',
    );
    done();
  });
}

/**
 * An API answer that sets no caching of its own is `no-store`: it is about someone (a profile, an
 * order, a renewed token) and no cache between may keep it. Answers that may be cached say so
 * (stored pictures: public, immutable). Registered before authentication's hook, which renews a
 * token only on a no-store answer.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** Control characters never reach a service, whatever part of the request carried them. */
export function registerInputCleaning(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    request.body = stripControlCharacters(request.body);
    stripControlCharacters(request.query);
    stripControlCharacters(request.params);
    done();
  });
}

/**
 * Writes that change nothing a bystander can see: an alert, signing in, a cart, a blood-bank search by
 * location, a travel group's life (positions come hundreds a second: each would empty the cache the
 * crowd's scans are answered from).
 */
function changesNothingPublic(path: string): boolean {
  return (
    path === '/api/sos-calls' ||
    path.startsWith('/api/groups/') ||
    path.startsWith('/api/group-invitations/') ||
    path === '/api/soscall' ||
    path === '/blood-banks' ||
    path.startsWith('/api/user/otp-') ||
    path === '/api/verify-token' ||
    path.startsWith('/api/cart')
  );
}

/**
 * A change to tags, owners, vehicles or reasons must show on the public SOS page at once: writes
 * are rare, so any successful write clears the public cache of this process. Cleared before the
 * answer leaves, so the writer's next read cannot see the old page. A payment does clear it (stock).
 */
export function registerPublicCacheClearing(app: FastifyInstance, cache: TtlCache): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      reply.statusCode < 400 &&
      !changesNothingPublic(pathOf(request.url))
    )
      cache.clear();
    done(null, payload);
  });
}

/**
 * Shutting down (SIGTERM): requests already running finish; a new one on a kept-alive connection
 * is told to come back (another instance, or this one restarted, will answer). Every answer from
 * then on closes its connection, and connections left idle are closed as they become so: Node's
 * server.close() closes only those idle at that moment, and a load balancer's kept-alive connection
 * that was busy then would hold the shutdown open until the balancer dropped it (exit 1 at 10 s).
 */
export function registerShutdownRefusal(app: FastifyInstance): void {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .status(503)
      .headers({ connection: 'close', 'retry-after': '2' })
      .send(errorBody('SERVICE_BUSY', 'The service is restarting. Please try again in a moment.'));
  });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (closing) reply.header('connection', 'close');
    done();
  });
}

/** Every /api route must say who may call it; a forgotten declaration fails at start, not in production. */
export function requireAccessRules(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.access)
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
  });
}

/** Paths served before admission control: health, metrics, live streams and static files. */
export function exemptFromAdmission(path: string): boolean {
  return (
    path === '/api/health' ||
    path === '/healthz' ||
    path === '/readyz' ||
    path === '/metrics' ||
    path === '/api/notifications/stream' ||
    // A travel group's live stream (modules/groups/group-stream.ts) stays open for as long as the page does.
    /^\/api\/groups\/[^/]+\/stream$/.test(path) ||
    (path.startsWith('/alert/') && path.endsWith('/events')) ||
    // A trip alarm's live location page (modules/sos/trip-alarm.pages.ts) and a blood request's
    // (modules/blood/blood.pages.ts), open while someone follows them.
    /^\/(r|blood)\/[^/]+\/events$/.test(path) ||
    path.startsWith('/uploads/') ||
    path.startsWith('/assets/')
  );
}
