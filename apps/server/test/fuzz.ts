/**
 * Walks every operation of /api/openapi.json with generated bad input (wrong types, huge and
 * unicode strings, NUL, malformed JSON, wrong content types, bad ids, bodies nested or wide
 * enough to cost the server), with no token, a
 * customer's and the super admin's, over real HTTP. A finding is an answer of 500 or more, a
 * failure not in the failure shape (or in a page the document declares for that status, such as
 * an SOS page's "unknown tag"), or no answer within 5 s. Used by fuzz.api.test.ts (a share
 * of the cases, another share each day, in `npm test` on both databases) and bench/fuzz.ts (larger, on PostgreSQL).
 */
import { ERROR_STATUS } from '@safesathi/contract';
import fc from 'fast-check';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface FuzzOptions {
  base: string;
  tokens: { none: null; customer: string; admin: string };
  /** Generated cases per operation and token, besides the fixed nasty ones. */
  generated: number;
  seed: number;
  /** Give up on one request after this long: a hang. */
  timeoutMs?: number;
  /**
   * The share of the cases sent (default 1: all). A case is kept or skipped by a generator seeded
   * with `seed`, so one seed always sends the same cases and another seed others; each operation's
   * first bad id is always sent.
   */
  share?: number;
}

export interface Finding {
  method: string;
  path: string;
  status: number | 'hang' | 'error';
  why: string;
  body?: string;
}

type Operation = {
  method: string;
  path: string;
  hasBody: boolean;
  query: string[];
  /** Failure statuses the document declares as an HTML page. */
  pages: Set<number>;
};

const NASTY_STRINGS = [
  '',
  'a\u0000b',
  '\u0000',
  'x'.repeat(100_000),
  '💥'.repeat(2000),
  '\ud800',
  '../../etc/passwd',
  "' or 1=1 --",
  '%00',
  '<script>alert(1)</script>',
  ' ',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
];

const NASTY_IDS = [
  'x',
  '0',
  '-1',
  '%2e%2e',
  '%00',
  'a'.repeat(300),
  '%F0%9F%92%A5',
  'null',
  '00000000-0000-0000-0000-000000000000',
];

const NASTY_BODIES: { contentType: string; body: string }[] = [
  { contentType: 'application/json', body: '{' },
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: '"text"' },
  { contentType: 'application/json', body: '{"__proto__":{"x":1}}' },
  { contentType: 'application/json', body: JSON.stringify({ a: '\u0000'.repeat(10) }) },
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/xml', body: '<a/>' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=%00&b=%ZZ' },
  { contentType: 'multipart/form-data', body: 'garbage' },
  {
    contentType: 'multipart/form-data; boundary=XX',
    body: '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--X',
  },
];

/**
 * Bodies shaped to cost the server rather than to be wrong: 100,000 levels deep (which overflowed
 * the stack of every walk after parsing), an object of 20,000 keys, and a form of 20,000 fields and
 * of qs-style nesting. Sent once per operation with the admin's token, which every route lets
 * through to parsing; the body limits (ADR 0044) refuse each with a 400 or a 413.
 */
const SHAPED_BODIES: { contentType: string; body: string }[] = [
  { contentType: 'application/json', body: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { contentType: 'application/json', body: `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}` },
  {
    contentType: 'application/json',
    body: JSON.stringify({
      name: 'x',
      more: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])),
    }),
  },
  {
    contentType: 'application/x-www-form-urlencoded',
    body: Array.from({ length: 20_000 }, (_, i) => `k${i}=1`).join('&'),
  },
  { contentType: 'application/x-www-form-urlencoded', body: `name${'[a]'.repeat(50_000)}=1` },
];

/** Every operation in the OpenAPI document, with its query parameter names. */
export async function operations(base: string): Promise<Operation[]> {
  const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: unknown;
          parameters?: { in: string; name: string }[];
          responses?: Record<string, { content?: Record<string, unknown> }>;
        }
      >
    >;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods))
      ops.push({
        method: method.toUpperCase(),
        path,
        hasBody: !!op.requestBody,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        pages: new Set(
          Object.entries(op.responses ?? {})
            .filter(([, r]) => r.content?.['text/html'])
            .map(([status]) => Number(status)),
        ),
      });
  return ops;
}

/** URL-encoded; a lone surrogate (which encodeURIComponent refuses) as the bytes a client could send. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

/** Fills `{param}` segments with a value (URL-encoded unless it already is). */
const fillPath = (path: string, value: string) =>
  path.replace(/\{[^}]+\}/g, () => (/%[0-9A-F]{2}/i.test(value) ? value : encode(value)));

function jsonValue(seed: number, n: number): unknown[] {
  return fc.sample(
    fc.oneof(
      fc.object({
        values: [fc.string({ unit: 'binary' }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null)],
      }),
      fc.array(fc.anything()),
      fc.string({ unit: 'grapheme', maxLength: 50 }),
      fc.double(),
      fc.dictionary(
        fc.constantFrom('name', 'phone', 'id', 'ids', 'status', 'email', 'price', 'page', 'limit'),
        fc.anything(),
      ),
    ),
    { seed, numRuns: n },
  );
}

/** Runs the fuzz cases and answers the findings (none is good) and how many requests were sent. */
export async function fuzz(o: FuzzOptions): Promise<{ requests: number; findings: Finding[] }> {
  const ops = await operations(o.base);
  const findings: Finding[] = [];
  const knownCodes = new Set(Object.keys(ERROR_STATUS));
  let requests = 0;
  const timeoutMs = o.timeoutMs ?? 5000;
  const share = o.share ?? 1;
  // A generator of its own started from the seed (fast-check's pure-rand): the same seed samples the same cases.
  const rng = xoroshiro128plus(o.seed);
  const sampled = () => share >= 1 || uniformFloat64(rng) < share;

  const send = async (
    op: Operation,
    path: string,
    token: string | null,
    body?: { contentType: string; body: string },
    always = false,
  ) => {
    if (!always && !sampled()) return;
    const method = op.method;
    requests++;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body) headers['content-type'] = body.contentType;
    try {
      const res = await fetch(`${o.base}${path}`, {
        method,
        headers,
        body: body && method !== 'GET' && method !== 'HEAD' ? body.body : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (path.split('?')[0]!.endsWith('/stream') && res.status === 200) {
        await res.body?.cancel();
        return;
      }
      const text = await res.text();
      if (res.status >= 500) {
        findings.push({ method, path, status: res.status, why: 'server error', body: text.slice(0, 300) });
        return;
      }
      const isPage = (res.headers.get('content-type') ?? '').startsWith('text/html') && op.pages.has(res.status);
      if (res.status >= 400 && !isPage) {
        let shaped = false;
        try {
          const json = JSON.parse(text) as { status?: unknown; success?: unknown; code?: unknown; message?: unknown };
          shaped =
            json.status === 'Error' &&
            json.success === false &&
            typeof json.code === 'string' &&
            knownCodes.has(json.code) &&
            typeof json.message === 'string';
        } catch {}
        if (!shaped)
          findings.push({
            method,
            path,
            status: res.status,
            why: 'not in the failure shape',
            body: text.slice(0, 300),
          });
      }
    } catch (err) {
      const e = err as Error;
      findings.push({
        method,
        path,
        status: e.name === 'TimeoutError' ? 'hang' : 'error',
        why: e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : e.message,
      });
    }
  };

  let seed = o.seed;
  for (const op of ops) {
    // Signing out would end the session the rest of the run uses.
    const tokens = op.path === '/api/user/logout' ? [o.tokens.none] : Object.values(o.tokens);
    for (const token of tokens) {
      // Bad ids in the path.
      const paths = op.path.includes('{') ? NASTY_IDS.map((id) => fillPath(op.path, id)) : [op.path];
      const path0 = fillPath(op.path, '00000000-0000-0000-0000-000000000000');
      for (const [i, path] of paths.entries())
        await send(op, path, token, op.hasBody ? NASTY_BODIES[0] : undefined, i === 0);
      // Nasty query values.
      for (const name of op.query.length ? op.query : ['q'])
        for (const v of NASTY_STRINGS.slice(0, 6)) await send(op, `${path0}?${name}=${encode(v)}`, token);
      if (!op.hasBody && op.method === 'GET') continue;
      // Malformed bodies and wrong content types.
      for (const body of NASTY_BODIES) await send(op, path0, token, body);
      if (token === o.tokens.admin) for (const body of SHAPED_BODIES) await send(op, path0, token, body);
      // Generated JSON bodies, and known field names with nasty strings.
      for (const value of jsonValue(seed++, o.generated))
        await send(op, path0, token, { contentType: 'application/json', body: JSON.stringify(value) ?? 'null' });
      for (const s of NASTY_STRINGS)
        await send(op, path0, token, {
          contentType: 'application/json',
          body: JSON.stringify({
            name: s,
            phone: s,
            reasonId: s,
            creatorName: s,
            creatorNumber: s,
            status: s,
            ids: [s],
          }),
        });
    }
  }
  return { requests, findings };
}
