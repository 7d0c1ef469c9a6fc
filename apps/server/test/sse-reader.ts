/**
 * A live stream (Server-Sent Events) read over real HTTP, for the tests of the admins' SOS stream
 * (src/modules/sos/live-stream.api.test.ts), the travel groups' stream
 * (src/modules/groups/groups-test-kit.ts) and a trip alarm's public live page
 * (src/modules/groups/alarm.api.test.ts): everything received so far as text, and whether the
 * server ended it. A refused stream keeps its status and its body (the failure shape).
 */
import { bearer } from './test-app.js';

export interface SseStream {
  status: number;
  /** Every byte received so far, decoded. */
  text: string;
  ended: boolean;
  /** Settles when the server ends the stream (at once for a refused one). */
  done: Promise<void>;
}

export interface SseStreamOpen extends SseStream {
  /** Closes it from the client's side. */
  close(): Promise<void>;
}

/** Opens the stream, signed in with `token`, or signed out without one (a public page's stream). */
export async function openSse(url: string, token?: string): Promise<SseStreamOpen> {
  const res = await fetch(url, token ? { headers: bearer(token) } : {});
  const state: SseStreamOpen = {
    status: res.status,
    text: '',
    ended: false,
    done: Promise.resolve(),
    close: async () => undefined,
  };
  if (res.status !== 200) {
    state.text = await res.text();
    return state;
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  state.close = () => reader.cancel().catch(() => undefined);
  state.done = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      state.text += decoder.decode(value, { stream: true });
    }
    state.ended = true;
  })();
  return state;
}

/** The data of each `event: {name}` received so far, parsed, oldest first. */
export const eventsOf = <T = unknown>(s: { text: string }, name: string): T[] =>
  [...s.text.matchAll(new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`, 'g'))].map((m) => JSON.parse(m[1]!) as T);

/** Waits for the stream to end (answers true) or for `ms` to pass (false). */
export const endsWithin = (s: { done: Promise<void> }, ms: number) =>
  Promise.race([s.done.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
