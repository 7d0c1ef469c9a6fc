import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from './i18n/i18n.js';

/** Open live pages one process serves, per kind; one more is answered with the page's Refresh link. */
export const MAX_LIVE_STREAMS = 2000;
/** Live pages one address may hold open (a family's phones behind one NAT, not a crowd). */
export const MAX_LIVE_STREAMS_PER_IP = 6;
/** A live page is ended after this; the page keeps its Refresh link. */
export const LIVE_STREAM_MS = 2 * 3600 * 1000;

interface Watcher {
  id: string;
  lang: Lang;
  ip: string;
  res: ServerResponse;
  /** The section last sent, so only a change is written. */
  last: string;
  timer: NodeJS.Timeout;
}

/**
 * Server-rendered pages kept live through Server-Sent Events: a bystander's alert page, a blood
 * requester's page. Every `pollMs` one `load` reads the state of every record watched here,
 * whichever instance changed it (texts sent by any sender, answers given anywhere); a change
 * announced on the event bus is read at once (`refresh(ids)`). Each page gets its changing
 * section again, rendered by `render`, only when it changed.
 */
export class LivePages<S> {
  private readonly watchers = new Set<Watcher>();
  private timer: NodeJS.Timeout | null = null;
  private busy: Promise<void> | null = null;
  private readonly goneListeners = new Set<(id: string) => void>();

  constructor(
    private readonly load: (ids: string[]) => Promise<Map<string, S>>,
    private readonly render: (lang: Lang, state: S) => string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly what: string,
    private readonly pollMs = 2000,
  ) {}

  /** Whether one more page may be watched from this address. */
  canWatch(ip: string): boolean {
    if (this.watchers.size >= MAX_LIVE_STREAMS) return false;
    let fromIp = 0;
    for (const w of this.watchers) if (w.ip === ip) fromIp++;
    return fromIp < MAX_LIVE_STREAMS_PER_IP;
  }

  /** Streams a record's state to `res` until it closes (or LIVE_STREAM_MS). */
  watch(id: string, lang: Lang, ip: string, res: ServerResponse, first: S): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n: connected\n\n');
    const w: Watcher = {
      id,
      lang,
      ip,
      res,
      last: '',
      timer: setTimeout(() => this.end(w), LIVE_STREAM_MS),
    };
    w.timer.unref();
    this.watchers.add(w);
    this.send(w, first);
    res.on('close', () => this.release(w));
    if (!this.timer) {
      let ticks = 0;
      this.timer = setInterval(() => {
        // A comment now and then keeps proxies from closing a page that has had no news.
        if (++ticks % Math.max(1, Math.round(25_000 / this.pollMs)) === 0)
          for (const x of this.watchers) x.res.write(': ping\n\n');
        void this.refresh();
      }, this.pollMs);
      this.timer.unref();
    }
  }

  /** Reads the given records (all watched ones without) and sends what changed. */
  refresh(ids?: string[]): Promise<void> {
    if (this.watchers.size === 0) {
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
      return Promise.resolve();
    }
    // One read at a time: a slow database does not pile reads up.
    if (this.busy && !ids) return this.busy;
    const watched = new Set([...this.watchers].map((w) => w.id));
    const wanted = (ids ?? [...watched]).filter((id) => watched.has(id));
    if (wanted.length === 0) return Promise.resolve();
    const run = this.load(wanted)
      .then((states) => {
        for (const w of this.watchers) {
          const s = states.get(w.id);
          if (s) this.send(w, s);
        }
      })
      .catch((err) => this.log.warn({ err }, `could not read ${this.what} for their live pages`))
      .finally(() => {
        if (this.busy === run) this.busy = null;
      });
    this.busy = run;
    return run;
  }

  /** Ends every live page (the server is stopping): each browser shows what it last had. */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const w of this.watchers) this.end(w);
  }

  /**
   * Calls `listener` with a record's id once no page of it is open here any more (the last one
   * closed, ran its time, or the server is stopping): what a caller keeps per watched record can go.
   * Answers the function that stops it.
   */
  onGone(listener: (id: string) => void): () => void {
    this.goneListeners.add(listener);
    return () => this.goneListeners.delete(listener);
  }

  get size(): number {
    return this.watchers.size;
  }

  private send(w: Watcher, state: S): void {
    const html = this.render(w.lang, state);
    if (html === w.last) return;
    w.last = html;
    w.res.write(`event: status\ndata: ${JSON.stringify(html)}\n\n`);
  }

  private end(w: Watcher): void {
    w.res.write('event: end\ndata: {}\n\n');
    w.res.end();
    this.release(w);
  }

  /** Forgets a page (once, whichever of its end and its close comes first), and its record if it was the last. */
  private release(w: Watcher): void {
    clearTimeout(w.timer);
    if (!this.watchers.delete(w)) return;
    for (const other of this.watchers) if (other.id === w.id) return;
    for (const listener of this.goneListeners) listener(w.id);
  }
}
