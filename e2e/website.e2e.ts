import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ADMIN, DESKTOP, freshPhone, hydrated, PHONE } from './support.js';

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
 * Scrolls the window to `y` and answers once the page has handled it: the page's scroll
 * listeners run before ours, and what they set renders before the frame after.
 */
async function scrollWindow(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => setTimeout(resolve)), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

const POLICIES = [
  { path: '/privacy-policy', title: 'Privacy Policy', text: 'not meant for children under 13' },
  { path: '/shipping-policy', title: 'Shipping Policy', text: 'dispatched within 2–4 business days' },
  { path: '/refund-policy', title: 'Refund Policy', text: 'within 7 days of delivery' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions', text: 'courts of New Delhi' },
];

test.describe('public website', () => {
  test('serves / as HTML rendered by the server that hydrates without errors, sections in the spec’s order', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Help reaches you');
    expect(html).toContain('id="prerender-state"');
    // The modules it loads are the public ones: no back-office screen rides along.
    const modules = html.match(/\/assets\/[\w.-]+\.js/g) ?? [];
    expect(modules.some((m) => m.includes('landing-page'))).toBe(true);
    expect(modules.filter((m) => /admin|qr-codes|sos-calls|customers|permissions|audit/i.test(m))).toEqual([]);

    const errors = consoleErrors(page);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('main section h2')).toHaveText(
      [
        // The shop's tags under the hero (issue 13), while something is on sale.
        'Get your tag',
        // The back office's banners (the demo data seeds three), below the hero.
        'Highlights',
        'About Us',
        'Features',
        'Emergency blood',
        'Become A Distributor',
        'Frequently asked questions',
        'Stay Updated',
      ],
      { useInnerText: true },
    );
    // FAQs come from the API (the demo data seeds some).
    await expect(page.locator('#faqs details summary').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('gives the top bar its scrolled style once the page has scrolled 10 px, not before', async ({ openPage }) => {
    const page = await openPage({ viewport: PHONE });
    await page.goto('/');
    await hydrated(page);
    const bar = page.locator('header[data-scrolled]');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    const before = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);

    await scrollWindow(page, 9);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');

    await scrollWindow(page, 10);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    // The colour fades in.
    await expect(bar).not.toHaveCSS('background-color', before);
    expect(await bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

    await scrollWindow(page, 0);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  test('links Send Message to WhatsApp once an admin sets it, and shows no app store badge: there is no app', async ({
    adminPage: page,
    request,
    session,
  }) => {
    const put = await request.put('/api/settings', {
      headers: { authorization: `Bearer ${await session(ADMIN)}` },
      data: {
        whatsapp: '98765 43210',
        // Still accepted by the API (an older back office may send them), shown nowhere.
        appStoreUrl: 'https://apps.apple.com/in/app/safesathi/id1',
        playStoreUrl: 'https://play.google.com/store/apps/details?id=in.safesathi',
        social: { instagram: 'https://instagram.com/safesathi' },
      },
    });
    expect(put.status()).toBe(200);
    await page.goto('/');
    const send = page.getByRole('link', { name: 'Send Message' });
    await expect(send.and(page.locator('[href^="https://wa.me/"]'))).toBeVisible();
    await expect(send).toHaveAttribute('href', 'https://wa.me/919876543210');
    await expect(page.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
    await expect(page.locator('a[href*="apps.apple.com"], a[href*="play.google.com"]')).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/safesathi',
    );
    for (const name of ['Privacy Policy', 'Shipping Policy', 'Refund Policy', 'Terms & Conditions'])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(page.getByTestId('support-email')).toHaveText(/@/);
  });

  test('shows the contact form’s four messages as the spec words them, thanks a valid sender, and the lead reaches the Queries screen', async ({
    openPage,
    adminPage: admin,
    axe,
  }) => {
    const page = await openPage({ viewport: PHONE });
    await page.goto('/#stay-updated');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Stay updated' });
    const name = form.getByLabel('Name');
    const email = form.getByLabel('Email');
    const phone = form.getByLabel('Phone number');

    // Nothing before the form has been touched.
    await expect(form.getByText('Please enter your name')).toHaveCount(0);
    await name.focus();
    await email.focus(); // leaving the empty name
    await expect(form.getByText('Please enter your name')).toBeVisible();
    // The phone's error shows whenever there is one, touched or not.
    await expect(form.getByText('Please enter your phone number')).toBeVisible();
    await phone.focus(); // leaving the empty email
    await expect(form.getByText('Please enter your email')).toBeVisible();
    await email.fill('not-an-email');
    await expect(form.getByText('Invalid email')).toBeVisible();
    await phone.fill('98765');
    await expect(form.getByText('Too few digits: enter a 10-digit Indian mobile number')).toBeVisible();

    const who = `Meera Lead ${Date.now() % 100000}`;
    await name.fill(who);
    await email.fill('meera@example.in');
    await phone.fill(freshPhone());
    await expect(form.getByText(/Please enter|Invalid email/)).toHaveCount(0);

    // The button is disabled while the form is being sent.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/leads', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.locator('button[type="submit"]')).toBeDisabled();
    release();
    await expect(form.getByText(`Thank you, ${who}!`)).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(phone).toHaveValue('');
    await page.unroute('**/api/leads');

    // A failure says so and keeps what was typed.
    await page.route('**/api/leads', (route) =>
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
    await expect(form.getByText(/Your details were not sent: The database is down\./)).toBeVisible();
    await expect(name).toHaveValue('Kept Typing');
    await expect(email).toHaveValue('kept@example.in');
    await expect(phone).toHaveValue('9876501234');

    // The admin sees the lead in Queries and marks it handled.
    await admin.goto('/admin-queries');
    const card = admin.getByRole('listitem').filter({ hasText: who });
    await expect(card.getByText('meera@example.in')).toBeVisible();
    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect(card).toHaveCount(0); // leaves the "Open" list
    await admin.locator('label', { hasText: /^Handled$/ }).click();
    await expect(
      admin.getByRole('listitem').filter({ hasText: who }).getByText('Handled', { exact: true }),
    ).toBeVisible();
    await axe(admin, '/admin-queries');
  });

  test('renders every policy page’s text, in the HTML itself (no JavaScript needed) and in the app', async ({
    openPage,
  }) => {
    const noJs = await openPage({ javaScriptEnabled: false });
    for (const policy of POLICIES) {
      await noJs.goto(policy.path);
      await expect(noJs.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      await expect(noJs.getByText(policy.text, { exact: false })).toBeVisible();
    }

    const page = await openPage({ viewport: PHONE });
    const errors = consoleErrors(page);
    for (const policy of POLICIES) {
      await page.goto(policy.path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
      await expect(page.getByText(policy.text, { exact: false })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(policy.title));
    }
    // Moving between them inside the app fetches each text from the API.
    await page
      .getByRole('navigation', { name: 'Other policies' })
      .getByRole('link', { name: 'Privacy Policy' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('walks visitors through the SOS loop on /demo with the live demo tag as a QR and a link', async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: PHONE });
    await page.goto('/demo');
    await expect(page.getByRole('img', { name: 'QR code of the demo tag SAFE2026' })).toBeVisible();
    // The steps say what the ladder does: the owner first, the contacts at once only when urgent.
    const steps = page.getByRole('region', { name: 'The SOS loop in four steps' });
    await expect(steps.getByText('The owner first, then their people')).toBeVisible();
    await expect(steps).toContainText('only if the owner has not answered within a few minutes');
    await expect(steps).toContainText('a more urgent alert is never held back');
    await page.getByRole('link', { name: 'Open the demo SOS page' }).click();
    await expect(page).toHaveURL(/\/SAFE2026$/);
    await expect(page.getByText('DL01AB1234').first()).toBeVisible();
  });

  test('has no serious or critical axe-core issue on any public page, on a phone and a desktop', async ({
    openPage,
    axe,
  }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage({ viewport });
      for (const path of ['/', '/demo', ...POLICIES.map((p) => p.path), '/sign-in', '/sign-up']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (path === '/' || path === '/demo' || path.endsWith('policy') || path.endsWith('conditions'))
          await hydrated(page);
        await axe(page, `${path} at ${viewport.width} px`);
      }
    }
  });
});
