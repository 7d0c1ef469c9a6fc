import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Other origins a page may use: the payment provider's checkout script, its frames and its calls. */
export interface CspSources {
  script?: string[];
  frame?: string[];
  connect?: string[];
  /** Pictures from elsewhere: the map's tiles (MAP_TILES_URL). */
  img?: string[];
}

const more = (sources: string[] | undefined) => (sources?.length ? ` ${sources.join(' ')}` : '');

/**
 * What a page may load: everything from this origin, pictures also as data: and blob: URLs
 * (previews of a picture being uploaded), styles inline (Mantine writes its own), scripts only
 * from files here or inline blocks named by hash, and the payment provider's checkout when online
 * payment is on. Never framed by another site.
 */
export function contentSecurityPolicy(scriptHashes: string[] = [], production = false, extra: CspSources = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}${more(extra.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${more(extra.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${more(extra.connect)}`,
    ...(extra.frame?.length ? [`frame-src${more(extra.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Over plain HTTP (development) an upgrade would break every request.
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Geolocation for the SOS page's "share my location"; nothing else a page could ask for. */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

/**
 * Security headers on every answer (helmet): CSP, nosniff, a strict Referrer-Policy,
 * frame-ancestors 'none' (and X-Frame-Options for old browsers), Permissions-Policy, and HSTS in
 * production. Pages that carry inline scripts (the SOS page, prerendered pages) set a CSP of
 * their own with those scripts' hashes.
 */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean, extra: CspSources = {}): void {
  // The same for every answer: helmet decides them once, and one synchronous hook sets them
  // (helmet's middleware chain on each request cost a bystander's scan 7% of its time).
  const headers: Record<string, string> = {
    ...helmetHeaders({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
    'content-security-policy': contentSecurityPolicy([], production, extra),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  // An API answer is data, never a page: it needs only what stops it being framed, sniffed or kept
  // (OWASP's REST Security Cheat Sheet), not a page's policies. A bystander's lookup carried 1.2 kB
  // of headers around 147 bytes of JSON (ADR 0077). The API reference (/api/docs) is pages.
  const apiHeaders = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(headers['strict-transport-security']
      ? { 'strict-transport-security': headers['strict-transport-security'] }
      : {}),
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : headers);
    done();
  });
}

/** An address under /api/ that answers data, not a page. */
export const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** The headers helmet sets with these options (none of them depends on the request). */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

const hashCache = new Map<string, { mtimeMs: number; hashes: string[] }>();

/** The sha256 sources of a built HTML file's inline scripts (JSON data blocks are not scripts). */
export function inlineScriptHashes(file: string): string[] {
  const { mtimeMs } = statSync(file);
  const cached = hashCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
  const hashes = inlineScriptHashesOf(readFileSync(file, 'utf8'));
  hashCache.set(file, { mtimeMs, hashes });
  return hashes;
}

/** The sha256 sources of a page's inline scripts, for a page rendered by the server. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
    hashes.push(
      `sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}`,
    );
  }
  return hashes;
}
