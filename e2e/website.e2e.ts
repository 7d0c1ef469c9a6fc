import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe.js';
import { baseURL, freshPhone, launch, newPage, PHONE, signInAs } from './support.js';

const ADMIN = '9000000001';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Collects the page's console errors (a failed hydration logs one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Waits until React has hydrated the prerendered page: the boot script loads the app after the
 * first paint, and hydration runs in a transition; the header marks itself once it is done.
 */
async function hydrated(page: Page): Promise<void> {
  await page.locator('header[data-hydrated="true"]').waitFor({ state: 'attached' });
}

const POLICIES = [
  { path: '/privacy-policy', title: 'Privacy Policy', text: 'not meant for children under 13' },
  { path: '/shipping-policy', title: 'Shipping Policy', text: 'dispatched within 2–4 business days' },
  { path: '/refund-policy', title: 'Refund Policy', text: 'within 7 days of delivery' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions', text: 'courts of New Delhi' },
];

describe('public website', () => {
  it('serves / as prerendered HTML that hydrates without errors, sections in the spec’s order', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    expect(html).toContain('Help reaches you');
    expect(html).toContain('id="prerender-state"');
    // The modules it loads are the public ones: no back-office screen rides along.
    const modules = html.match(/\/assets\/[\w.-]+\.js/g) ?? [];
    expect(modules.some((m) => m.includes('landing-page'))).toBe(true);
    expect(modules.filter((m) => /admin|qr-codes|sos-calls|customers|permissions|audit/i.test(m))).toEqual([]);

    const { context, page } = await newPage(browser);
    const errors = consoleErrors(page);
    await page.goto('/');
    await hydrated(page);
    const headings = await page.locator('main section h2').allInnerTexts();
    expect(headings).toEqual([
      'About Us',
      'Features',
      'Emergency Blood Request',
      'Group Tracking',
      'Become A Distributor',
      'Frequently asked questions',
      'Stay Updated',
    ]);
    // FAQs come from the API (the demo data seeds some).
    await page.locator('#faqs details summary').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the top bar its scrolled style once the page has scrolled 10 px, not before', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto('/');
    await hydrated(page);
    const bar = page.locator('header[data-scrolled]');
    const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await bar.getAttribute('data-scrolled')).toBe('false');
    const before = await background();

    await page.evaluate(() => window.scrollTo(0, 9));
    await page.waitForTimeout(200);
    expect(await bar.getAttribute('data-scrolled')).toBe('false');

    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'true');
    await page.waitForTimeout(250); // the colour fades in
    expect(await background()).not.toBe(before);
    expect(await bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'false');
    await context.close();
  });

  it('links Send Message to WhatsApp and the store badges to the apps once an admin sets them', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, ADMIN);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const put = await fetch(`${baseURL()}/api/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        whatsapp: '98765 43210',
        appStoreUrl: 'https://apps.apple.com/in/app/safesathi/id1',
        playStoreUrl: 'https://play.google.com/store/apps/details?id=in.safesathi',
        social: { instagram: 'https://instagram.com/safesathi' },
      }),
    });
    expect(put.status).toBe(200);
    await page.goto('/');
    await page.getByRole('link', { name: 'Send Message' }).and(page.locator('[href^="https://wa.me/"]')).waitFor();
    expect(await page.getByRole('link', { name: 'Send Message' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210',
    );
    expect(
      await page
        .getByRole('link', { name: /App Store/ })
        .first()
        .getAttribute('href'),
    ).toContain('apps.apple.com');
    expect(
      await page
        .getByRole('link', { name: /Google Play/ })
        .first()
        .getAttribute('href'),
    ).toContain('play.google.com');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://instagram.com/safesathi',
    );
    for (const name of ['Privacy Policy', 'Shipping Policy', 'Refund Policy', 'Terms & Conditions'])
      await page.getByRole('contentinfo').getByRole('link', { name }).waitFor();
    expect(await page.getByTestId('support-email').textContent()).toMatch(/@/);
    await context.close();
  });

  it('shows the contact form’s four messages as the spec words them, thanks a valid sender, and the lead reaches the Queries screen', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto('/#stay-updated');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Stay updated' });
    const name = form.getByLabel('Name');
    const email = form.getByLabel('Email');
    const phone = form.getByLabel('Phone number');

    // Nothing before the form has been touched.
    expect(await form.getByText('Please enter your name').count()).toBe(0);
    await name.focus();
    await email.focus(); // leaving the empty name
    await form.getByText('Please enter your name').waitFor();
    // The phone's error shows whenever there is one, touched or not.
    await form.getByText('Please enter your phone number').waitFor();
    await phone.focus(); // leaving the empty email
    await form.getByText('Please enter your email').waitFor();
    await email.fill('not-an-email');
    await form.getByText('Invalid email').waitFor();
    await phone.fill('98765');
    await form.getByText('Please enter your phone number').waitFor();

    const who = `Meera Lead ${Date.now() % 100000}`;
    await name.fill(who);
    await email.fill('meera@example.in');
    await phone.fill(freshPhone());
    expect(await form.getByText(/Please enter|Invalid email/).count()).toBe(0);

    // The button is disabled while the form is being sent.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/user/create', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('form[aria-label="Stay updated"] button[type="submit"]')).some(
        (b) => (b as HTMLButtonElement).disabled,
      ),
    );
    release();
    await form.getByText(`Thank you, ${who}!`).waitFor();
    expect(await name.inputValue()).toBe('');
    expect(await email.inputValue()).toBe('');
    expect(await phone.inputValue()).toBe('');
    await page.unroute('**/api/user/create');

    // A failure says so and keeps what was typed.
    await page.route('**/api/user/create', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'Error',
          success: false,
          code: 'UNAVAILABLE',
          message: 'The database is down.',
        }),
      }),
    );
    await name.fill('Kept Typing');
    await email.fill('kept@example.in');
    await phone.fill('9876501234');
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText(/Your details were not sent: The database is down\./).waitFor();
    expect(await name.inputValue()).toBe('Kept Typing');
    expect(await email.inputValue()).toBe('kept@example.in');
    expect(await phone.inputValue()).toBe('9876501234');
    await context.close();

    // The admin sees the lead in Queries and marks it handled.
    const admin = await newPage(browser);
    await signInAs(admin.page, ADMIN);
    await admin.page.goto('/admin-queries');
    const card = admin.page.getByRole('listitem').filter({ hasText: who });
    await card.waitFor();
    await card.getByText('meera@example.in').waitFor();
    await card.getByRole('button', { name: 'Mark handled' }).click();
    await card.waitFor({ state: 'detached' }); // leaves the "Open" list
    await admin.page.locator('label', { hasText: /^Handled$/ }).click();
    await admin.page.getByRole('listitem').filter({ hasText: who }).getByText('Handled', { exact: true }).waitFor();
    expect(await seriousViolations(admin.page).then(describeViolations)).toBe('');
    await admin.context.close();
  });

  it('renders every policy page’s text, in the HTML itself (no JavaScript needed) and in the app', async () => {
    const noJs = await newPage(browser, { javaScriptEnabled: false });
    for (const policy of POLICIES) {
      await noJs.page.goto(policy.path);
      expect(await noJs.page.getByRole('heading', { level: 1 }).textContent()).toBe(policy.title);
      await noJs.page.getByText(policy.text, { exact: false }).waitFor();
    }
    await noJs.context.close();

    const { context, page } = await newPage(browser, { viewport: PHONE });
    const errors = consoleErrors(page);
    for (const policy of POLICIES) {
      await page.goto(policy.path);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: policy.title }).waitFor();
      await page.getByText(policy.text, { exact: false }).waitFor();
      expect(await page.title()).toContain(policy.title);
    }
    // Moving between them inside the app fetches each text from the API.
    await page
      .getByRole('navigation', { name: 'Other policies' })
      .getByRole('link', { name: 'Privacy Policy' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('walks visitors through the SOS loop on /demo with the live demo tag as a QR and a link', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto('/demo');
    await page.getByRole('img', { name: 'QR code of the demo tag SAFE2026' }).waitFor();
    await page.getByRole('link', { name: 'Open the demo SOS page' }).click();
    await page.waitForURL('**/SAFE2026');
    await page.getByText('DL01AB1234').first().waitFor();
    await context.close();
  });

  it('has no serious or critical axe-core issue on any public page, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, undefined]) {
      const { context, page } = await newPage(browser, { viewport });
      for (const path of ['/', '/demo', ...POLICIES.map((p) => p.path), '/sign-in', '/sign-up']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        if (path === '/' || path === '/demo' || path.endsWith('policy') || path.endsWith('conditions'))
          await hydrated(page);
        const violations = await seriousViolations(page);
        expect(describeViolations(violations), `${path} at ${viewport?.width ?? 1280} px`).toBe('');
      }
      await context.close();
    }
  });
});
