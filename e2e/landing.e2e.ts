import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ADMIN, DESKTOP, hydrated, PHONE } from './support.js';

// Issue 21 item 4: the landing page sells what exists and works on a phone, and public pages ship
// little JavaScript (docs/decisions/0050-public-pages-weight-and-what-the-landing-advertises.md).

const MENU_LINKS = ['About', 'Features', 'FAQs', 'Contact', 'Demo', 'Shop'];

/** Pages served by another branch that lands with this one: a card may link to them before they exist here. */
const LANDS_WITH_OTHER_BRANCHES = new Set(['/blood-banks']);

/** The JavaScript files a page has asked for. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

test.describe('the landing page', () => {
  test('at 360 px a menu button opens a menu that reaches About, Features, FAQs, Contact, Demo and Shop', async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: PHONE });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    for (const name of MENU_LINKS) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    // Each in-page link takes the visitor to its section and closes the menu.
    for (const [name, id] of [
      ['About', 'about'],
      ['Features', 'features'],
      ['FAQs', 'faqs'],
      ['Contact', 'stay-updated'],
    ]) {
      if (!(await menu.isVisible())) await button.click();
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await button.click();
    await menu.getByRole('link', { name: 'Demo', exact: true }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See how SafeSathi works');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');

    // On a desktop the same links are in the bar, and there is no menu button.
    const wide = await openPage({ viewport: DESKTOP });
    await wide.goto('/');
    await expect(wide.getByRole('button', { name: 'Menu' })).toBeHidden();
    const bar = wide.getByRole('navigation', { name: 'Sections' });
    for (const name of MENU_LINKS) await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('the hero keeps its picture and its whole text once the app has loaded: no carousel takes its place', async ({
    openPage,
  }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage({ viewport });
      await page.goto('/');
      const picture = page.getByRole('img', { name: 'Preview of the SOS page that scanning a sticker opens' });
      await expect(picture).toBeVisible();
      const before = await picture.boundingBox();
      await hydrated(page);
      await expect(picture).toBeVisible();
      expect(await picture.boundingBox()).toEqual(before);
      // Nothing in the hero scrolls sideways or hides its text.
      const hero = page.locator('main > :first-child');
      await expect(hero.locator('[style*="scroll-snap"], [aria-label="Highlights"]')).toHaveCount(0);
      for (const text of await hero.locator('h1, p').all()) {
        const cut = await text.evaluate(
          (el) =>
            el.scrollHeight > el.clientHeight + 1 ||
            el.scrollWidth > el.clientWidth + 1 ||
            getComputedStyle(el).webkitLineClamp !== 'none',
        );
        expect(cut, (await text.textContent()) ?? '').toBe(false);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // The banners have their own section, each with its whole text.
      const highlights = page.getByRole('region', { name: 'Highlights' });
      await expect(highlights.getByRole('article')).toHaveCount(3);
      for (const text of await highlights.locator('p').all())
        expect(await text.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('none');
    }
  });

  test('every feature card links to a page that exists: each answers 200 with its heading', async ({ openPage }) => {
    const page = await openPage({ viewport: PHONE });
    await page.goto('/');
    const cards = page.locator('#features li a');
    const links = await cards.evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href') ?? '', title: a.querySelector('h3')?.textContent ?? '' })),
    );
    expect(links.map((l) => l.title)).toEqual([
      'An SOS sticker anyone can use',
      'Your answer, seen live',
      'Your people, when you cannot answer',
      'Calls that keep your number private',
      'An emergency card for responders',
      'Ten Indian languages',
      'Emergency blood',
      'Blood bank locator',
      'Your vehicle papers, at hand',
      'Travel together',
    ]);
    for (const { href, title } of links) {
      const [path, hash] = href.split('#') as [string, string | undefined];
      // A fresh load each time (a second /demo#… would only move within the page).
      await page.goto('about:blank');
      const answer = await page.goto(href);
      expect(answer?.status(), `${title} → ${href}`).toBe(200);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, `${title} → ${href}`).toBeVisible();
      if (LANDS_WITH_OTHER_BRANCHES.has(path) && /not found/i.test((await heading.textContent()) ?? '')) {
        test.info().annotations.push({ type: 'lands with another branch', description: href });
        continue;
      }
      await expect(heading, `${title} → ${href}`).not.toHaveText(/not found/i);
      if (hash) await expect(page.locator(`#${hash}`), `${title} → ${href}`).toBeVisible();
    }
  });

  test('no public page offers an app store, a chat or “our app”, nor a feature that is not built', async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: DESKTOP });
    for (const path of ['/', '/shop', '/demo', '/privacy-policy', '/terms-and-conditions']) {
      await page.goto(path);
      // biome-ignore lint/performance/useDomNodeTextContent: what a visitor reads, not the page's embedded data
      const text = await page.locator('body').innerText();
      expect(text, path).not.toMatch(
        /app store|google play|\bchat\b|our app|group tracking|document storage|insurance cover/i,
      );
    }
  });

  test('a visitor’s page loads a few kilobytes of script until they touch it, then the app', async ({ openPage }) => {
    const page = await openPage({ viewport: PHONE });
    const scripts = scriptsOf(page);
    for (const path of ['/', '/shop']) {
      scripts.length = 0;
      await page.goto(path, { waitUntil: 'networkidle' });
      // The boot module and its one shared chunk: no React, no Mantine, no router.
      expect(scripts.length, `${path}: ${scripts.join(' ')}`).toBeLessThanOrEqual(2);
      expect(
        scripts.some((s) => /\/assets\/boot-/.test(s)),
        path,
      ).toBe(true);
      await expect(page.locator('header[data-hydrated="true"]')).toHaveCount(0);
    }
    await hydrated(page);
    expect(scripts.some((s) => /\/assets\/main-/.test(s))).toBe(true);
  });

  test('an operator switches a section off in the Website screen: the home page and its menu leave it out', async ({
    adminPage: admin,
    openPage,
    request,
    session,
  }) => {
    await admin.goto('/admin-website');
    const sections = admin.getByRole('form', { name: 'Home page sections' });
    const faqs = sections.getByRole('switch', { name: 'Frequently asked questions' });
    await expect(faqs).toBeChecked();
    await faqs.click();
    await sections.getByRole('button', { name: 'Save sections' }).click();
    await expect(admin.getByText('Sections saved.')).toBeVisible();
    try {
      const page = await openPage({ viewport: PHONE });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#faqs')).toHaveCount(0);
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'FAQs', exact: true })).toHaveCount(0);
      // The switch shows the saved state again on the next visit.
      await admin.reload();
      await expect(sections.getByRole('switch', { name: 'Frequently asked questions' })).not.toBeChecked();
    } finally {
      const put = await request.put('/api/settings', {
        headers: { authorization: `Bearer ${await session(ADMIN)}` },
        data: { hiddenSections: [] },
      });
      expect(put.status()).toBe(200);
    }
  });
});
