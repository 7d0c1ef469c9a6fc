/**
 * A live stream (Server-Sent Events) read over real HTTP, for the tests of the admins' SOS stream
 * (src/modules/sos/live-stream.api.test.ts) and the travel groups' stream
 * (src/modules/groups/groups-test-kit.ts): everything received so far as text, and whether the
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

export async function openSse(url: string, token: string): Promise<SseStream> {
  const res = await fetch(url, { headers: bearer(token) });
  const state: SseStream = { status: res.status, text: '', ended: false, done: Promise.resolve() };
  if (res.status !== 200) {
    state.text = await res.text();
    return state;
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
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
