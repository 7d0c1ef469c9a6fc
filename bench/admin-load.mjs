/**
 * How fast a back-office screen shows its content, and how many script files it loads (issue 21.7:
 * content within 1.5 s on the project machine; docs/decisions/0051-back-office-load.md).
 *
 *   npm run build && npm run bench:admin-load
 *
 * Starts the built server on a free port with a throwaway data directory and the demo data (or
 * measures ADMIN_LOAD_URL), signs the demo super admin in through the OTP API and the development
 * outbox, then opens each screen in a fresh browser context (an empty cache: a first visit) in
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) at 1280 × 800. "Content" is the
 * screen's heading and its list, with no loader left on the page. Each screen is measured RUNS
 * times (default 5) after one uncounted warm-up; the median is reported. A warm navigation (the
 * same screen reached from another one through the menu, as an admin moves between screens) is
 * reported beside it. Exits 1 when a median of a cold load is over TARGET_MS (1500).
 */
import { chromium } from '@playwright/test';
import { startBuiltServer } from './built-server.mjs';

const ADMIN = '9000000001';
const SCREENS = [
  ['/admin-dashboard', 'Orders'],
  ['/admin-customers', 'Customers'],
  ['/admin-sos-calls', 'SOS Calls'],
  ['/admin-qr-code', 'QR Codes'],
  ['/admin', 'Users'],
  ['/admin-audit', 'Audit log'],
];
const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = Number(process.env.TARGET_MS ?? 1500);

const startServer = () => startBuiltServer('admin-load');

/** A session token of the demo super admin, through the OTP API and the development outbox. */
async function adminToken(base) {
  const post = (path, body) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const asked = await post('/api/user/otp-generate', { countryCode: '91', phone: ADMIN });
  if (!asked.ok) throw new Error(`otp-generate answered ${asked.status}`);
  const outbox = await (await fetch(`${base}/api/dev/outbox?to=${ADMIN}`)).json();
  const otp = outbox.data.map((m) => m.body.match(/\b(\d{4})\b/)?.[1]).find(Boolean);
  const verified = await post('/api/user/otp-verify', { countryCode: '91', phone: ADMIN, otp });
  if (!verified.ok) throw new Error(`otp-verify answered ${verified.status}`);
  return (await verified.json()).token;
}

/** In the page: resolves with performance.now() at the first frame that shows the screen's heading and no loader. */
const contentShown = () =>
  new Promise((resolve) => {
    const check = () => {
      const h1 = document.querySelector('main h1');
      const busy = document.querySelector(
        '.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"], .mantine-datatable-loader[data-active]',
      );
      if (h1 && !busy) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  });

const scriptCount = () =>
  performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js')).length;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = process.env.ADMIN_LOAD_URL ? null : await startServer();
const base = process.env.ADMIN_LOAD_URL ?? server.baseURL;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let missed = false;
try {
  const token = await adminToken(base);
  const fresh = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-IN' });
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    return { context, page: await context.newPage() };
  };
  console.log(`screen                cold: content  scripts   warm: content  scripts   (median of ${RUNS}, ms)`);
  for (const [path, title] of SCREENS) {
    const cold = [];
    const warm = [];
    for (let i = 0; i <= RUNS; i += 1) {
      const { context, page } = await fresh();
      await page.goto(`${base}${path}`, { waitUntil: 'commit' });
      const at = await page.evaluate(contentShown);
      const scripts = await page.evaluate(scriptCount);
      // The same screen reached from the menu of another one: what the app does between screens.
      const from = path === '/admin-audit' ? '/admin' : '/admin-audit';
      await page.goto(`${base}${from}`);
      await page.evaluate(contentShown);
      const before = await page.evaluate(scriptCount);
      const started = await page.evaluate(() => performance.now());
      await page.getByRole('navigation').getByRole('link', { name: title, exact: true }).first().click();
      await page.waitForURL(`**${path}`);
      const warmAt = await page.evaluate(contentShown);
      const warmScripts = (await page.evaluate(scriptCount)) - before;
      await context.close();
      if (i === 0) continue;
      cold.push([at, scripts]);
      warm.push([warmAt - started, warmScripts]);
    }
    const c = median(cold.map((r) => r[0]));
    const w = median(warm.map((r) => r[0]));
    if (c > TARGET_MS) missed = true;
    console.log(
      `${path.padEnd(20)}  ${String(Math.round(c)).padStart(13)}  ${String(median(cold.map((r) => r[1]))).padStart(7)}   ${String(Math.round(w)).padStart(13)}  ${String(median(warm.map((r) => r[1]))).padStart(7)}`,
    );
  }
} finally {
  await browser.close();
  await server?.stop();
}
if (missed) {
  console.error(`\nA screen took longer than ${TARGET_MS} ms to show its content.`);
  process.exit(1);
}
