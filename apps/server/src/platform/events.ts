import { EventEmitter } from 'node:events';
import type { TSosCall } from '@safesathi/contract';
import { Batcher } from './batcher.js';
import type { Channel } from './db/client.js';

/** Small messages every instance receives (carried by PostgreSQL NOTIFY, batched, 8,000 bytes a batch at most). */
export interface BroadcastEvents {
  /** A new SOS call was stored (by any instance). */
  'soscall-created': { id: string; reqId?: string };
  /** A process that sends nothing (ROLE=web) made work for those that do: texts, campaign texts, blood rings. */
  'work-due': { what: Work[] };
  /** Alerts were answered through a text's link: live alert pages and admin streams read them again. */
  'sos-answered': { ids: string[] };
  /** Blood requests changed (a ring searched, a donor answered, a request closed): their live pages read them again. */
  'blood-updated': { ids: string[] };
  /** Travel groups changed (a member joined or left, a share started or stopped, a position came): their live streams read them again. */
  'group-updated': { ids: string[] };
  /** A session ended, or a user's permissions or account changed: long-lived answers check again. */
  'access-changed': { userId?: string; sessionId?: string };
}

export type Work = 'texts' | 'campaigns' | 'blood';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const MAX_NOTIFY_BYTES = 7900;

export interface AppEvents {
  soscall: TSosCall;
  /** A call changed (answered): the live admin streams here show it again. */
  'soscall-updated': TSosCall;
}

/**
 * Two kinds of events. `emit`/`on` stay in this process (a new call, whole, for the live admin
 * streams here). `broadcast`/`onBroadcast` reach every instance on the same database, this one
 * included: through PostgreSQL LISTEN/NOTIFY when there is a channel, in-process otherwise (PGlite).
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  private stopListening: (() => Promise<void>) | null = null;
  /** The NOTIFYs carrying this instance's broadcasts (see broadcast). */
  private readonly notices: Batcher<string, void> | null;
  constructor(private readonly channel?: Channel) {
    this.emitter.setMaxListeners(0);
    this.notices = channel
      ? new Batcher<string, void>(
          async (messages) => {
            await channel.publish(`[${messages.join(',')}]`);
            return messages.map(() => ({ ok: true, value: undefined }));
          },
          // "[" + each message and its comma (or the closing "]").
          {
            maxInFlight: 1,
            maxBatch: Number.POSITIVE_INFINITY,
            size: { of: (m) => m.length + 1, max: MAX_NOTIFY_BYTES - 1 },
            gather: true,
          },
        )
      : null;
  }

  /** Starts receiving other instances' broadcasts. */
  async start(): Promise<void> {
    if (!this.channel || this.stopListening) return;
    this.stopListening = await this.channel.subscribe((message) => {
      try {
        const messages = JSON.parse(message) as { name: string; payload: unknown }[];
        for (const { name, payload } of messages) this.emitter.emit(`broadcast:${name}`, payload);
      } catch {
        // Not ours: ignore.
      }
    });
  }

  /** Stops listening, once the notices given so far have left (the database closes after this). */
  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
    await this.notices?.idle();
  }

  emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): void {
    this.emitter.emit(name, payload);
  }
  on<K extends keyof AppEvents>(name: K, fn: (payload: AppEvents[K]) => void): () => void {
    this.emitter.on(name, fn);
    return () => this.emitter.off(name, fn);
  }
  listenerCount(name: keyof AppEvents): number {
    return this.emitter.listenerCount(name);
  }

  /**
   * One NOTIFY at a time, carrying every message given since the last one left (up to 8,000 bytes
   * each): under a burst of alerts a notice per alert would cost a transaction each, and NOTIFY
   * serialises commits. The messages given while a NOTIFY is on its way wait for it and leave
   * together in the next, so the notices never fall behind the alerts however slow the database
   * is to answer: the busier, the fuller each NOTIFY. They arrive in the order they were given.
   */
  broadcast<K extends keyof BroadcastEvents>(name: K, payload: BroadcastEvents[K]): Promise<void> {
    if (!this.notices) {
      setImmediate(() => this.emitter.emit(`broadcast:${name}`, payload));
      return Promise.resolve();
    }
    // The first message of a quiet moment waits a turn for the others given in the same one.
    return this.notices.add(JSON.stringify({ name, payload }));
  }
  onBroadcast<K extends keyof BroadcastEvents>(name: K, fn: (payload: BroadcastEvents[K]) => void): () => void {
    const key = `broadcast:${name}`;
    this.emitter.on(key, fn);
    return () => this.emitter.off(key, fn);
  }
}
