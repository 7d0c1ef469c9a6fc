import { describe, expect, it } from 'vitest';
import template from '../index.html?raw';
import { PUBLIC_PAGES, renderPage } from './entry-server';

// The server renders the public pages with this bundle (apps/server/src/platform/web-pages.ts): each
// language's address in that language, with the links a search engine follows between them.

const ORIGIN = 'https://safesathi.example';
const manifest = JSON.stringify({
  'src/boot.ts': { file: 'assets/boot.js' },
  // The app's entry and a chunk it shares with a page (which imports it back: a cycle is followed once).
  'index.html': { file: 'assets/main.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
  'src/site/landing/landing-page.tsx': { file: 'assets/landing.js', imports: ['_shared.js'] },
  'src/shop/shop-page.tsx': { file: 'assets/shop.js' },
  'src/site/demo-page.tsx': { file: 'assets/demo.js' },
  'src/site/policy-page.tsx': { file: 'assets/policy.js' },
  'src/locales/hi/site.json': { file: 'assets/site-hi.js' },
  'src/locales/hi/shop.json': { file: 'assets/shop-hi.js' },
  'src/locales/ta/site.json': { file: 'assets/site-ta.js' },
  'src/locales/ta/shop.json': { file: 'assets/shop-ta.js' },
  'src/locales/ur/site.json': { file: 'assets/site-ur.js' },
  'src/locales/ur/shop.json': { file: 'assets/shop-ur.js' },
  'src/locales/ur/policies.json': { file: 'assets/policies-ur.js' },
});
/** The chunks boot.ts fetches with the app when the page needs it. */
const chunksOf = (doc: Document): string[] =>
  JSON.parse(doc.querySelector('script[data-chunks]')?.getAttribute('data-chunks') ?? '[]');
const settings = { hiddenSections: [], social: {}, supportEmail: 'help@safesathi.example', supportPhone: null };
const shop = { data: [], total: 0, page: 1, limit: 100 };

async function render(path: string): Promise<Document> {
  const data: [readonly unknown[], unknown][] = PUBLIC_PAGES[path]!.reads.map((read) => [
    read.key,
    read.url === '/api/settings' ? settings : read.whole ? shop : read.url.includes('/pages/') ? null : [],
  ]);
  const html = await renderPage(path, { data, origin: ORIGIN, client: { template, manifest } });
  return new DOMParser().parseFromString(html, 'text/html');
}

const alternates = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
  );

describe('the public pages per language, as the server renders them', () => {
  it('renders /hi in Hindi, says so in <html lang>, and has the app fetch the Hindi words only', async () => {
    const doc = await render('/hi');
    expect(doc.documentElement.getAttribute('lang')).toBe('hi');
    expect(doc.documentElement.getAttribute('dir')).toBe('ltr');
    expect(doc.querySelector('h1')?.textContent).toBe('मदद आप तक पहुँचती है, तब भी जब आप अपनी गाड़ी के पास नहीं हैं');
    expect(doc.title).toBe('SafeSathi: QR स्टिकर के साथ सड़क सुरक्षा');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^SafeSathi: आपकी गाड़ी/);
    expect(doc.querySelector('a[href="/hi/shop"]')?.textContent).toBe('दुकान');

    // Its catalogues come with the app, never another language's.
    // The app's whole graph first, then the page's own chunks and its language's catalogues.
    expect(doc.querySelector('script[data-app]')?.getAttribute('data-app')).toBe('/assets/main.js');
    expect(chunksOf(doc)).toEqual([
      '/assets/main.js',
      '/assets/shared.js',
      '/assets/landing.js',
      '/assets/site-hi.js',
      '/assets/shop-hi.js',
    ]);
    // No redirect on a language's own address: a shared link lands where it points.
    expect(doc.head.innerHTML).not.toContain('location.replace');
  });

  it('names every language’s version of the page, English as the default, and its own as canonical', async () => {
    const doc = await render('/ta/shop');
    expect(alternates(doc)).toEqual({
      en: `${ORIGIN}/shop`,
      hi: `${ORIGIN}/hi/shop`,
      bn: `${ORIGIN}/bn/shop`,
      te: `${ORIGIN}/te/shop`,
      mr: `${ORIGIN}/mr/shop`,
      ta: `${ORIGIN}/ta/shop`,
      ur: `${ORIGIN}/ur/shop`,
      gu: `${ORIGIN}/gu/shop`,
      kn: `${ORIGIN}/kn/shop`,
      ml: `${ORIGIN}/ml/shop`,
      'x-default': `${ORIGIN}/shop`,
    });
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/ta/shop`);
    expect(doc.querySelector('h1')?.textContent).toBe('கடை');
    expect(doc.title).toBe('கடை · SafeSathi');
  });

  it('renders /ur right to left', async () => {
    const doc = await render('/ur');
    expect(doc.documentElement.getAttribute('lang')).toBe('ur');
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(doc.querySelector('h1')?.textContent).toBe('مدد آپ تک پہنچتی ہے، تب بھی جب آپ اپنی گاڑی کے پاس نہ ہوں');
  });

  it('keeps / in English with the same links, and sends a visitor who chose a language to it', async () => {
    const doc = await render('/');
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe('Help reaches you, even when you are not at your vehicle');
    expect(Object.keys(alternates(doc))).toHaveLength(11);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/`);
    expect(chunksOf(doc)).toEqual(['/assets/main.js', '/assets/shared.js', '/assets/landing.js']);
    // The stored choice is read before anything is drawn; the script runs here as in a browser.
    const script = [...doc.head.querySelectorAll('script:not([src])')].map((s) => s.textContent).join('');
    const replaced: string[] = [];
    const run = (stored: string | null, path: string) =>
      new Function('localStorage', 'location', script)(
        { getItem: () => stored },
        { pathname: path, search: '', hash: '#faqs', replace: (to: string) => replaced.push(to) },
      );
    run('ta', '/');
    run('en', '/');
    run(null, '/');
    run('xx', '/');
    run('ur', '/shop');
    expect(replaced).toEqual(['/ta/#faqs', '/ur/shop#faqs']);
  });

  it('renders a policy in every language: /ur/privacy-policy in Urdu, right to left, pointing to the English one', async () => {
    const doc = await render('/ur/privacy-policy');
    expect(doc.documentElement.getAttribute('lang')).toBe('ur');
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(doc.title).toBe('رازداری کی پالیسی · SafeSathi');
    expect(doc.querySelector('h1')?.textContent).toBe('رازداری کی پالیسی');
    expect(doc.querySelector('article')?.textContent).toContain('ہم آپ کی معلومات کبھی نہیں بیچتے۔');
    // The support address from the settings, in the text.
    expect(doc.querySelector('article')?.textContent).toContain('help@safesathi.example');
    // The English text governs, and is one link away (which says it asked for English).
    const note = doc.querySelector('[data-testid="policy-translation-note"]');
    expect(note?.querySelector('a')?.getAttribute('href')).toBe('/privacy-policy?lang=en');
    expect(alternates(doc).en).toBe(`${ORIGIN}/privacy-policy`);
    expect(alternates(doc).hi).toBe(`${ORIGIN}/hi/privacy-policy`);
    // Not the English text it does not show: only the settings are read.
    expect(PUBLIC_PAGES['/ur/privacy-policy']!.reads.map((r) => r.url)).toEqual(['/api/settings']);
    expect(chunksOf(doc)).toEqual(expect.arrayContaining(['/assets/site-ur.js', '/assets/policies-ur.js']));
    // The other policies, in Urdu at their Urdu addresses.
    expect(doc.querySelector('nav[aria-label="دیگر پالیسیاں"] a')?.getAttribute('href')).toBe('/ur/shipping-policy');
  });

  it('keeps the English policy the back office’s text, a visitor who asked for English not sent on', async () => {
    const doc = await render('/privacy-policy');
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(alternates(doc).ta).toBe(`${ORIGIN}/ta/privacy-policy`);
    expect(PUBLIC_PAGES['/privacy-policy']!.reads.map((r) => r.url)).toEqual([
      '/api/settings',
      '/api/pages/privacy-policy',
    ]);
    const script = [...doc.head.querySelectorAll('script:not([src])')].map((s) => s.textContent).join('');
    const replaced: string[] = [];
    const run = (search: string) =>
      new Function('localStorage', 'location', script)(
        { getItem: () => 'ta' },
        { pathname: '/privacy-policy', search, hash: '', replace: (to: string) => replaced.push(to) },
      );
    run('?lang=en');
    run('');
    expect(replaced).toEqual(['/ta/privacy-policy']);
  });

  it('renders /hi/demo in Hindi, its title and its steps, with the English page at /demo as before', async () => {
    const doc = await render('/hi/demo');
    expect(doc.documentElement.getAttribute('lang')).toBe('hi');
    expect(doc.title).toBe('यह कैसे काम करता है · SafeSathi');
    expect(doc.querySelector('h1')?.textContent).toBe('देखें SafeSathi कैसे काम करता है');
    expect(doc.querySelector('#steps-title')?.textContent).toBe('SOS चक्र, चार कदमों में');
    expect(alternates(doc)['x-default']).toBe(`${ORIGIN}/demo`);
    expect(chunksOf(doc)).toEqual(expect.arrayContaining(['/assets/site-hi.js']));
    const english = await render('/demo');
    expect(english.documentElement.getAttribute('lang')).toBe('en');
    expect(english.querySelector('h1')?.textContent).toBe('See how SafeSathi works');
  });
});
