/**
 * Bystanders in a process of their own, sending alerts through the load balancer: each alert has its
 * own Idempotency-Key and its own client address (a loopback address the socket is bound to, so nginx
 * sees it as the peer), and is sent again with the same key after a network error, a timeout, a 5xx or
 * a 409 (key in flight), as the SOS page's retry does, for up to `retryForMs`.
 *
 * Driven over IPC by bench/reliability/balancer.ts: it sends a `BystanderRun`, the process answers
 * `ready`, runs until it is sent `stop` (or `seconds` pass), lets every alert it started finish
 * (answered or given up), and answers with its `KeyOutcome`s.
 */
import { type IncomingMessage, request } from 'node:http';

export interface BystanderRun {
  url: string;
  tags: string[];
  reasonId: string;
  clients: number;
  /** Numbers this run's alerts from here (their keys, names and addresses). */
  first: number;
  /** Stops starting alerts after this long even without `stop`. */
  seconds: number;
  /** Pause between one client's alerts, ms (keeps the load well under what the machine takes). */
  pauseMs: number;
  /** One attempt's time limit. */
  attemptTimeoutMs: number;
  /** How long one alert keeps being retried. */
  retryForMs: number;
}

export interface KeyOutcome {
  i: number;
  key: string;
  /** The last answer: 201, or what the client gave up on (0: no answer). */
  status: number;
  id?: string;
  /** Every answer before the last, as the client saw it (0: connection error or timeout). */
  errors: number[];
  /** From the first attempt to the last answer. */
  ms: number;
  /** Whether the last answer said it replayed the first (`Idempotent-Replayed: true`). */
  replayed: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A loopback address of its own for alert i (127.10.0.2 on): never 127.0.0.1, where nginx and the servers are. */
function bystanderAddress(i: number): string {
  return `127.${10 + Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 2}`;
}

/** The key the API takes: 8–128 letters, digits, `-`, `_`, `.`, `:`. */
const keyOf = (run: string, i: number) => `lb-${run}-${i}`;

export interface AlertPost {
  url: string;
  body: Record<string, string>;
  key: string;
  /** The address the connection comes from. */
  localAddress: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One POST /api/sos-calls on a connection of its own; status 0 for a connection error or a timeout. */
export function postAlert(p: AlertPost): Promise<{ status: number; id?: string; replayed: boolean }> {
  const body = JSON.stringify(p.body);
  return new Promise((resolve) => {
    const req = request(
      `${p.url}/api/sos-calls`,
      {
        method: 'POST',
        agent: false,
        localAddress: p.localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': p.key,
          ...p.headers,
        },
      },
      (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let id: string | undefined;
          try {
            id = res.statusCode === 201 ? (JSON.parse(text) as { data: { _id: string } }).data._id : undefined;
          } catch {}
          resolve({ status: res.statusCode ?? 0, id, replayed: res.headers['idempotent-replayed'] === 'true' });
        });
        res.on('error', () => resolve({ status: 0, replayed: false }));
      },
    );
    req.setTimeout(p.timeoutMs ?? 5000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, replayed: false }));
    req.end(body);
  });
}

const attempt = (o: BystanderRun, i: number, key: string) =>
  postAlert({
    url: o.url,
    key,
    localAddress: bystanderAddress(i),
    timeoutMs: o.attemptTimeoutMs,
    body: {
      creatorName: `LB ${i}`,
      creatorNumber: '9876543210',
      reasonId: o.reasonId,
      qrcodename: o.tags[i % o.tags.length]!,
    },
  });

const retryable = (status: number) => status === 0 || status === 409 || status >= 500;

async function alert(o: BystanderRun, run: string, i: number): Promise<KeyOutcome> {
  const key = keyOf(run, i);
  const t0 = performance.now();
  const errors: number[] = [];
  for (;;) {
    const a = await attempt(o, i, key);
    const out = { i, key, status: a.status, id: a.id, errors, ms: performance.now() - t0, replayed: a.replayed };
    if (!retryable(a.status) || performance.now() - t0 > o.retryForMs) return out;
    errors.push(a.status);
    await sleep(250);
  }
}

async function runBystanders(o: BystanderRun, stopped: () => boolean): Promise<KeyOutcome[]> {
  const run = Math.random().toString(36).slice(2, 10);
  const end = Date.now() + o.seconds * 1000;
  const outcomes: KeyOutcome[] = [];
  let next = o.first;
  await Promise.all(
    Array.from({ length: o.clients }, async () => {
      while (!stopped() && Date.now() < end) {
        outcomes.push(await alert(o, run, next++));
        if (o.pauseMs) await sleep(o.pauseMs);
      }
    }),
  );
  return outcomes;
}

// Run as a child process: the script's IPC channel drives it.
if (process.send) {
  let stop = false;
  process.on('message', (m: { stop?: true; run?: BystanderRun }) => {
    if (m.stop) stop = true;
    if (m.run)
      void runBystanders(m.run, () => stop).then((outcomes) => {
        process.send!({ outcomes }, () => process.exit(0));
      });
  });
  process.send({ ready: true });
}
