import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe.js';
import { baseURL, DESKTOP, freshPhone, launch, newPage, PHONE, signInAs, waitForOtp } from './support.js';

const ADMIN = '9000000001';
const OWNER = '9000000002';
const TAG = 'SAFE2026';
const PLATE = 'DL01AB1234';

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let owner: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launch();
  admin = await newPage(browser, { viewport: DESKTOP });
  await signInAs(admin.page, ADMIN);
  owner = await newPage(browser, { viewport: PHONE });
  await signInAs(owner.page, OWNER);
});
afterAll(async () => browser?.close());

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A brand-new customer with no vehicle, signed up through the API (the sign-up screens have their own tests). */
async function newCustomer(name: string): Promise<string> {
  const phone = freshPhone();
  await api('/api/user/otp-generate', { countryCode: '91', phone, name, email: `${phone}@example.in` });
  const otp = await waitForOtp(phone);
  const answer = await api<{ token?: string; data?: { token?: string } }>('/api/user/otp-verify', {
    countryCode: '91',
    phone,
    otp,
  });
  const token = answer.data?.token ?? answer.token;
  if (!token) throw new Error('no token in the otp-verify answer');
  return token;
}

const bell = (page: Page) => page.getByRole('button', { name: /^SOS notifications/ });
const card = (page: Page, text: string) => page.locator('article').filter({ hasText: text });

describe('SOS calls in the back office and the account', () => {
  it('a bystander’s SOS reaches the admin’s bell live; the admin opens it from the bell and resolves it; the owner sees it in /account', async () => {
    const { page } = admin;
    await page.goto('/admin-sos-calls');
    await page.getByRole('heading', { name: 'SOS calls', level: 1 }).waitFor();
    await bell(page).waitFor();
    // Nothing new yet: the bell has no count.
    expect(await bell(page).getAttribute('aria-label')).toBe('SOS notifications');
    // The stream is connected before anyone sends (the dropdown says "Live").
    await page.locator('[data-stream="open"]').waitFor();

    const sender = `Meera Iyer ${Date.now() % 10_000}`;
    const bystander = await newPage(browser, { viewport: PHONE });
    await bystander.page.goto(`/${TAG}`);
    await bystander.page.getByText('Window or door left open').click();
    await bystander.page.getByLabel('Your name').fill(sender);
    await bystander.page.getByLabel('Your mobile number').fill('9811177788');
    await Promise.all([
      bystander.page.waitForURL('**/success**'),
      bystander.page.getByRole('button', { name: 'Send alert' }).click(),
    ]);
    await bystander.context.close();

    // Live, without a reload: the count, a toast, and the call in the list.
    await expect
      .poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('SOS notifications: 1 new');
    expect(await page.getByTestId('sos-bell-count').locator('.mantine-Indicator-indicator').textContent()).toBe('1');
    await page.getByText('New SOS: Window or door left open').waitFor();
    await card(page, sender).waitFor();

    // Open it from the bell: the screen scrolls to it, highlights it and shows who was messaged.
    await bell(page).click();
    const item = page.getByRole('menuitem').filter({ hasText: 'Window or door left open' }).first();
    expect(await item.textContent()).toContain(PLATE);
    await item.click();
    await page.waitForURL(/\/admin-sos-calls\?open=/);
    const opened = card(page, sender);
    await expect.poll(() => opened.getAttribute('data-highlighted')).toBe('true');
    await opened.getByRole('button', { name: 'Hide delivery details' }).waitFor();
    expect(await opened.getByRole('list', { name: 'Delivery details' }).textContent()).toContain('Priya Sharma');
    expect(await opened.getByRole('link', { name: '+91 9811177788' }).getAttribute('href')).toBe('tel:+919811177788');
    // Opening the list counts as reading it.
    expect(await bell(page).getAttribute('aria-label')).toBe('SOS notifications');

    await opened.getByRole('button', { name: /^Mark resolved/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this SOS call resolved' });
    await dialog.getByLabel('Note').fill('Owner moved the car');
    await dialog.getByRole('button', { name: 'Mark resolved' }).click();
    await page.getByText('Marked resolved', { exact: true }).waitFor();
    await opened.getByText('Note: Owner moved the car').waitFor();
    expect(await opened.getByText('Resolved', { exact: true }).isVisible()).toBe(true);
    expect(await opened.getByRole('button', { name: /^Re-open/ }).isVisible()).toBe(true);

    // The owner sees the alert with a way to call the sender back.
    await owner.page.goto('/account');
    const alert = owner.page.getByRole('listitem').filter({ hasText: sender });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Window or door left open');
    expect(await alert.getByRole('link', { name: '+91 9811177788' }).getAttribute('href')).toBe('tel:+919811177788');
    expect(await alert.getByText('Resolved').isVisible()).toBe(true);
  });

  it('QR codes: a batch of 3 shows as 3 unassigned tags with a PDF sheet; the customer activates one from /account; the admin sees it active and can suspend it', async () => {
    const { page } = admin;
    await page.goto('/admin-qr-code');
    await page.getByLabel('How many tags').fill('1001');
    await page.getByRole('button', { name: 'Generate batch' }).click();
    await page.getByText('At most 1000 tags a batch').waitFor();

    await page.getByLabel('How many tags').fill('3');
    await page.getByRole('button', { name: 'Generate batch' }).click();
    await page.getByText('3 tags created.').waitFor();
    const rows = page.getByRole('table', { name: 'Tags' }).locator('tbody tr');
    // The table now lists just the new batch.
    await page.getByText(/^Batch of .+ \(3\)$/).waitFor();
    await expect
      .poll(async () => (await rows.locator('td:nth-child(2)').allTextContents()).join())
      .toBe('Unassigned,Unassigned,Unassigned');
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const cells = rows.nth(i).locator('td');
      codes.push((await cells.nth(0).textContent())?.trim() ?? '');
      expect(await cells.nth(1).textContent()).toBe('Unassigned');
      expect(await cells.nth(2).textContent()).toBe('—');
    }
    expect(codes.every((c) => /^[0-9A-HJKMNP-TV-Z]{8}$/.test(c))).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download sheet (PDF)', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // The customer types the code as people do: lower case, with a dash.
    const code = codes[0]!;
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
    const o = owner.page;
    await o.goto('/account');
    await o.getByRole('button', { name: 'Activate tag' }).click();
    await o.getByText('Enter the code printed under the QR on your tag').waitFor();
    await o.getByLabel('Tag code').fill(typed);
    await o.getByRole('textbox', { name: 'Vehicle' }).click();
    await o.getByRole('option', { name: PLATE }).click();
    await o.getByRole('button', { name: 'Activate tag' }).click();
    await o.getByText(`Tag ${code} is active`).waitFor();
    const mine = o.getByRole('table', { name: 'My QR tags' }).locator('tbody tr').filter({ hasText: code });
    expect(await mine.textContent()).toContain('Active');
    expect(await mine.textContent()).toContain(PLATE);

    // The same code again is refused beside the field.
    await o.getByLabel('Tag code').fill(code);
    await o.getByRole('button', { name: 'Activate tag' }).click();
    await o.getByText('This tag is already in use').waitFor();

    await page.reload();
    await page.getByPlaceholder('Code or registration number').fill(code);
    const row = page.getByRole('table', { name: 'Tags' }).locator('tbody tr').filter({ hasText: code });
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('Active');
    expect(await row.textContent()).toContain(PLATE);
    expect(await row.textContent()).toContain('Aarav Sharma');

    await row.getByRole('button', { name: `Suspend tag ${code}` }).click();
    const confirm = page.getByRole('dialog', { name: `Suspend tag ${code}?` });
    await confirm.getByRole('button', { name: 'Suspend tag' }).click();
    await page.getByText(`Tag ${code} is suspended.`, { exact: false }).waitFor();
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('Suspended');
    await row.getByRole('button', { name: `Re-activate tag ${code}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Re-activate tag' }).click();
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('Active');
  });

  it('the bell reconnects after the stream drops and counts what arrived meanwhile', async () => {
    const { context, page } = admin;
    // Stands in for a flaky network: the test can cut the live stream and refuse new ones.
    await context.addInitScript(() => {
      const w = window as unknown as { __cut: () => void; __down: boolean };
      const realFetch = window.fetch.bind(window);
      let cut = new AbortController();
      w.__down = false;
      w.__cut = () => cut.abort();
      window.fetch = (input, init) => {
        if (!String(input).includes('/api/notifications/stream')) return realFetch(input, init);
        if (w.__down) return Promise.reject(new TypeError('Failed to fetch'));
        cut = new AbortController();
        const signals = [cut.signal, init?.signal].filter((x): x is AbortSignal => !!x);
        return realFetch(input, { ...init, signal: AbortSignal.any(signals) });
      };
    });
    await page.goto('/admin-sos-calls');
    await page.locator('[data-stream="open"]').waitFor();
    expect(await bell(page).getAttribute('aria-label')).toBe('SOS notifications');

    await page.evaluate(() => {
      const w = window as unknown as { __cut: () => void; __down: boolean };
      w.__down = true;
      w.__cut();
    });
    await page.locator('[data-stream="retrying"]').waitFor();
    const sender = `Kabir Das ${Date.now() % 10_000}`;
    const bystander = await newPage(browser, { viewport: PHONE });
    await bystander.page.goto(`/${TAG}`);
    await bystander.page.getByText('Lights left on').click();
    await bystander.page.getByLabel('Your name').fill(sender);
    await bystander.page.getByLabel('Your mobile number').fill('9811166677');
    await Promise.all([
      bystander.page.waitForURL('**/success**'),
      bystander.page.getByRole('button', { name: 'Send alert' }).click(),
    ]);
    await bystander.context.close();
    // Missed while down.
    expect(await bell(page).getAttribute('aria-label')).toBe('SOS notifications');

    await page.evaluate(() => {
      (window as unknown as { __down: boolean }).__down = false;
    });
    await page.locator('[data-stream="open"]').waitFor({ timeout: 40_000 });
    await expect
      .poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('SOS notifications: 1 new');
    await card(page, sender).waitFor();
  }, 90_000);

  it('a new customer without a vehicle is told so, adds one (type, brand, model) and activates a tag on it', async () => {
    const adminToken = await admin.page.evaluate(() => localStorage.getItem('token'));
    const batch = await api<{ data: { tags: { code: string }[] } }>(
      '/api/qrcode/batch',
      { count: 1 },
      adminToken ?? '',
    );
    const code = batch.data.tags[0]!.code;
    const token = await newCustomer('Ishaan Mehta');
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    await page.goto('/account');
    await page.getByText('You have no vehicle in your account yet.', { exact: false }).waitFor();
    await page.getByText('No alerts yet').waitFor();
    await page.getByText('No tags yet').waitFor();

    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await page.getByText('Enter the registration number').waitFor();
    await page.getByLabel('Registration number').fill('XX 99 1');
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await page.getByText('Enter an Indian registration number such as DL01AB1234 or 22BH1234AA').waitFor();

    const plate = `KA05MN${String((Date.now() % 9000) + 1000)}`;
    await page.getByLabel('Registration number').fill(plate.toLowerCase());
    await page.getByRole('textbox', { name: 'Vehicle type' }).click();
    await page.getByRole('option', { name: 'Car' }).click();
    await page.getByRole('textbox', { name: 'Brand' }).click();
    await page.getByRole('option', { name: 'Maruti Suzuki' }).click();
    await page.getByRole('textbox', { name: 'Model' }).click();
    await page.getByRole('option', { name: 'Swift' }).click();
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await page.getByText(`${plate} was added to your vehicles.`).waitFor();

    // The one vehicle is already chosen; the code is typed with a space.
    await page.getByLabel('Tag code').fill(`${code.slice(0, 4)} ${code.slice(4)}`);
    await page.getByRole('button', { name: 'Activate tag' }).click();
    await page.getByText(`Tag ${code} is active`).waitFor();
    const row = page.getByRole('table', { name: 'My QR tags' }).locator('tbody tr').filter({ hasText: code });
    expect(await row.textContent()).toContain(plate);
    expect(await row.textContent()).toContain('Active');
    await context.close();
  });

  it('is accessible: axe-core finds no serious or critical issue on the SOS calls, QR codes and account pages', async () => {
    for (const [path, ready] of [
      ['/admin-sos-calls', 'article'],
      ['/admin-qr-code', 'table'],
    ] as const) {
      await admin.page.goto(path);
      await admin.page.locator(ready).first().waitFor();
      const v = await seriousViolations(admin.page);
      expect(v, `${path}\n${describeViolations(v)}`).toEqual([]);
    }
    await owner.page.goto('/account');
    await owner.page.getByRole('heading', { name: 'My QR tags' }).waitFor();
    await owner.page.getByRole('table', { name: 'My QR tags' }).waitFor();
    const v = await seriousViolations(owner.page);
    expect(v, `/account\n${describeViolations(v)}`).toEqual([]);
  });
});
