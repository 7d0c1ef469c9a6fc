import type { ServerResponse } from 'node:http';
import type { TAlertStatus } from '@safesathi/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import type { Lang } from '../../platform/i18n/i18n.js';
import { renderStatusSection } from './pages/alert-pages.js';
import { findAlertStatuses } from './sos-answers.service.js';

/** Open alert pages one process serves live; one more is answered with the page's Refresh link. */
export const MAX_ALERT_STREAMS = 2000;
/** Live alert pages one address may hold open (a family's phones behind one NAT, not a crowd). */
export const MAX_ALERT_STREAMS_PER_IP = 6;
/** A live page is ended after this; the page keeps its Refresh link. */
export const ALERT_STREAM_MS = 2 * 3600 * 1000;

interface Watcher {
  callId: string;
  lang: Lang;
  ip: string;
  res: ServerResponse;
  /** The section last sent, so only a change is written. */
  last: string;
  timer: NodeJS.Timeout;
}

/**
 * The bystanders' live alert pages (Server-Sent Events). Every `pollMs` one query reads the
 * progress of every alert watched here, whichever instance changed it (texts sent by any
 * sender, answers given anywhere); an answer announced on the event bus is read at once. Each
 * page gets its status section again, rendered, only when it changed.
 */
export class AlertWatch {
  private readonly watchers = new Set<Watcher>();
  private timer: NodeJS.Timeout | null = null;
  private busy: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly pollMs = 2000,
  ) {}

  /** Whether one more page may be watched from this address. */
  canWatch(ip: string): boolean {
    if (this.watchers.size >= MAX_ALERT_STREAMS) return false;
    let fromIp = 0;
    for (const w of this.watchers) if (w.ip === ip) fromIp++;
    return fromIp < MAX_ALERT_STREAMS_PER_IP;
  }

  /** Streams an alert's progress to `res` until it closes (or ALERT_STREAM_MS). */
  watch(callId: string, lang: Lang, ip: string, res: ServerResponse, first: TAlertStatus): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n: connected\n\n');
    const w: Watcher = {
      callId,
      lang,
      ip,
      res,
      last: '',
      timer: setTimeout(() => this.end(w), ALERT_STREAM_MS),
    };
    w.timer.unref();
    this.watchers.add(w);
    this.send(w, first);
    res.on('close', () => {
      clearTimeout(w.timer);
      this.watchers.delete(w);
    });
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

  /** Reads the given alerts (all watched ones without) and sends what changed. */
  refresh(callIds?: string[]): Promise<void> {
    if (this.watchers.size === 0) {
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
      return Promise.resolve();
    }
    // One read at a time: a slow database does not pile reads up.
    if (this.busy && !callIds) return this.busy;
    const watched = new Set([...this.watchers].map((w) => w.callId));
    const ids = (callIds ?? [...watched]).filter((id) => watched.has(id));
    if (ids.length === 0) return Promise.resolve();
    const run = findAlertStatuses(this.db, ids)
      .then((statuses) => {
        for (const w of this.watchers) {
          const s = statuses.get(w.callId);
          if (s) this.send(w, s);
        }
      })
      .catch((err) => this.log.warn({ err }, 'could not read alerts for their live pages'))
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

  get size(): number {
    return this.watchers.size;
  }

  private send(w: Watcher, status: TAlertStatus): void {
    const html = renderStatusSection(w.lang, status);
    if (html === w.last) return;
    w.last = html;
    w.res.write(`event: status\ndata: ${JSON.stringify(html)}\n\n`);
  }

  private end(w: Watcher): void {
    clearTimeout(w.timer);
    w.res.write('event: end\ndata: {}\n\n');
    w.res.end();
    this.watchers.delete(w);
  }
}
