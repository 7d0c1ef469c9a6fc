/**
 * The embedded database in a thread of its own (see threaded-pglite.ts): PGlite runs its queries
 * synchronously, and on the main thread they made every event-loop turn long enough that a burst
 * of new connections waited seconds to be accepted (docs/decisions/0020-delivery.md).
 * Messages in: { id, op, ... }; out: { id, result } or { id, error }.
 */
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './extensions.js';

export interface Request {
  id: number;
  op: 'query' | 'exec' | 'begin' | 'end' | 'dump' | 'close';
  text?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** The transaction a query belongs to (answered by 'begin'). */
  tx?: number;
  /** With 'end': commit, or roll back. */
  commit?: boolean;
  /** Served before any waiting request's work (the SMS sender's lane). */
  urgent?: boolean;
}

// Dates and intervals stay text, as drizzle asks of PGlite on the main thread (its parsers are
// functions, which cannot cross to this thread).
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((t) => [t, (v: string) => v]),
);

// The database's WebAssembly compiled optimised before it opens, rather than first by V8's
// baseline compiler and optimised only as each function turns hot: start-up takes about a second
// longer, but a crowd arriving right after a start or restart no longer meets database code
// running at half speed (at 300 alerts/s, p99 in the first seconds went from about 340 ms to
// about 230 ms: `RATE=300 DB=pglite npm run reliability:load`). V8's flags are the process's;
// this thread is the only one running WebAssembly.
setFlagsFromString('--no-liftoff');

const { dataDir } = workerData as { dataDir?: string };
const ready = PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  done: Promise<unknown>;
}
const transactions = new Map<number, OpenTransaction>();
const ROLLED_BACK = new Error('rolled back');
let nextTx = 1;

async function handle(m: Request): Promise<unknown> {
  const pg = await ready;
  switch (m.op) {
    case 'query': {
      const on = m.tx ? transactions.get(m.tx)?.tx : pg;
      if (!on) throw new Error(`transaction ${m.tx} is not open`);
      const r = await on.query(m.text!, m.params, { rowMode: m.rowMode ?? 'object', parsers });
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    }
    case 'exec': {
      const on = m.tx ? transactions.get(m.tx)?.tx : pg;
      if (!on) throw new Error(`transaction ${m.tx} is not open`);
      return (await on.exec(m.text!)).map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin': {
      // The transaction stays open until 'end'; meanwhile PGlite holds other queries back.
      const id = nextTx++;
      return new Promise((opened, failed) => {
        let started = false;
        const entry: OpenTransaction = { tx: null as unknown as Transaction, end: () => {}, done: Promise.resolve() };
        entry.done = pg.transaction(
          (tx) =>
            new Promise<void>((commit, rollBack) => {
              started = true;
              entry.tx = tx;
              entry.end = (ok) => (ok ? commit() : rollBack(ROLLED_BACK));
              transactions.set(id, entry);
              opened(id);
            }),
        );
        entry.done.catch((err) => {
          if (!started) failed(err);
        });
      });
    }
    case 'end': {
      const open = transactions.get(m.tx!);
      if (!open) throw new Error(`transaction ${m.tx} is not open`);
      transactions.delete(m.tx!);
      open.end(m.commit === true);
      // Answered once PGlite has committed (or rolled back): a failed commit is the caller's error.
      await open.done.catch((err) => {
        if (err !== ROLLED_BACK) throw err;
      });
      return null;
    }
    case 'dump':
      // Nothing else runs meanwhile (no transaction is open between two pieces of work): the
      // checkpoint writes every commit into the files, and the tarball is taken right after.
      await pg.exec('checkpoint');
      return pg.dumpDataDir('none');
    case 'close':
      await pg.close();
      return null;
  }
}

/** A database error as plain data: its code, constraint and detail are what callers look at. */
function plain(err: unknown): Record<string, unknown> {
  const e = err as Error & Record<string, unknown>;
  const out: Record<string, unknown> = { message: e?.message ?? String(err), name: e?.name };
  for (const key of ['code', 'constraint', 'detail', 'severity', 'table', 'column', 'schema', 'hint', 'position'])
    if (e?.[key] !== undefined) out[key] = e[key];
  return out;
}

function answer(m: Request, work: Promise<unknown>): Promise<unknown> {
  return work.then(
    (result) => parentPort!.postMessage({ id: m.id, result }),
    (err) => parentPort!.postMessage({ id: m.id, error: plain(err) }),
  );
}

/**
 * Work outside a transaction runs one piece at a time, urgent first: PGlite would serve it in
 * arrival order, and under a burst of alerts the sender's claims and outcomes would wait behind
 * every request's queries (on PostgreSQL the sender has connections of its own instead). A
 * transaction runs whole before the next piece starts; its own queries and its end go straight in.
 */
const urgent: Request[] = [];
const normal: Request[] = [];
let running = false;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function drain(): Promise<void> {
  running = true;
  // PGlite does its work inside the microtasks of the message that asked for it: without a turn
  // of the event loop between pieces, the messages behind would only arrive one by one and there
  // would never be a choice to make.
  await nextTurn();
  let lastTurn = performance.now();
  for (let m = urgent.shift() ?? normal.shift(); m; m = urgent.shift() ?? normal.shift()) {
    const work = handle(m);
    await answer(m, work);
    if (m.op === 'begin') {
      const open = transactions.get((await work.catch(() => 0)) as number);
      await open?.done.catch(() => {});
    }
    // A turn costs little but not nothing: one every millisecond of work is enough to choose.
    if (performance.now() - lastTurn > 1) {
      await nextTurn();
      lastTurn = performance.now();
    }
  }
  running = false;
}

parentPort!.on('message', (m: Request) => {
  if (m.tx || m.op === 'end') {
    void answer(m, handle(m));
    return;
  }
  (m.urgent ? urgent : normal).push(m);
  if (!running) void drain();
});
