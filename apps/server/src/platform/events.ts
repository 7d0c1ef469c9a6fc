import { EventEmitter } from 'node:events';
import type { TSosCall } from '@safesathi/contract';
import type { Channel } from './db/client.js';

/** Small messages every instance receives (carried by PostgreSQL NOTIFY, 8,000 bytes at most). */
export interface BroadcastEvents {
  /** A new SOS call was stored (by any instance). */
  'soscall-created': { id: string };
  /** A session ended, or a user's permissions or account changed: long-lived answers check again. */
  'access-changed': { userId?: string; sessionId?: string };
}

export interface AppEvents {
  soscall: TSosCall;
}

/**
 * Two kinds of events. `emit`/`on` stay in this process (a new call, whole, for the live admin
 * streams here). `broadcast`/`onBroadcast` reach every instance on the same database, this one
 * included: through PostgreSQL LISTEN/NOTIFY when there is a channel, in-process otherwise (PGlite).
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  private stopListening: (() => Promise<void>) | null = null;
  constructor(private readonly channel?: Channel) {
    this.emitter.setMaxListeners(0);
  }

  /** Starts receiving other instances' broadcasts. */
  async start(): Promise<void> {
    if (!this.channel || this.stopListening) return;
    this.stopListening = await this.channel.subscribe((message) => {
      try {
        const { name, payload } = JSON.parse(message) as { name: string; payload: unknown };
        this.emitter.emit(`broadcast:${name}`, payload);
      } catch {
        // Not ours: ignore.
      }
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
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

  async broadcast<K extends keyof BroadcastEvents>(name: K, payload: BroadcastEvents[K]): Promise<void> {
    if (this.channel) await this.channel.publish(JSON.stringify({ name, payload }));
    else setImmediate(() => this.emitter.emit(`broadcast:${name}`, payload));
  }
  onBroadcast<K extends keyof BroadcastEvents>(name: K, fn: (payload: BroadcastEvents[K]) => void): () => void {
    const key = `broadcast:${name}`;
    this.emitter.on(key, fn);
    return () => this.emitter.off(key, fn);
  }
}
