import { expect, type Page } from '@playwright/test';
import { formatIndianMobile } from '@safesathi/contract';

/** Where the servers that e2e/global-setup.ts starts listen (one per worker, `_0`, `_1`…); the workers inherit them (e2e/fixtures.ts). */
export const BASE_URL_ENV = 'E2E_BASE_URL';

/**
 * SOS_ESCALATE_SECONDS of the test server (e2e/global-setup.ts): a normal alert's emergency
 * contacts are texted this long after it if nobody has answered.
 */
export const ESCALATE_SECONDS = 5;

/** The demo data's super admin and customer (the owner of the demo tag SAFE2026). */
export const ADMIN = '9000000001';
export const CUSTOMER = '9000000002';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Loads the app into a server-rendered public page and waits until React has hydrated it: a
 * visitor's first key or touch loads it (apps/web/src/boot.ts), hydration runs in a transition,
 * and the header marks itself once it is done.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('header[data-hydrated="true"]')).toBeAttached();
}

/** The four-digit code in a text, if it holds one. */
export const otpIn = (text: string): string | undefined => text.match(/\b(\d{4})\b/)?.[1];

/**
 * A stored number as the app shows it, through the app's own formatter: "+91 98765 43210", though some
 * series group otherwise ("+91 80 4995 5518").
 */
export const shownPhone = (phone: string) => formatIndianMobile(phone);

let phoneSeq = 0;
/** This worker's numbers' prefix: its process and start, so two runs or workers on one database differ. */
const PHONE_PREFIX = `8${String(process.pid % 100).padStart(2, '0')}${String(Math.floor(Date.now() / 1000) % 1000).padStart(3, '0')}`;
/**
 * A fresh mobile number no other test uses: the worker's prefix and a count of its own, so no two
 * numbers of a run are alike (a number shared by chance with an earlier test's account took that
 * account's language and push devices for its texts).
 */
export function freshPhone(): string {
  phoneSeq += 1;
  if (phoneSeq > 9999) throw new Error('freshPhone: more than 9,999 numbers in one worker');
  return `${PHONE_PREFIX}${String(phoneSeq).padStart(4, '0')}`;
}

/** Types a code into the four OTP boxes. */
export async function fillOtp(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 4').click();
  await page.keyboard.type(code);
}

/**
 * Presses Send OTP (`button`: its name in the page's language) on /sign-in and answers once the app
 * is on /otp-verify. The server refuses a second code to one number within OTP_RESEND_SECONDS (2 s in
 * e2e/global-setup.ts), so when an earlier test has just asked for one the press is repeated until
 * the server stops refusing.
 */
export async function requestCode(page: Page, button = 'Send OTP'): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = page.waitForResponse('**/api/user/otp-generate');
        await page.getByRole('button', { name: button }).click();
        return (await answer).status();
      },
      { message: 'the server to send a code (after its resend wait)', timeout: 15_000, intervals: [500, 1_000] },
    )
    .not.toBe(429);
  await expect(page).toHaveURL(/\/otp-verify$/);
}

/** Waits until the screen shows its main heading and nothing on it is still loading (no spinner, no skeleton). */
export async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** The session token the app keeps in local storage. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'a session token in local storage').toBeTruthy();
  return token!;
}

/** ₹1,234.50 / ₹499, as the screens show an amount of paise (en-IN grouping). */
export function rupees(paise: number): string {
  const text = (Math.abs(paise) / 100).toLocaleString('en-IN', {
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${paise < 0 ? '−' : ''}₹${text}`;
}

/** The demo tag, its car and the emergency contacts of its owner (the demo customer). */
export const TAG = 'SAFE2026';
export const PLATE = 'DL01AB1234';
export const CONTACTS = ['9000000003', '9000000004'];

/** The answer link at the end of an SOS text ("Answer: http://…/r/{12 characters}"). */
export function answerLinkIn(text: string): string {
  const link = text.match(/Answer: (https?:\/\/\S+\/r\/[0-9A-HJKMNP-TV-Z]{12})$/)?.[1];
  expect(link, `an answer link at the end of “${text}”`).toBeTruthy();
  return link!;
}

/** A name no other alert of this run carries, so its texts can be told apart in the outbox. */
export const bystanderName = (first: string) => `${first} ${String(Date.now()).slice(-5)}`;

/**
 * A bystander sends an alert from the demo tag's SOS page (already open) and lands on the alert's
 * own page. Works with JavaScript on or off.
 */
export async function sendAlert(
  page: Page,
  alert: { reason: string; name: string; mobile: string; landmark?: string },
): Promise<void> {
  await page.getByText(alert.reason, { exact: true }).click();
  await page.getByLabel('Your name').fill(alert.name);
  await page.getByLabel('Your mobile number').fill(alert.mobile);
  if (alert.landmark) await page.getByLabel('Landmark (optional)').fill(alert.landmark);
  await page.getByRole('button', { name: 'Send alert' }).click();
  await expect(page).toHaveURL(/\/alert\/[0-9a-f]{32}/);
  await expect(page.getByRole('heading', { name: 'Alert sent', level: 1 })).toBeVisible();
}
