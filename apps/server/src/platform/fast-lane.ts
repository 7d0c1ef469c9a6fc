import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Histogram } from 'prom-client';
import type { TtlCache } from './ttl-cache.js';

/**
 * A bystander's scan, answered before Fastify (ADR 0077). The public lookup and the SOS page are the
 * same bytes for everyone who asks the same way, so the first answer through the app is kept, as it
 * went on the wire, and later requests get it straight from the HTTP server: no routing, hooks,
 * serialization, log line or request id (there is no line for one to name). What decides an answer is in its key (the address with its query,
 * Accept-Language and Accept-Encoding; the answers say `vary` on those); a request with anything
 * more (Authorization) goes through the app. Only 200s of routes marked `config.fastLane` are kept,
 * as long as the public cache would keep them: any write through the API clears that cache and with it
 * these, and another instance is at most the cache's life (10 s) behind, as before.
 */

/** The addresses that may be kept: the lookup (clean and old), the SOS page (short and long), and `?lang=xx`. */
const LANE_PATH =
  /^\/(?:api\/sos-pages\/[0-9A-Za-z-]{1,20}|api\/soscall\/[0-9A-Za-z-]{1,20}|sos-call\/[0-9A-Za-z-]{1,20}|[0-9A-Za-z]{8})(?:\?lang=[a-z]{2})?$/;
/** Longer headers than any browser sends for these: such a request is answered by the app, not kept. */
const MAX_HEADER = 200;
/** Answers kept at most (each a tag's lookup or page in one way of asking). */
const MAX_KEPT = 5000;
/** Headers of the answer that are the request's own (Node writes date and connection itself). */
const PER_REQUEST = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

const PENDING = Symbol('fast-lane');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Its 200 answers are the same for everyone who asks the same way: kept and answered by the FastLane. */
    fastLane?: boolean;
  }
}

interface Kept {
  status: number;
  /** Kept while the public cache has not been cleared since it was made, and not past the cache's life. */
  generation: number;
  until: number;
  /** The headers as a flat list (name, value, …), content-length included: written as they are. */
  head: string[];
  body: Buffer;
  timer: { observe(seconds: number): void };
}

interface Pending {
  key: string;
  generation: number;
  /** The route, once the app has matched one marked `fastLane` (a request the app would not keep has none). */
  route?: string;
}

type LaneRequest = IncomingMessage & { [PENDING]?: Pending };

export class FastLane {
  private cache: TtlCache | null = null;
  private timing: Histogram<'method' | 'route' | 'status'> | null = null;
  private readonly kept = new Map<string, Kept>();
  /** Shutting down: every request goes through the app, which refuses it and closes the connection. */
  private closing = false;

  /** The server Fastify runs on (its `serverFactory`): this lane first, then the app. */
  readonly serverFactory = (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    options: FastifyServerOptions,
  ): Server => {
    const server = createServer((options as { http?: ServerOptions }).http ?? {}, (req, res) => {
      if (!this.answer(req, res)) handler(req, res);
    });
    // What Fastify does with its options when it makes the server itself (fastify/lib/server.js).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** Starts keeping answers: the app's public cache holds them, its request timing counts them. */
  attach(app: FastifyInstance, cache: TtlCache, timing: Histogram<'method' | 'route' | 'status'>): void {
    this.cache = cache;
    this.timing = timing;
    app.addHook('onRequest', (request, _reply, done) => {
      const pending = (request.raw as LaneRequest)[PENDING];
      if (pending && request.routeOptions.config.fastLane) pending.route = request.routeOptions.url;
      done();
    });
    app.addHook('preClose', async () => {
      this.closing = true;
    });
  }

  /** The kept answer, written; false when the app must answer (and may then keep its answer). */
  private answer(req: LaneRequest, res: ServerResponse): boolean {
    const cache = this.cache;
    if (!cache || this.closing || req.method !== 'GET' || req.headers.authorization !== undefined) return false;
    const url = req.url ?? '';
    if (!LANE_PATH.test(url)) return false;
    const language = req.headers['accept-language'] ?? '';
    const encoding = req.headers['accept-encoding'] ?? '';
    if (language.length > MAX_HEADER || encoding.length > MAX_HEADER) return false;
    const key = `lane:${url}\n${language}\n${encoding}`;
    const kept = this.kept.get(key);
    if (kept && kept.generation === cache.generation && kept.until > Date.now()) {
      const started = performance.now();
      res.writeHead(kept.status, kept.head);
      res.end(kept.body);
      kept.timer.observe((performance.now() - started) / 1000);
      return true;
    }
    const pending: Pending = { key, generation: cache.generation };
    req[PENDING] = pending;
    this.record(pending, res);
    return false;
  }

  /** Notes what the app writes for this request, and keeps it if it may be kept. */
  private record(pending: Pending, res: ServerResponse): void {
    let headers: OutgoingHttpHeaders = {};
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const last = args[args.length - 1];
      if (last && typeof last === 'object' && !Array.isArray(last)) headers = last as OutgoingHttpHeaders;
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    const end = res.end;
    res.end = ((...args: unknown[]) => {
      const body = args[0];
      if (typeof body === 'string' || Buffer.isBuffer(body)) this.keep(pending, res, headers, body);
      return (end as (...a: unknown[]) => ServerResponse).apply(res, args);
    }) as typeof res.end;
  }

  private keep(pending: Pending, res: ServerResponse, written: OutgoingHttpHeaders, body: string | Buffer): void {
    const cache = this.cache;
    // A write may have cleared the cache while this answer was made from what it changed.
    if (!cache || !this.timing || !pending.route || res.statusCode !== 200) return;
    if (cache.generation !== pending.generation) return;
    const all: OutgoingHttpHeaders = { ...res.getHeaders(), ...written };
    if (all['set-cookie'] !== undefined) return;
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const head: string[] = [];
    for (const [name, value] of Object.entries(all)) {
      const lower = name.toLowerCase();
      if (value === undefined || PER_REQUEST.has(lower)) continue;
      for (const one of [value].flat()) head.push(lower, String(one));
    }
    head.push('content-length', String(bytes.length));
    const timer = this.timing.labels('GET', pending.route, '200');
    // A bound on the memory: a crowd scans a few tags; anyone asking in new ways starts it over.
    if (this.kept.size >= MAX_KEPT) this.kept.clear();
    this.kept.set(pending.key, {
      status: 200,
      head,
      body: bytes,
      timer,
      generation: pending.generation,
      until: Date.now() + cache.ttlMs,
    });
  }
}
