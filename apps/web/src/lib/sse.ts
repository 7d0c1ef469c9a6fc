import { fetchEventSource } from '@microsoft/fetch-event-source';
import { getToken } from './storage';

/** One Server-Sent Event: its type (`message` when the server named none), data and id. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/** The server refused the stream (401/403): no point in trying again. */
class Refused extends Error {}
/** The stream ended or failed: try again after a while. */
class Dropped extends Error {}

export type StreamState = 'connecting' | 'open' | 'retrying' | 'denied';

export interface EventStreamOptions {
  /** Same-origin path, e.g. `/api/notifications/stream`. */
  path: string;
  onMessage: (message: SseMessage) => void;
  /** Connection state changes; `open` again after a drop means some events may have been missed. */
  onState?: (state: StreamState, detail: { attempt: number; retryInMs?: number }) => void;
  /** First wait before reconnecting; doubles each failed try up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Reads a Server-Sent Events stream with `@microsoft/fetch-event-source`, so the bearer token
 * travels in the Authorization header and never in a URL (EventSource cannot send headers).
 * Reconnects with exponential backoff and jitter when the stream drops or ends; stops for good on
 * 401/403, when the token is gone, or when the returned function is called.
 */
export function openEventStream(options: EventStreamOptions): () => void {
  const minDelay = options.minDelayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const token = getToken();
  if (!token) {
    options.onState?.('denied', { attempt: 0 });
    return () => {};
  }
  const controller = new AbortController();
  let attempt = 0;
  options.onState?.('connecting', { attempt });
  void fetchEventSource(options.path, {
    headers: { Authorization: `Bearer ${token}`, 'Cache-Control': 'no-cache' },
    signal: controller.signal,
    credentials: 'same-origin',
    cache: 'no-store',
    // An admin keeps the back office in a background tab and still wants the bell to ring.
    openWhenHidden: true,
    async onopen(response) {
      if (response.status === 401 || response.status === 403) throw new Refused();
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream'))
        throw new Dropped(`stream answered ${response.status}`);
      attempt = 0;
      options.onState?.('open', { attempt });
    },
    onmessage(message) {
      // Comments and empty events carry nothing.
      if (!message.data && !message.event) return;
      options.onMessage({ event: message.event || 'message', data: message.data, id: message.id || undefined });
    },
    onclose() {
      throw new Dropped('stream ended');
    },
    onerror(error) {
      if (error instanceof Refused) {
        options.onState?.('denied', { attempt });
        throw error;
      }
      attempt += 1;
      const base = Math.min(maxDelay, minDelay * 2 ** Math.min(attempt - 1, 10));
      const delay = Math.round(base * (0.8 + Math.random() * 0.4));
      options.onState?.('retrying', { attempt, retryInMs: delay });
      // The library waits this long, then connects again; `connecting` is said when it does.
      setTimeout(() => {
        if (!controller.signal.aborted) options.onState?.('connecting', { attempt });
      }, delay);
      return delay;
    },
  }).catch(() => {
    // Refused for good (already told through onState), or stopped.
  });
  return () => controller.abort();
}
