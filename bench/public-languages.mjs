/**
 * The public pages in each language against English (issue 26: "the public pages' weight and
 * Lighthouse figures in each language are within 5 % of English"): for `/` and `/shop` at each
 * language's address (`/hi/`, `/hi/shop`…), the bytes transferred to show the page (Lighthouse's
 * total byte weight: the HTML, its CSS and the boot script; the app is loaded only when touched) and
 * the mobile performance score, each beside English's and as a ratio.
 *
 *   npm run build && npm run bench:public-languages
 *
 * Starts the built server on a free port with a throwaway data directory (or measures
 * LIGHTHOUSE_URL), drives Debian's Chromium (CHROME_PATH). One warm-up run per page, then RUNS
 * (default 1) per language, the median reported. LANGS=hi,ur measures only those (and English);
 * PAGES=/privacy-policy,/terms-and-conditions measures those pages instead of `/` and `/shop`.
 * HTML_ONLY=1 measures without Lighthouse (quick): the page's HTML as sent (brotli), and with it the
 * stylesheets and boot script it names, as sent: what a visitor loads to see the page before a touch.
 * Exits 1 when a language's bytes are more than 5 % above English's.
 */
import { get } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './built-server.mjs';

const ALL = ['en', 'hi', 'bn', 'te', 'mr', 'ta', 'ur', 'gu', 'kn', 'ml'];
const LANGS = ['en', ...(process.env.LANGS?.split(',') ?? ALL).filter((l) => l !== 'en')];
const PAGES = process.env.PAGES?.split(',') ?? ['/', '/shop'];
const HTML_ONLY = process.env.HTML_ONLY === '1';
const RUNS = Number(process.env.RUNS ?? 1);
const LIMIT = 1.05;

const addressOf = (lang, page) => (lang === 'en' ? page : page === '/' ? `/${lang}/` : `/${lang}${page}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = process.env.LIGHTHOUSE_URL ? null : await startBuiltServer('langs');
const base = process.env.LIGHTHOUSE_URL ?? server.baseURL;
const chrome = HTML_ONLY
  ? null
  : await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });

/** The page's HTML as the server sends it (compressed), in bytes; a page that is not 200 is an error. */
const htmlBytes = (url) =>
  new Promise((resolve, reject) =>
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`))));
    }).on('error', reject),
  );

/** The HTML, its stylesheets and its boot script, each as sent (compressed). */
async function pageBytes(url) {
  const html = await (await fetch(url)).text();
  const files = [
    ...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g),
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
  ].map((m) => new URL(m[1], url).href);
  const sizes = await Promise.all([url, ...new Set(files)].map(htmlBytes));
  return { html: sizes[0], bytes: sizes.reduce((a, b) => a + b, 0) };
}

async function measure(url) {
  if (HTML_ONLY) return { ...(await pageBytes(url)), score: 0 };
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!lhr.runtimeError)
      return {
        bytes: lhr.audits['total-byte-weight'].numericValue,
        score: Math.round(lhr.categories.performance.score * 100),
      };
    if (attempt >= 3) throw new Error(`${url}: ${lhr.runtimeError.code}`);
  }
}

let over = false;
try {
  for (const page of PAGES) {
    await measure(`${base}${page}`); // warm-up, not counted
    const rows = [];
    for (const lang of LANGS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`${base}${addressOf(lang, page)}`));
      rows.push({
        lang,
        bytes: median(runs.map((r) => r.bytes)),
        html: median(runs.map((r) => r.html ?? 0)),
        score: median(runs.map((r) => r.score)),
      });
    }
    const en = rows[0];
    console.log(
      HTML_ONLY
        ? `\n${page}  (the HTML, its CSS and boot script as sent, brotli; the HTML alone)`
        : `\n${page}  (mobile, median of ${RUNS} run(s); bytes transferred, performance)`,
    );
    for (const row of rows) {
      const ratio = row.bytes / en.bytes;
      if (ratio > LIMIT) over = true;
      console.log(
        `  ${addressOf(row.lang, page).padEnd(9)} ${String(Math.round(row.bytes)).padStart(7)} B  ×${ratio.toFixed(3)}${HTML_ONLY ? `   HTML ${row.html} B (×${(row.html / en.html).toFixed(3)})` : `   performance ${String(row.score).padStart(3)}  (English ${en.score})`}`,
      );
    }
  }
} finally {
  await chrome?.kill();
  await server?.stop();
}
process.exit(over ? 1 : 0);
