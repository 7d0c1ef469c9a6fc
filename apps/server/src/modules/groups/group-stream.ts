import type { ServerResponse } from 'node:http';
import { ZGroup } from '@safesathi/contract';
import type { FastifyInstance } from 'fastify';
import { loadSessionUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { serializeWith } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { loadGroupStates, tilesOf, viewOf } from './group-view.js';

/** Live group streams one user may hold open (tabs, devices); one more is refused. */
export const MAX_GROUP_STREAMS_PER_USER = 5;

interface Watcher {
  groupId: string;
  userId: string;
  sessionId: string;
  token: string;
  res: ServerResponse;
  /** The view last sent, so only a change is written. */
  last: string;
}

/**
 * Members' live view of a group (Server-Sent Events; docs/decisions/0072-trip-groups.md). A
 * change anywhere (a position, a share started or stopped, a member who joined, left or was
 * removed) is announced to every instance (`group-updated`, LISTEN/NOTIFY); each reads the group
 * again and writes every member watching it here their view, as `event: group`. A watcher who is
 * no longer a member gets nothing more: their stream is ended. Sessions are checked again on
 * `access-changed` and every `streamRecheckMs`, when the groups are read again too (a share whose
 * time ran out leaves the view).
 */
export class GroupStreams {
  private readonly watchers = new Set<Watcher>();
  private readonly timer: NodeJS.Timeout;
  private readonly off: (() => void)[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly services: AppServices,
  ) {
    const { events } = services;
    this.off.push(events.onBroadcast('group-updated', ({ ids }) => void this.refresh(ids)));
    this.off.push(
      events.onBroadcast('access-changed', ({ userId, sessionId }) => {
        void this.recheck([...this.watchers].filter((w) => w.userId === userId || w.sessionId === sessionId));
      }),
    );
    this.timer = setInterval(() => {
      void this.recheck([...this.watchers]).then(() => this.refresh());
    }, services.streamRecheckMs);
    this.timer.unref();
  }

  countOf(userId: string): number {
    return [...this.watchers].filter((w) => w.userId === userId).length;
  }

  /** Streams the group's view to this member until the stream closes or they are no longer a member. */
  open(w: Omit<Watcher, 'last'>, first: string): void {
    const watcher: Watcher = { ...w, last: '' };
    w.res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    w.res.write('retry: 3000\n: connected\n\n');
    this.write(watcher, first);
    // Comments keep proxies from closing an idle stream.
    const ping = setInterval(() => w.res.write(': ping\n\n'), 25_000);
    this.watchers.add(watcher);
    w.res.on('close', () => {
      clearInterval(ping);
      this.watchers.delete(watcher);
    });
  }

  /** Groups changed while a read runs (all: every watched one), read together by the next. */
  private queued: Set<string> | 'all' | null = null;
  private running: Promise<void> | null = null;

  /**
   * Reads the given groups (every watched one without) and writes each watcher's view if it
   * changed. Reads are one at a time per instance: changes announced meanwhile are coalesced into
   * the next read, so a busy instance reads many groups at once rather than one read per position.
   */
  refresh(ids?: string[]): Promise<void> {
    if (!ids) this.queued = 'all';
    else if (this.queued !== 'all') {
      this.queued ??= new Set();
      for (const id of ids) this.queued.add(id);
    }
    this.running ??= this.drain();
    return this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queued) {
        const which = this.queued;
        this.queued = null;
        await this.read(which === 'all' ? undefined : [...which]);
      }
    } finally {
      // In the same step as the loop's last check: a change queued after it starts a new drain.
      this.running = null;
    }
  }

  private async read(ids?: string[]): Promise<void> {
    const watched = new Set([...this.watchers].map((w) => w.groupId));
    const wanted = new Set((ids ?? [...watched]).filter((id) => watched.has(id)));
    if (wanted.size === 0) return;
    try {
      const states = await loadGroupStates(this.services.database.db, [...wanted], this.app.clock());
      const tiles = tilesOf(this.services.config.trips);
      for (const w of this.watchers) {
        if (!wanted.has(w.groupId)) continue;
        const state = states.get(w.groupId);
        const view = state ? viewOf(state, w.userId, tiles) : null;
        if (!view) this.end(w);
        else this.write(w, serializeWith(ZGroup, view));
      }
    } catch (err) {
      // The database may be briefly away: the next change or check sends the view.
      this.app.log.warn({ err }, 'could not read groups for their live streams');
    }
  }

  close(): void {
    clearInterval(this.timer);
    for (const off of this.off) off();
    for (const w of this.watchers) this.end(w);
  }

  private async recheck(which: Watcher[]): Promise<void> {
    for (const w of which) {
      try {
        const found = await loadSessionUser(this.services.database.db, this.services.tokens, w.token, this.app.clock());
        if (!found || found.sessionId !== w.sessionId) this.end(w);
      } catch (err) {
        this.app.log.warn({ err }, 'could not re-check a group stream');
      }
    }
  }

  private write(w: Watcher, json: string): void {
    if (json === w.last) return;
    w.last = json;
    w.res.write(`event: group\ndata: ${json}\n\n`);
  }

  private end(w: Watcher): void {
    this.watchers.delete(w);
    w.res.write('event: end\ndata: {}\n\n');
    w.res.end();
  }
}

/** The refusal when a user has MAX_GROUP_STREAMS_PER_USER streams open already. */
export const tooManyStreams = () =>
  new AppError(
    'RATE_LIMITED',
    `You already have ${MAX_GROUP_STREAMS_PER_USER} live group windows open. Close one and try again.`,
    undefined,
    { 'retry-after': '30' },
  );
