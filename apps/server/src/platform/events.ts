import { EventEmitter } from 'node:events';
import type { TSosCall } from '@safesathi/contract';

export interface AppEvents {
  soscall: TSosCall;
}

/**
 * In-process event bus (SOS calls → live admin streams). One process today; with several,
 * this is where PostgreSQL LISTEN/NOTIFY would fan events out.
 */
export class EventBus {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
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
}
