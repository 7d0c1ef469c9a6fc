import { getToken } from './storage';

/** One Server-Sent Event: its type (`message` when the server named none), data and id. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * An incremental reader of the `text/event-stream` format (WHATWG HTML §9.2): feed it text as it
 * arrives, in chunks cut anywhere, and it calls `onMessage` for each complete event. Comments
 * (`: ping`) are skipped; `retry:` is reported through `onRetry`.
 */
export function createSseParser(onMessage: (message: SseMessage) => void, onRetry?: (ms: number) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let hasData = false;

  const dispatch = () => {
    if (hasData) onMessage({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
    hasData = false;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      hasData = true;
    } else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  // A CR ends a line at once; an LF right after it (maybe in the next chunk) belongs to it.
  let afterCR = false;
  return (chunk: string) => {
    if (!chunk) return;
    let text = chunk;
    if (afterCR && text.startsWith('\n')) text = text.slice(1);
    afterCR = false;
    buffer += text;
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      if (!match) break;
      line(buffer.slice(0, match.index));
      buffer = buffer.slice(match.index + match[0].length);
      if (match[0] === '\r' && buffer === '') afterCR = true;
    }
  };
}

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
 * Reads a Server-Sent Events stream with `fetch`, so the bearer token travels in the
 * Authorization header and never in a URL (EventSource cannot send headers). Reconnects with
 * exponential backoff and jitter when the stream drops; stops for good on 401/403, when the
 * token is gone, or when the returned function is called.
 */
export function openEventStream(options: EventStreamOptions): () => void {
  const minDelay = options.minDelayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  let serverRetry = 0;
  let attempt = 0;
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retryLater = () => {
    if (stopped) return;
    attempt += 1;
    const base = Math.min(maxDelay, Math.max(minDelay, serverRetry) * 2 ** Math.min(attempt - 1, 10));
    const delay = Math.round(base * (0.8 + Math.random() * 0.4));
    options.onState?.('retrying', { attempt, retryInMs: delay });
    timer = setTimeout(connect, delay);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const token = getToken();
    if (!token) {
      options.onState?.('denied', { attempt });
      return;
    }
    controller = new AbortController();
    options.onState?.('connecting', { attempt });
    try {
      const response = await fetch(options.path, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}`, 'Cache-Control': 'no-cache' },
        signal: controller.signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) {
        options.onState?.('denied', { attempt });
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      attempt = 0;
      options.onState?.('open', { attempt });
      const parse = createSseParser(
        (message) => {
          if (!stopped) options.onMessage(message);
        },
        (ms) => {
          serverRetry = ms;
        },
      );
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parse(value);
      }
    } catch {
      // Dropped, refused or unreachable: try again below unless we were told to stop.
    }
    if (!stopped) retryLater();
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
