import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseURL = () => inject('baseURL');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export async function newPage(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: opts.viewport ?? DESKTOP,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    locale: opts.locale ?? 'en-IN',
    // axe-core is injected as a script; the SOS page's CSP would refuse it otherwise.
    bypassCSP: true,
  });
  const page = await context.newPage();
  return { context, page };
}

/** The newest message the development outbox holds for this phone. */
export async function latestMessage(phone: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/dev/outbox?to=${phone}`);
  const body = (await res.json()) as { data: { body: string }[] };
  return body.data[0]?.body ?? '';
}

/** Waits for a new code in the outbox (one different from `previous`) and answers it. */
export async function waitForOtp(phone: string, previous?: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const code = (await latestMessage(phone)).match(/\b(\d{4})\b/)?.[1];
    if (code && code !== previous) return code;
    if (Date.now() > deadline) throw new Error(`no new OTP for ${phone}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

let phoneSeq = 0;
/** A fresh mobile number no other test uses. */
export function freshPhone(): string {
  phoneSeq += 1;
  return `8${String(process.pid % 10_000).padStart(4, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(2, '0')}`.slice(
    0,
    10,
  );
}

/** Types a code into the four OTP boxes. */
export async function fillOtp(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 4').click();
  await page.keyboard.type(code);
}

/**
 * Presses Send OTP on /sign-in and waits for /otp-verify; when the server asks to wait
 * before another code (an earlier test just asked for one), waits and presses again.
 */
export async function requestCode(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const outcome = await Promise.race([
      page.waitForURL('**/otp-verify', { timeout: 10_000 }).then(() => 'sent' as const),
      page
        .getByText(/Please wait \d+ seconds?/)
        .waitFor({ timeout: 10_000 })
        .then(() => 'wait' as const),
    ]);
    if (outcome === 'sent') return;
    await page.waitForTimeout(2500);
  }
  throw new Error('the server kept refusing a new code');
}

/**
 * Signs in through the real screens: phone on /sign-in, code from the development outbox,
 * Verify OTP. Answers once the app has navigated away from /otp-verify.
 */
export async function signInAs(page: Page, phone: string): Promise<void> {
  const previous = (await latestMessage(phone)).match(/\b(\d{4})\b/)?.[1];
  await page.goto('/sign-in');
  await page.getByLabel('Mobile number').fill(phone);
  await requestCode(page);
  await fillOtp(page, await waitForOtp(phone, previous));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/otp-verify'));
}

const sessionTokens = new Map<string, string>();

/**
 * A page signed in as `phone`: the first call signs in through the real screens, later ones
 * start with that session's token in local storage (as the app keeps it) to save the OTP round.
 */
export async function signedInPage(
  browser: Browser,
  phone: string,
  opts: Parameters<typeof newPage>[1] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, opts);
  const token = sessionTokens.get(phone);
  if (token) {
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    return { context, page };
  }
  await signInAs(page, phone);
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  if (stored) sessionTokens.set(phone, stored);
  return { context, page };
}

/** ₹1,234.50 / ₹499, as the screens show an amount of paise (en-IN grouping). */
export function rupees(paise: number): string {
  const text = (Math.abs(paise) / 100).toLocaleString('en-IN', {
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${paise < 0 ? '−' : ''}₹${text}`;
}
