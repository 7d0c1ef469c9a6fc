import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild, renderedData } from './fake-web-build.js';
import { bearer, createTestApp, type TestApp } from './test-app.js';

// The public pages are rendered by the server per request from the API's current answers
// (docs/decisions/0050-public-pages-weight-and-what-the-landing-advertises.md). The real renderer is the web
// app's server bundle (checked in the browser tests); here a miniature one shows what the server gave it.

let web: ReturnType<typeof fakeWebBuild>;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  web = fakeWebBuild();
  t = await createTestApp({ seedDemo: true, config: { webDist: web.dist, publicUrl: 'https://safesathi.example' } });
  admin = await t.signIn(t.config.adminPhone);
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('public pages rendered by the server', () => {
  it('renders the home page from what the API answers now, with the site’s public address', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const data = renderedData(res.body);
    const faqs = (await get('/api/FAQs')).json().data;
    expect(faqs.length).toBeGreaterThan(0);
    expect(data.get('public/faqs')).toEqual(faqs);
    expect(data.get('public/settings')).toEqual((await get('/api/settings')).json().data);
    // A read marked whole gives the page the answer itself: the shop's first page with its total.
    const shop = (await get('/api/shop/products?page=1&limit=100')).json();
    expect(shop.total).toBeGreaterThan(0);
    expect(data.get('store/products')).toEqual(shop);
    expect(res.body).toContain('<p id="origin">https://safesathi.example</p>');
  });

  it('shows an admin’s change on the very next visit: a write clears the rendered pages', async () => {
    const before = renderedData((await get('/')).body).get('public/faqs') as { question: string }[];
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/FAQ',
      headers: bearer(admin),
      payload: { question: 'Does the sticker need a battery?', answer: 'No: it is printed.' },
    });
    expect(add.statusCode, add.body).toBe(201);
    const after = renderedData((await get('/')).body).get('public/faqs') as { question: string }[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)?.question).toBe('Does the sticker need a battery?');

    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { hiddenSections: ['faqs'] },
    });
    const settings = renderedData((await get('/')).body).get('public/settings') as { hiddenSections: string[] };
    expect(settings.hiddenSections).toEqual(['faqs']);
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { hiddenSections: [] },
    });
  });

  it('sends the page compressed as the browser asks', async () => {
    const res = await get('/privacy-policy', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('/privacy-policy rendered');
    expect(renderedData(html).get('public/page/privacy-policy')).toMatchObject({ slug: 'privacy-policy' });
  });

  it('answers with the app shell, not a failure, when a page’s data cannot be read', async () => {
    // The FAQs answer 503 while the database is busy: the page is left to the app in the browser.
    t.app.services.publicCache.clear();
    const res = await withFailingFaqs(() => get('/'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('app shell');
    // Not kept: the next visit renders it again.
    expect((await get('/')).body).toContain('/ rendered');
  });
});

describe('the public pages’ addresses per language', () => {
  it('renders a language’s address, with or without the closing slash, as the page the renderer has for it', async () => {
    for (const url of ['/hi/', '/hi']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>/hi rendered</title>');
    }
    const shop = await get('/ta/shop');
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain('<title>/ta/shop rendered</title>');
  });

  it('answers 404 for a language it does not have, English under a prefix, and a page with no version in that language', async () => {
    for (const url of ['/xx/', '/xx', '/en/', '/en/shop', '/hi/about', '/hi/shop/some-product', '/ta/anything/else']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      // The app's shell still says it, to a person, in the page.
      expect(res.body, url).toContain('app shell');
    }
    // Every page that has a version in each language is a page at its address in each (the app's
    // shell here, as this fake build renders only some of them).
    for (const url of ['/hi/demo', '/ta/privacy-policy', '/ur/terms-and-conditions/', '/bn/refund-policy'])
      expect((await get(url)).statusCode, url).toBe(200);
    // The addresses without a prefix are as before: a one-segment path is the app's to answer.
    expect((await get('/demo-typo')).statusCode).toBe(200);
    expect((await get('/shop/some-product')).statusCode).toBe(200);
  });
});

describe('a public page and the admission queue', () => {
  let narrow: TestApp;
  beforeAll(async () => {
    // One request at a time: a page that waited its turn itself would hold the only slot its
    // data requests need, and wait for them until it gave up.
    narrow = await createTestApp({ config: { webDist: web.dist, admission: { maxConcurrent: 1, maxWaitMs: 300 } } });
  });
  afterAll(async () => narrow?.close());

  it('does not wait its turn itself: the data requests it is made from do', async () => {
    const res = await narrow.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/ rendered');
  });
});

/** Runs `run` while GET /api/FAQs answers 503, as the admission queue does when it is full. */
async function withFailingFaqs<T>(run: () => Promise<T>): Promise<T> {
  const original = t.app.inject.bind(t.app);
  // The renderer reads through app.inject: the FAQs read is answered as a busy server would.
  const patched = ((opts: { url?: string }) =>
    opts?.url === '/api/faqs'
      ? Promise.resolve({ statusCode: 503, json: () => ({}) })
      : original(opts as never)) as typeof t.app.inject;
  t.app.inject = patched;
  try {
    return await run();
  } finally {
    t.app.inject = original;
  }
}
