import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, type SseMessage, type StreamState } from './sse';

function streamOf(chunks: string[], keepOpen = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      if (!keepOpen) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** The browser globals the stream reads: the stored token, fetch and timers (the real or fake ones). */
function browser(token: string | null, fetch: (url: string, init: RequestInit) => Promise<Response>) {
  vi.stubGlobal('window', {
    localStorage: { getItem: () => token },
    fetch,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  });
  vi.stubGlobal('document', { hidden: false, addEventListener() {}, removeEventListener() {} });
}

describe('openEventStream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the token in the Authorization header, never in the URL, and reconnects after a drop', async () => {
    const calls: { url: string; auth: string | undefined }[] = [];
    browser('secret-token', async (url, init) => {
      calls.push({ url, auth: (init.headers as Record<string, string>).Authorization });
      return calls.length === 1
        ? streamOf(['event: soscall\ndata: {"n":1}\n\n'])
        : streamOf(['event: soscall\ndata: {"n":2}\n\n'], true);
    });
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

  it('hands over named events whole, whatever the chunks, skipping comments', async () => {
    const text =
      ': connected\r\n\r\nevent: soscall\r\ndata: {"x":\r\ndata: "y"}\r\n\r\n: ping\n\nevent: soscall-updated\ndata: 2\n\n';
    browser('t', async () => streamOf([...text], true));
    const seen: SseMessage[] = [];
    const stop = openEventStream({ path: '/s', onMessage: (m) => seen.push(m) });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    stop();
    expect(seen).toEqual([
      { event: 'soscall', data: '{"x":\n"y"}', id: undefined },
      { event: 'soscall-updated', data: '2', id: undefined },
    ]);
  });

  it('backs off longer after each failed try', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    browser('t', async () => {
      throw new TypeError('Failed to fetch');
    });
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

  it('stops for good when the server refuses the token, and does not start without one', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response('{}', { status: 403 }));
    browser('t', fetchMock);
    const states: StreamState[] = [];
    openEventStream({ path: '/s', onMessage: () => {}, onState: (s) => states.push(s), minDelayMs: 1 });
    await vi.waitFor(() => expect(states).toContain('denied'));
    // Far past every reconnection delay (a fake clock, no real wait): it never asked again.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const none = vi.fn(async () => streamOf([]));
    browser(null, none);
    const signedOut: StreamState[] = [];
    openEventStream({ path: '/s', onMessage: () => {}, onState: (s) => signedOut.push(s) });
    expect(signedOut).toEqual(['denied']);
    expect(none).not.toHaveBeenCalled();
  });
});
