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
 * (default 1) per language, the median reported. LANGS=hi,ur measures only those (and English).
 * Exits 1 when a language's bytes are more than 5 % above English's.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './built-server.mjs';

const ALL = ['en', 'hi', 'bn', 'te', 'mr', 'ta', 'ur', 'gu', 'kn', 'ml'];
const LANGS = ['en', ...(process.env.LANGS?.split(',') ?? ALL).filter((l) => l !== 'en')];
const PAGES = ['/', '/shop'];
const RUNS = Number(process.env.RUNS ?? 1);
const LIMIT = 1.05;

const addressOf = (lang, page) => (lang === 'en' ? page : page === '/' ? `/${lang}/` : `/${lang}${page}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = process.env.LIGHTHOUSE_URL ? null : await startBuiltServer('langs');
const base = process.env.LIGHTHOUSE_URL ?? server.baseURL;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function measure(url) {
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
      rows.push({ lang, bytes: median(runs.map((r) => r.bytes)), score: median(runs.map((r) => r.score)) });
    }
    const en = rows[0];
    console.log(`\n${page}  (mobile, median of ${RUNS} run(s); bytes transferred, performance)`);
    for (const row of rows) {
      const ratio = row.bytes / en.bytes;
      if (ratio > LIMIT) over = true;
      console.log(
        `  ${addressOf(row.lang, page).padEnd(9)} ${String(Math.round(row.bytes)).padStart(7)} B  ×${ratio.toFixed(3)}   performance ${String(row.score).padStart(3)}  (English ${en.score})`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server?.stop();
}
process.exit(over ? 1 : 0);
