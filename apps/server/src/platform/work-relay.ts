import type { FastifyBaseLogger } from 'fastify';
import type { EventBus, Work } from './events.js';

/**
 * Work a web process (ROLE=web) made for the workers — texts to send, campaign texts to feed,
 * blood rings to search — announced on the database's NOTIFY so that a worker starts it at once
 * rather than at its next look (docs/decisions/0074-process-roles.md). The work itself is already
 * in the database: a lost notice only delays it until the worker's next poll (a second for texts).
 * What is asked within a tick leaves as one notice.
 */
export class WorkRelay {
  private pending: Set<Work> | null = null;
  constructor(
    private readonly events: EventBus,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  kick(what: Work): void {
    if (this.pending) {
      this.pending.add(what);
      return;
    }
    const pending = new Set<Work>([what]);
    this.pending = pending;
    setImmediate(() => {
      this.pending = null;
      this.events
        .broadcast('work-due', { what: [...pending] })
        .catch((err) => this.log.warn({ err }, 'could not tell the workers of new work'));
    });
  }
}

/** In a process that sends: hears of new alerts and of work the web processes made, and starts it. */
export function hearWork(
  events: EventBus,
  parts: {
    worker: { kick(): void; origins: { note(alertId: string, reqId?: string): void } };
    campaigns: { kick(): void };
    blood: { kick(): void };
  },
): void {
  events.onBroadcast('soscall-created', ({ id, reqId }) => {
    parts.worker.origins.note(id, reqId);
    parts.worker.kick();
  });
  events.onBroadcast('work-due', ({ what }) => {
    if (what.includes('texts')) parts.worker.kick();
    if (what.includes('campaigns')) parts.campaigns.kick();
    if (what.includes('blood')) parts.blood.kick();
  });
}
