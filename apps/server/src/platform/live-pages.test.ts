import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LivePages } from './live-pages.js';

const quiet = { warn: () => {} };
let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A real HTTP server whose every request watches the record named by its path (/a, /b). */
async function serve(pages: LivePages<string>) {
  server = http.createServer((req, res) => pages.watch(req.url!.slice(1), 'en', '203.0.113.9', res, 'first'));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  /** Opens a page of `id`, answered once its first section has arrived; `close()` hangs up. */
  return async (id: string) => {
    const req = http.get({ host: '127.0.0.1', port, path: `/${id}` });
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    res.resume();
    return { close: () => req.destroy() };
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('live pages', () => {
  it('says a record is gone once its last page closes, and not while another of its pages is open', async () => {
    const pages = new LivePages<string>(
      async () => new Map(),
      (_lang, s) => s,
      quiet,
      'tests',
      60_000,
    );
    const gone: string[] = [];
    pages.onGone((id) => gone.push(id));
    const open = await serve(pages);
    const a1 = await open('a');
    const a2 = await open('a');
    const b = await open('b');
    await until(() => pages.size === 3);
    expect(pages.size).toBe(3);

    a1.close();
    await until(() => pages.size === 2);
    expect(gone).toEqual([]);
    a2.close();
    await until(() => gone.length === 1);
    expect(gone).toEqual(['a']);

    // The server stopping ends the rest: each record said gone once, even as its socket then closes.
    pages.close();
    await until(() => gone.length === 2);
    b.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(gone).toEqual(['a', 'b']);
    expect(pages.size).toBe(0);
  });

  it('stops telling a listener that has stopped listening', async () => {
    const pages = new LivePages<string>(
      async () => new Map(),
      (_lang, s) => s,
      quiet,
      'tests',
      60_000,
    );
    const gone: string[] = [];
    const off = pages.onGone((id) => gone.push(id));
    const open = await serve(pages);
    const a = await open('a');
    off();
    a.close();
    await until(() => pages.size === 0);
    expect(pages.size).toBe(0);
    expect(gone).toEqual([]);
  });
});
