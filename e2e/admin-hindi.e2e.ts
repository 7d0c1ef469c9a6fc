import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { PHONE } from './support.js';

/** Nothing on the page is wider than a 360-px phone, and no text in the header or the page is cut. */
async function fitsPhone(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll('header *, main h1, main [role="group"] *'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || getComputedStyle(el).visibility === 'hidden') return false;
        return box.left < -1 || box.right > window.innerWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 40)}`),
  );
  expect(cut).toEqual([]);
}

test.describe('the back office in Hindi (docs/decisions/0080-back-office-in-hindi.md)', () => {
  test('an admin switches to हिन्दी: the orders screen speaks Hindi, a reload keeps it, it fits 360 px, and English is one click back', async ({
    adminPage: page,
    axe,
  }) => {
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const language = page.getByRole('group', { name: 'Back-office language' });
    await expect(language.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await language.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'कुल ऑर्डर' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'बैक ऑफ़िस' }).getByRole('link', { name: 'ग्राहक' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'साइन आउट करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(/ऑर्डर · SafeSathi एडमिन/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर' })).toBeVisible();
    const hindi = page.getByRole('group', { name: 'बैक ऑफ़िस की भाषा' });
    await expect(hindi.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    await axe(page, 'the orders screen in Hindi');

    // Opened on a phone (not a desktop window narrowed, whose menu slides away over a moment).
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर' })).toBeVisible();
    await fitsPhone(page);
    await page.screenshot({ path: test.info().outputPath('orders-hindi-360.png'), fullPage: true });
    await axe(page, 'the orders screen in Hindi at 360 px');

    // On a phone the buttons say "Eng" and "हि".
    await expect(hindi.getByRole('button', { name: 'हि' })).toHaveAttribute('aria-pressed', 'true');
    await hindi.getByRole('button', { name: 'Eng' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
