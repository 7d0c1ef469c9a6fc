import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Request } from './pglite-worker.js';

interface Result {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What drizzle and our code call on a PGlite client: queries, transactions, a dump, close. */
export interface PgliteLike {
  query<T>(
    text: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<Result & { rows: T[] }>;
  exec(text: string): Promise<Result[]>;
  transaction<T>(fn: (tx: PgliteLike) => Promise<T>): Promise<T>;
}

/**
 * PGlite in a worker thread, behind the part of PGlite's interface that drizzle uses. The main
 * thread's event loop then never runs the database's work itself: under a burst of alerts its
 * turns stay short, so new connections are accepted at once (libuv accepts one per turn).
 * Queries still run one at a time, in order; a transaction holds the others back as in PGlite.
 */
export class ThreadedPglite implements PgliteLike {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private exited: Error | null = null;
  private closing = false;

  /** `onLost`: the thread died other than by close() (the process should exit and be restarted). */
  constructor(dataDir?: string, onLost?: (err: Error) => void) {
    this.worker = new Worker(workerBootstrap(), { eval: true, workerData: { dataDir } });
    this.worker.on('message', (m: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.error) p.reject(Object.assign(new Error(String(m.error.message)), m.error));
      else p.resolve(m.result);
    });
    const fail = (err: Error) => {
      if (this.exited) return;
      this.exited = err;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      if (!this.closing) onLost?.(err);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the database thread stopped (${code})`)));
  }

  private call<T>(m: Omit<Request, 'id'>): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...m, id });
    });
  }

  /** Answers once the database is open (the first query waits for it anyway). */
  async ready(): Promise<this> {
    await this.query('select 1');
    return this;
  }

  query<T>(
    text: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
    tx?: number,
    urgent?: boolean,
  ) {
    return this.call<Result & { rows: T[] }>({ op: 'query', text, params, rowMode: options?.rowMode, tx, urgent });
  }

  exec(text: string, tx?: number, urgent?: boolean): Promise<Result[]> {
    return this.call<Result[]>({ op: 'exec', text, tx, urgent });
  }

  /**
   * The same database through a lane served before waiting requests (the SMS sender's): under a
   * burst of alerts, texts still go out within seconds. Order within each lane is kept.
   */
  urgentLane(): PgliteLike {
    return {
      query: (text, params, options) => this.query(text, params, options, undefined, true),
      exec: (text) => this.exec(text, undefined, true),
      transaction: (fn) => this.transaction(fn, true),
    };
  }

  async transaction<T>(fn: (tx: PgliteLike) => Promise<T>, urgent?: boolean): Promise<T> {
    const tx = await this.call<number>({ op: 'begin', urgent });
    const handle: PgliteLike = {
      query: (text, params, options) => this.query(text, params, options, tx),
      exec: (text) => this.exec(text, tx),
      transaction: () => Promise.reject(new Error('nested transactions use savepoints')),
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (err) {
      // The caller's error is the one that matters, even if the rollback fails too.
      await this.call({ op: 'end', tx, commit: false }).catch(() => {});
      throw err;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  dumpDataDir(_compression?: 'none'): Promise<Blob> {
    return this.call<Blob>({ op: 'dump' });
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.exited) return;
    await this.call({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}

/**
 * The worker's first lines: it loads pglite-worker beside this file. From TypeScript sources (the
 * server runs through tsx) the worker registers tsx first, since a worker thread does not
 * inherit the main thread's module hooks; from compiled JavaScript it loads the file directly.
 */
function workerBootstrap(): string {
  const ext = extname(fileURLToPath(import.meta.url));
  const file = new URL(`./pglite-worker${ext}`, import.meta.url).href;
  if (ext !== '.ts') return `import(${JSON.stringify(file)});`;
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(file)}); });`;
}
