import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSseParser, openEventStream, type SseMessage, type StreamState } from './sse';

function collect() {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const feed = createSseParser(
    (m) => messages.push(m),
    (ms) => retries.push(ms),
  );
  return { messages, retries, feed };
}

describe('createSseParser', () => {
  it('reads named events, skips comments and reports retry', () => {
    const { messages, retries, feed } = collect();
    feed('retry: 3000\n: connected\n\nevent: soscall\nid: 1\ndata: {"a":1}\n\n: ping\n\n');
    expect(retries).toEqual([3000]);
    expect(messages).toEqual([{ event: 'soscall', data: '{"a":1}', id: '1' }]);
  });

  it('joins multi-line data and defaults the event name to message', () => {
    const { messages, feed } = collect();
    feed('data: one\ndata:two\n\n');
    expect(messages).toEqual([{ event: 'message', data: 'one\ntwo', id: undefined }]);
  });

  it('copes with chunks cut anywhere, CRLF split between chunks included', () => {
    const { messages, feed } = collect();
    const text = 'event: soscall\r\ndata: {"x":"y"}\r\n\r\nevent: soscall\rdata: 2\r\r';
    for (const ch of text) {
      feed(ch);
      feed('');
    }
    expect(messages.map((m) => m.data)).toEqual(['{"x":"y"}', '2']);
    expect(messages.every((m) => m.event === 'soscall')).toBe(true);
  });

  it('dispatches nothing for an event without data or an unfinished one', () => {
    const { messages, feed } = collect();
    feed('event: soscall\n\nevent: soscall\ndata: half');
    expect(messages).toEqual([]);
  });
});

function streamOf(chunks: string[], keepOpen = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      if (!keepOpen) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('openEventStream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function stubToken(token: string | null) {
    vi.stubGlobal('window', { localStorage: { getItem: () => token } });
  }

  it('sends the token in the Authorization header, never in the URL, and reconnects after a drop', async () => {
    stubToken('secret-token');
    const calls: { url: string; auth: string | undefined }[] = [];
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, auth: (init.headers as Record<string, string>).Authorization });
      return calls.length === 1
        ? streamOf(['event: soscall\ndata: {"n":1}\n\n'])
        : streamOf(['event: soscall\ndata: {"n":2}\n\n'], true);
    });
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[] = [];
    const states: StreamState[] = [];
    const stop = openEventStream({
      path: '/api/notifications/stream',
      onMessage: (m) => seen.push(m.data),
      onState: (s) => states.push(s),
      minDelayMs: 5,
      maxDelayMs: 20,
    });
    await vi.waitFor(() => expect(seen).toEqual(['{"n":1}', '{"n":2}']));
    stop();
    expect(calls).toHaveLength(2);
    for (const c of calls) {
      expect(c.url).toBe('/api/notifications/stream');
      expect(c.auth).toBe('Bearer secret-token');
    }
    expect(states).toEqual(['connecting', 'open', 'retrying', 'connecting', 'open']);
  });

  it('backs off longer after each failed try', async () => {
    stubToken('t');
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const waits: number[] = [];
    const stop = openEventStream({
      path: '/s',
      onMessage: () => {},
      onState: (s, d) => {
        if (s === 'retrying' && d.retryInMs !== undefined) waits.push(d.retryInMs);
      },
      minDelayMs: 1000,
      maxDelayMs: 8000,
    });
    for (let i = 0; i < 6; i += 1) await vi.advanceTimersByTimeAsync(10_000);
    stop();
    expect(waits.slice(0, 5)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('stops for good when the server refuses the token', async () => {
    stubToken('t');
    const fetchMock = vi.fn(async () => new Response('{}', { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    const states: StreamState[] = [];
    openEventStream({ path: '/s', onMessage: () => {}, onState: (s) => states.push(s), minDelayMs: 1 });
    await vi.waitFor(() => expect(states).toContain('denied'));
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
