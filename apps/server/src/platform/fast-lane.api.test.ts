import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '../../test/fake-web-build.js';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_CUSTOMER_PHONE, DEMO_TAG_CODE } from '../seed.js';

// A bystander's scan answered before the app, from the answer the app gave (platform/fast-lane.ts,
// ADR 0077): over real HTTP, since the lane is the HTTP server's and app.inject never reaches it.

let web: ReturnType<typeof fakeWebBuild>;
let t: TestApp;
let base = '';
beforeAll(async () => {
  web = fakeWebBuild();
  t = await createTestApp({ seedDemo: true, config: { webDist: web.dist } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  // undici's fetch would ask for compression itself: ask for none unless the test does.
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const all: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    all[name] = value;
  });
  return { status: res.status, headers: all, body: Buffer.from(await res.arrayBuffer()) };
}

/** The answer less what is each request's own: the date and, from the app, the request id. */
const comparable = (a: Answer) => {
  const { date: _date, 'x-request-id': _id, ...headers } = a.headers;
  return { status: a.status, headers, body: a.body.toString('base64') };
};

/** An answer from the lane carries no request id (it makes no log line for one to name). */
const fromLane = (a: Answer) => a.headers['x-request-id'] === undefined;

describe('the fast lane', () => {
  it('answers the lookup, old and new, and the SOS page in each language and encoding exactly as the app did', async () => {
    t.app.services.publicCache.clear();
    for (const [path, headers] of [
      [`/api/soscall/${DEMO_TAG_CODE}`, {}],
      [`/api/sos-pages/${DEMO_TAG_CODE}`, {}],
      [`/${DEMO_TAG_CODE}`, {}],
      [`/${DEMO_TAG_CODE}`, { 'accept-language': 'hi-IN,hi;q=0.9' }],
      [`/${DEMO_TAG_CODE}`, { 'accept-encoding': 'gzip' }],
      [`/${DEMO_TAG_CODE}?lang=ta`, {}],
      [`/sos-call/${DEMO_TAG_CODE}`, {}],
    ] as const) {
      const first = await get(path, headers);
      expect(first.status, path).toBe(200);
      expect(fromLane(first), path).toBe(false);
      const again = await get(path, headers);
      expect(fromLane(again), path).toBe(true);
      expect(comparable(again), path).toEqual(comparable(first));
    }
    // Each way of asking has its own answer: Hindi is Hindi, gzip is gzip.
    const hi = await get(`/${DEMO_TAG_CODE}`, { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hi.body.toString()).toContain('<html lang="hi"');
    const gz = await get(`/${DEMO_TAG_CODE}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    // (fetch has undone the gzip.)
    expect(gz.body.toString()).toContain('<html lang="en"');
    const old = await get(`/api/soscall/${DEMO_TAG_CODE}`);
    expect(old.headers.deprecation).toBe('true');
    expect(JSON.parse(old.body.toString()).data.vehical).toBeDefined();
  });

  it('shows an owner’s change at once: a write through the API drops what was kept', async () => {
    t.app.services.publicCache.clear();
    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    const lookup = async () => {
      const answer = await get(`/api/soscall/${DEMO_TAG_CODE}`);
      return { lane: fromLane(answer), user: JSON.parse(answer.body.toString()).data.user };
    };
    await lookup();
    expect((await lookup()).lane).toBe(true);
    const edit = (payload: Record<string, unknown>) =>
      fetch(`${base}/api/user/me`, {
        method: 'PUT',
        headers: { ...bearer(owner), 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    expect((await edit({ showDetails: false })).status).toBe(200);
    const hidden = await lookup();
    expect(hidden.user.showDetails).toBe(false);
    expect(JSON.stringify(hidden.user)).not.toContain(DEMO_CUSTOMER_PHONE);
    expect((await lookup()).lane).toBe(true);
    // A crowd scanning while the owner changes it again: every scan after the change sees it.
    const during = Promise.all(Array.from({ length: 100 }, () => lookup()));
    expect((await edit({ showDetails: true })).status).toBe(200);
    await during;
    const after = await Promise.all(Array.from({ length: 100 }, () => lookup()));
    expect(after.every((a) => a.user.showDetails === true)).toBe(true);
    expect((await edit({ showDetails: true })).status).toBe(200);
    expect((await lookup()).user.phone).toBe(DEMO_CUSTOMER_PHONE);
  });

  it('leaves to the app a signed-in request, an unknown tag, the web app’s pages and a query of its own', async () => {
    const owner = await t.signIn(DEMO_CUSTOMER_PHONE);
    for (const [path, headers] of [
      [`/api/soscall/${DEMO_TAG_CODE}`, bearer(owner)],
      ['/api/soscall/NOSUCHT1', {}],
      ['/checkout', {}],
      [`/${DEMO_TAG_CODE}?lang=hi&x=1`, {}],
    ] as const) {
      await get(path, headers);
      expect(fromLane(await get(path, headers)), path).toBe(false);
    }
  });

  it('counts what it answers in the request timing, by route', async () => {
    const count = async () => {
      const text = (await get('/metrics')).body.toString();
      const line = text
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_request_duration_seconds_count') &&
            l.includes('route="/api/sos-pages/:code"') &&
            l.includes('status="200"'),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    await get(`/api/sos-pages/${DEMO_TAG_CODE}`);
    const before = await count();
    for (let i = 0; i < 5; i++) expect(fromLane(await get(`/api/sos-pages/${DEMO_TAG_CODE}`))).toBe(true);
    expect(await count()).toBe(before + 5);
  });
});
