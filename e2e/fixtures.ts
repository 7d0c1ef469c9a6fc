import AxeBuilder from '@axe-core/playwright';
import {
  type APIResponse,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { ADMIN, BASE_URL_ENV, CUSTOMER, DESKTOP, fillOtp, otpIn, PHONE, requestCode } from './support.js';

export { expect };

/** What a test may choose for a page of its own; the rest comes from playwright.config.ts. */
export type PageOptions = Pick<BrowserContextOptions, 'viewport' | 'javaScriptEnabled' | 'locale'>;

export interface OutboxEntry {
  to: string;
  body: string;
  createdAt: string;
}

/** The development outbox (GET /api/dev/outbox): every text the server "sent", newest first. */
export interface Outbox {
  messages(phone: string): Promise<OutboxEntry[]>;
  newest(phone: string): Promise<OutboxEntry | undefined>;
  /** Waits for a code in a text newer than `after` (the newest one before asking) and answers it. */
  code(phone: string, after?: OutboxEntry): Promise<string>;
  /** Waits for a text to `phone` that contains `text` and answers it. */
  message(phone: string, text: string): Promise<string>;
}

/** JSON calls to the server, as a client makes them (failing the test on an error answer). */
export interface Api {
  get<T>(path: string, token?: string): Promise<T>;
  post<T>(path: string, body: unknown, token?: string): Promise<T>;
  put<T>(path: string, body: unknown, token?: string): Promise<T>;
  delete<T>(path: string, token?: string): Promise<T>;
  /** A session token through the OTP API; `signUp` makes the account of a new number. */
  signIn(phone: string, signUp?: { name: string; email: string }): Promise<string>;
}

interface Fixtures {
  /** A page in a context of its own (closed when the test ends). */
  openPage(options?: PageOptions): Promise<Page>;
  outbox: Outbox;
  api: Api;
  /** Signs in through the real screens: /sign-in, the code from the outbox, Verify OTP. */
  signIn(page: Page, phone: string): Promise<void>;
  /** A session token for `phone` (one per worker: made through the OTP API the first time). */
  session(phone: string): Promise<string>;
  /** A page that starts signed in as `phone` (its token in local storage, as the app keeps it). */
  signedInPage(phone: string, options?: PageOptions): Promise<Page>;
  /** The demo super admin, signed in, on a desktop. */
  adminPage: Page;
  /** The demo customer (owner of SAFE2026), signed in, on a phone. */
  customerPage: Page;
  /** axe-core (through @axe-core/playwright) finds no serious or critical violation on the page. */
  axe(page: Page, where: string): Promise<void>;
}

interface WorkerFixtures {
  /** Session tokens by phone, made once per worker so most tests skip the OTP round. */
  sessions: Map<string, string>;
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n');

export const test = base.extend<Fixtures, WorkerFixtures>({
  // The worker's own server (global set-up starts one per worker, each on a free port): the tests of
  // one worker never see another's data.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern, so it must be there even when empty
  baseURL: async ({}, use, testInfo) => {
    const url = process.env[`${BASE_URL_ENV}_${testInfo.parallelIndex}`] ?? process.env[BASE_URL_ENV];
    if (!url) throw new Error(`${BASE_URL_ENV} is not set: run the browser tests with \`npm run test:e2e\``);
    await use(url);
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern, so it must be there even when empty
  sessions: [async ({}, use) => use(new Map()), { scope: 'worker' }],

  openPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      // Options not given here come from the config (baseURL, locale, viewport), and the
      // context is traced like the built-in one.
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },

  outbox: async ({ request }, use) => {
    const messages = async (phone: string) => {
      const res = await request.get('/api/dev/outbox', { params: { to: phone } });
      await expect(res).toBeOK();
      return ((await res.json()) as { data: OutboxEntry[] }).data;
    };
    const newest = async (phone: string) => (await messages(phone))[0];
    await use({
      messages,
      newest,
      async code(phone, after) {
        let code: string | undefined;
        await expect
          .poll(
            async () => {
              // The newest text with a code, after `after`: an order's text (ADR 0030) may come in between.
              const last = (await messages(phone)).find((m) => !!otpIn(m.body));
              code = last && (!after || last.createdAt > after.createdAt) ? otpIn(last.body) : undefined;
              return code ?? '';
            },
            { message: `a new code texted to ${phone}` },
          )
          .toMatch(/^\d{4}$/);
        return code!;
      },
      async message(phone, text) {
        let found: string | undefined;
        await expect
          .poll(
            async () => {
              found = (await messages(phone)).find((m) => m.body.includes(text))?.body;
              return found;
            },
            { message: `a text to ${phone} containing “${text}”`, timeout: 15_000 },
          )
          .toBeDefined();
        return found!;
      },
    });
  },

  api: async ({ request, outbox }, use) => {
    const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
      const res = await request.fetch(path, {
        method,
        data: body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      await expect(res, `${method} ${path}`).toBeOK();
      return (await res.json()) as T;
    };
    await use({
      get: (path, token) => call('GET', path, undefined, token),
      post: (path, body, token) => call('POST', path, body, token),
      put: (path, body, token) => call('PUT', path, body, token),
      delete: (path, token) => call('DELETE', path, undefined, token),
      async signIn(phone, signUp) {
        const before = await outbox.newest(phone);
        let res: APIResponse | undefined;
        // The server refuses a second code within OTP_RESEND_SECONDS (2 s here): ask again until it accepts.
        await expect
          .poll(
            async () => {
              res = await request.post('/api/user/otp-generate', { data: { countryCode: '91', phone, ...signUp } });
              return res.status();
            },
            { message: `the resend wait for ${phone} to pass`, timeout: 15_000, intervals: [500, 1_000] },
          )
          .not.toBe(429);
        await expect(res!, `a code for ${phone}`).toBeOK();
        const otp = await outbox.code(phone, before);
        return (await call<{ token: string }>('POST', '/api/user/otp-verify', { countryCode: '91', phone, otp })).token;
      },
    });
  },

  signIn: async ({ outbox }, use) => {
    await use(async (page, phone) => {
      const before = await outbox.newest(phone);
      await page.goto('/sign-in');
      await page.getByLabel('Mobile number').fill(phone);
      await requestCode(page);
      await fillOtp(page, await outbox.code(phone, before));
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await expect(page).not.toHaveURL(/\/otp-verify/);
    });
  },

  session: async ({ api, sessions }, use) => {
    await use(async (phone) => {
      let token = sessions.get(phone);
      if (!token) {
        token = await api.signIn(phone);
        sessions.set(phone, token);
      }
      return token;
    });
  },

  signedInPage: async ({ openPage, session }, use) => {
    await use(async (phone, options) => {
      const token = await session(phone);
      const page = await openPage(options);
      await page.context().addInitScript((t) => localStorage.setItem('token', t), token);
      return page;
    });
  },

  adminPage: async ({ signedInPage }, use) => {
    await use(await signedInPage(ADMIN, { viewport: DESKTOP }));
  },

  customerPage: async ({ signedInPage }, use) => {
    await use(await signedInPage(CUSTOMER, { viewport: PHONE }));
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern, so it must be there even when empty
  axe: async ({}, use, testInfo) => {
    await use(async (page, where) => {
      // A modal or a notification still fading in reads as low contrast: let every transition
      // that has an end (not a spinner's endless one) finish first. Mantine starts its transitions
      // two animation frames after the change, so each round waits two frames before it looks; a
      // round that finds nothing running ends the wait.
      await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
        for (let round = 0; round < 5; round++) {
          await frame();
          await frame();
          const running = document
            .getAnimations()
            .filter(
              (a) => a.playState !== 'finished' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
            );
          if (running.length === 0) return;
          await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
        }
      });
      const results = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      if (serious.length > 0)
        await testInfo.attach(`axe-core on ${where}`, {
          body: JSON.stringify(serious, null, 2),
          contentType: 'application/json',
        });
      // Soft: a screen with violations does not hide those of the screens checked after it.
      expect.soft(describeViolations(serious), `axe-core on ${where}`).toBe('');
    });
  },
});
