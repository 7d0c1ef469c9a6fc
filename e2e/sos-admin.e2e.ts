import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ADMIN, freshPhone, PHONE } from './support.js';

const TAG = 'SAFE2026';
const PLATE = 'DL01AB1234';

const bell = (page: Page) => page.getByRole('button', { name: /^SOS notifications/ });
const card = (page: Page, text: string) => page.locator('article').filter({ hasText: text });

/**
 * Waits until the bell has read this admin's seen state from the server (on their first look the
 * calls already there count as seen), so that only what arrives from now on counts as new.
 */
async function bellReady(page: Page): Promise<void> {
  await expect(bell(page), 'the bell to have read what this admin has seen').toHaveAttribute('data-seen', 'ready');
}

/** A bystander on a phone sends an alert for the demo tag from its SOS page. */
async function sendSos(bystander: Page, reason: string, name: string, mobile: string): Promise<void> {
  await bystander.goto(`/${TAG}`);
  await bystander.getByText(reason).click();
  await bystander.getByLabel('Your name').fill(name);
  await bystander.getByLabel('Your mobile number').fill(mobile);
  await bystander.getByRole('button', { name: 'Send alert' }).click();
  // A sent alert lands on its own page, which follows it live (docs/decisions/0027-sos-loop.md).
  await expect(bystander).toHaveURL(/\/alert\//);
  await expect(bystander.getByRole('heading', { name: 'Alert sent' })).toBeVisible();
  await bystander.context().close();
}

test.describe('SOS calls in the back office and the account', () => {
  test('a bystander’s SOS reaches the admin’s bell live; the admin opens it from the bell and resolves it; the owner sees it in /account', async ({
    adminPage: page,
    customerPage: owner,
    openPage,
    api,
    session,
  }) => {
    // What this admin has seen is kept on the server: calls from earlier tests are seen already.
    await api.post('/api/notifications/seen', {}, await session(ADMIN));
    await page.goto('/admin-sos-calls');
    await expect(page.getByRole('heading', { name: 'SOS calls', level: 1 })).toBeVisible();
    await expect(bell(page)).toBeVisible();
    await bellReady(page);
    // Nothing new yet: the bell has no count.
    await expect(bell(page)).toHaveAttribute('aria-label', 'SOS notifications');
    // The stream is connected before anyone sends (the dropdown says "Live").
    await expect(page.locator('[data-stream="open"]')).toBeVisible();

    const sender = `Meera Iyer ${Date.now() % 10_000}`;
    await sendSos(await openPage({ viewport: PHONE }), 'Window or door left open', sender, '9811177788');

    // Live, without a reload: the count, a toast, and the call in the list.
    await expect(bell(page)).toHaveAttribute('aria-label', 'SOS notifications: 1 new');
    await expect(page.getByTestId('sos-bell-count').locator('.mantine-Indicator-indicator')).toHaveText('1');
    await expect(page.getByText('New SOS: Window or door left open')).toBeVisible();
    await expect(card(page, sender)).toBeVisible();

    // Open it from the bell: the screen scrolls to it, highlights it and shows who was messaged.
    await bell(page).click();
    const item = page.getByRole('menuitem').filter({ hasText: 'Window or door left open' }).first();
    await expect(item).toContainText(PLATE);
    await item.click();
    await expect(page).toHaveURL(/\/admin-sos-calls\?open=/);
    const opened = card(page, sender);
    await expect(opened).toHaveAttribute('data-highlighted', 'true');
    await expect(opened.getByRole('button', { name: 'Hide delivery details' })).toBeVisible();
    await expect(opened.getByRole('list', { name: 'Delivery details' })).toContainText('Priya Sharma');
    await expect(opened.getByRole('link', { name: '+91 98111 77788' })).toHaveAttribute('href', 'tel:+919811177788');
    // Opening the list counts as reading it.
    await expect(bell(page)).toHaveAttribute('aria-label', 'SOS notifications');

    await opened.getByRole('button', { name: /^Mark resolved/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this SOS call resolved' });
    await dialog.getByLabel('Note').fill('Owner moved the car');
    await dialog.getByRole('button', { name: 'Mark resolved' }).click();
    await expect(page.getByText('Marked resolved', { exact: true })).toBeVisible();
    await expect(opened.getByText('Note: Owner moved the car')).toBeVisible();
    // The state at the top, and the timeline (open with the details) ends with it.
    await expect(opened.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await expect(opened.getByLabel('Alert timeline')).toContainText('Resolved');
    await expect(opened.getByRole('button', { name: /^Re-open/ })).toBeVisible();

    // The owner sees the alert with a way to call the sender back.
    await owner.goto('/account');
    const alert = owner.getByRole('listitem').filter({ hasText: sender });
    await expect(alert).toContainText('Window or door left open');
    await expect(alert.getByRole('link', { name: '+91 98111 77788' })).toHaveAttribute('href', 'tel:+919811177788');
    await expect(alert.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await alert.getByRole('button', { name: 'Timeline' }).click();
    await expect(alert.getByLabel('Alert timeline')).toContainText('Resolved');
  });

  test('QR codes: a batch of 3 shows as 3 unassigned tags with a PDF sheet; the customer activates one from /account; the admin sees it active and can suspend it', async ({
    adminPage: page,
    customerPage: owner,
  }) => {
    await page.goto('/admin-qr-code');
    await page.getByLabel('How many tags').fill('1001');
    await page.getByRole('button', { name: 'Generate batch' }).click();
    await expect(page.getByText('At most 1000 tags a batch')).toBeVisible();

    await page.getByLabel('How many tags').fill('3');
    await page.getByRole('button', { name: 'Generate batch' }).click();
    await expect(page.getByText('3 tags created.')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Tags' }).locator('tbody tr');
    // The table now lists just the new batch.
    await expect(page.getByText(/^Batch of .+ \(3\)$/)).toBeVisible();
    await expect(rows.locator('td:nth-child(2)')).toHaveText(['Unassigned', 'Unassigned', 'Unassigned']);
    await expect(rows.locator('td:nth-child(3)')).toHaveText(['—', '—', '—']);
    const codes = (await rows.locator('td:nth-child(1)').allTextContents()).map((c) => c.trim());
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download sheet (PDF)', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // The customer types the code as people do: lower case, with a dash.
    const code = codes[0]!;
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
    await owner.goto('/account');
    await owner.getByRole('button', { name: 'Activate tag' }).click();
    await expect(owner.getByText('Enter the code printed under the QR on your tag')).toBeVisible();
    await owner.getByLabel('Tag code').fill(typed);
    await owner.getByRole('textbox', { name: 'Vehicle' }).click();
    await owner.getByRole('option', { name: PLATE }).click();
    await owner.getByRole('button', { name: 'Activate tag' }).click();
    await expect(owner.getByText(`Tag ${code} is active`)).toBeVisible();
    const mine = owner.getByRole('table', { name: 'My QR tags' }).locator('tbody tr').filter({ hasText: code });
    await expect(mine).toContainText('Active');
    await expect(mine).toContainText(PLATE);

    // The same code again is refused beside the field.
    await owner.getByLabel('Tag code').fill(code);
    await owner.getByRole('button', { name: 'Activate tag' }).click();
    await expect(owner.getByText('This tag is already in use')).toBeVisible();

    await page.reload();
    await page.getByPlaceholder('Code or registration number').fill(code);
    const row = page.getByRole('table', { name: 'Tags' }).locator('tbody tr').filter({ hasText: code });
    const state = row.locator('td').nth(1);
    await expect(state).toHaveText('Active');
    await expect(row).toContainText(PLATE);
    await expect(row).toContainText('Aarav Sharma');

    await row.getByRole('button', { name: `Suspend tag ${code}` }).click();
    const confirm = page.getByRole('dialog', { name: `Suspend tag ${code}?` });
    await confirm.getByRole('button', { name: 'Suspend tag' }).click();
    await expect(page.getByText(`Tag ${code} is suspended.`, { exact: false })).toBeVisible();
    await expect(state).toHaveText('Suspended');
    await row.getByRole('button', { name: `Re-activate tag ${code}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Re-activate tag' }).click();
    await expect(state).toHaveText('Active');
  });

  test('the bell reconnects after the stream drops and counts what arrived meanwhile', async ({
    adminPage: page,
    openPage,
  }) => {
    // The bell retries with a growing wait: the reconnection may take up to 40 s.
    test.setTimeout(90_000);
    // Stands in for a flaky network: the test can cut the live stream and refuse new ones.
    await page.context().addInitScript(() => {
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
    await expect(page.locator('[data-stream="open"]')).toBeVisible();
    await bellReady(page);
    await expect(bell(page)).toHaveAttribute('aria-label', 'SOS notifications');

    await page.evaluate(() => {
      const w = window as unknown as { __cut: () => void; __down: boolean };
      w.__down = true;
      w.__cut();
    });
    await expect(page.locator('[data-stream="retrying"]')).toBeVisible();
    const sender = `Kabir Das ${Date.now() % 10_000}`;
    await sendSos(await openPage({ viewport: PHONE }), 'Lights left on', sender, '9811166677');
    // Missed while down.
    await expect(bell(page)).toHaveAttribute('aria-label', 'SOS notifications');

    await page.evaluate(() => {
      (window as unknown as { __down: boolean }).__down = false;
    });
    await expect(page.locator('[data-stream="open"]')).toBeVisible({ timeout: 40_000 });
    await expect(bell(page)).toHaveAttribute('aria-label', 'SOS notifications: 1 new');
    await expect(card(page, sender)).toBeVisible();
  });

  test('a new customer without a vehicle is told so, adds one (type, brand, model) and activates a tag on it', async ({
    openPage,
    api,
    session,
  }) => {
    const batch = await api.post<{ data: { tags: { code: string }[] } }>(
      '/api/tags/batches',
      { count: 1 },
      await session(ADMIN),
    );
    const code = batch.data.tags[0]!.code;
    // A brand-new customer, signed up through the API (the sign-up screens have their own tests).
    const phone = freshPhone();
    const token = await api.signIn(phone, { name: 'Ishaan Mehta', email: `${phone}@example.in` });
    const page = await openPage({ viewport: PHONE });
    await page.context().addInitScript((t) => localStorage.setItem('token', t), token);
    await page.goto('/account');
    await expect(page.getByText('You have no vehicle in your account yet.', { exact: false })).toBeVisible();
    await expect(page.getByText('No alerts yet')).toBeVisible();
    await expect(page.getByText('No tags yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(page.getByText('Enter the registration number')).toBeVisible();
    await page.getByLabel('Registration number').fill('XX 99 1');
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(page.getByText('Enter an Indian registration number such as DL01AB1234 or 22BH1234AA')).toBeVisible();

    const plate = `KA05MN${String((Date.now() % 9000) + 1000)}`;
    await page.getByLabel('Registration number').fill(plate.toLowerCase());
    await page.getByRole('textbox', { name: 'Vehicle type' }).click();
    await page.getByRole('option', { name: 'Car' }).click();
    await page.getByRole('textbox', { name: 'Brand' }).click();
    await page.getByRole('option', { name: 'Maruti Suzuki' }).click();
    await page.getByRole('textbox', { name: 'Model' }).click();
    await page.getByRole('option', { name: 'Swift' }).click();
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(page.getByText(`${plate} was added to your vehicles.`)).toBeVisible();

    // The one vehicle is already chosen; the code is typed with a space.
    await page.getByLabel('Tag code').fill(`${code.slice(0, 4)} ${code.slice(4)}`);
    await page.getByRole('button', { name: 'Activate tag' }).click();
    await expect(page.getByText(`Tag ${code} is active`)).toBeVisible();
    const row = page.getByRole('table', { name: 'My QR tags' }).locator('tbody tr').filter({ hasText: code });
    await expect(row).toContainText(plate);
    await expect(row).toContainText('Active');
  });

  test('is accessible: axe-core finds no serious or critical issue on the SOS calls, QR codes and account pages', async ({
    adminPage: admin,
    customerPage: owner,
    axe,
  }) => {
    for (const [path, ready] of [
      ['/admin-sos-calls', 'article'],
      ['/admin-qr-code', 'table'],
    ] as const) {
      await admin.goto(path);
      await expect(admin.locator(ready).first()).toBeVisible();
      await axe(admin, path);
    }
    await owner.goto('/account');
    await expect(owner.getByRole('heading', { name: 'My QR tags' })).toBeVisible();
    await expect(owner.getByRole('table', { name: 'My QR tags' })).toBeVisible();
    await axe(owner, '/account');
  });
});
