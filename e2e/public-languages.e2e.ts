import { expect, test } from './fixtures.js';
import { hydrated, PHONE } from './support.js';

// The public pages at each language's address, server-rendered in it (issue 26, point 2;
// docs/decisions/0069-web-app-languages.md, "Public pages").

const TAMIL_TITLE = 'நீங்கள் உங்கள் வாகனத்தின் அருகில் இல்லாதபோதும் உதவி உங்களை வந்தடையும்';

test.describe('languages: the public pages at their own addresses', () => {
  test('at 360 px /ta/ reads in Tamil, its menu stays in Tamil, Urdu from the language menu turns it right to left, and / remembers', async ({
    openPage,
    axe,
  }) => {
    const page = await openPage({ viewport: PHONE });
    const problems: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    page.on('pageerror', (e) => problems.push(e.message));

    await page.goto('/ta/');
    await expect(page.getByRole('heading', { level: 1, name: TAMIL_TITLE })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page).toHaveTitle('SafeSathi: QR ஸ்டிக்கருடன் சாலைப் பாதுகாப்பு');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await axe(page, 'the landing in Tamil');

    // Hydrating draws the same Tamil page: no English flash, no mismatch.
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: TAMIL_TITLE })).toBeVisible();

    // The phone menu, in Tamil, to a section and to the shop in Tamil.
    const menuButton = page.getByRole('button', { name: 'மெனு' });
    const menu = page.getByRole('navigation', { name: 'மெனு' });
    await menuButton.click();
    await menu.getByRole('link', { name: 'கேள்வி-பதில்' }).click();
    await expect(page).toHaveURL(/\/ta\/#faqs$/);
    await expect(page.locator('#faqs')).toBeInViewport();
    await menuButton.click();
    await menu.getByRole('link', { name: 'கடை' }).click();
    await expect(page).toHaveURL(/\/ta\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'கடை' })).toBeVisible();
    await expect(page.getByTestId('shipping-note')).toContainText('விலைகளில் GST அடங்கும்.');
    // A product's price and stars too: no "incl. GST", no "No ratings".
    const card = page.getByTestId('store-product').first();
    await expect(card).toContainText('GST உட்பட');
    await expect(card).not.toContainText(/incl\. GST|ratings?/i);

    // The language menu, from the phone menu: the same page in Urdu, right to left, and the choice kept.
    await menuButton.click();
    await menu.getByRole('button', { name: 'மொழி: தமிழ்' }).click();
    await page.getByRole('navigation', { name: 'மொழி' }).getByRole('link', { name: 'اردو' }).click();
    await expect(page).toHaveURL(/\/ur\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'دکان' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await axe(page, 'the shop in Urdu');

    // Coming back to the English address, the visitor lands in the language they chose.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ur\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /مدد آپ تک پہنچتی ہے/ })).toBeVisible();
    // Choosing English stays in English.
    await page.getByRole('button', { name: 'مینو' }).click();
    await page.getByRole('button', { name: 'زبان: اردو' }).click();
    await page.getByRole('navigation', { name: 'زبان' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Help reaches you, even when you are not at your vehicle' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    expect(problems).toEqual([]);
  });

  test('a search engine or a shared link gets the address it asked for, whatever the browser prefers', async ({
    openPage,
    request,
  }) => {
    const page = await openPage({ viewport: PHONE, locale: 'hi-IN' });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Help reaches you, even when you are not at your vehicle' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const home = await request.get('/', { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    const html = await home.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<link rel="alternate" hreflang="hi" href="[^"]+\/hi\/">/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/">/);
    expect((await request.get('/xx/')).status()).toBe(404);
  });

  test('at 360 px /ta/demo shows the SOS loop in Tamil, fits the phone, and its demo tag opens the SOS page', async ({
    openPage,
    axe,
  }) => {
    const page = await openPage({ viewport: PHONE });
    await page.goto('/ta/demo');
    await expect(
      page.getByRole('heading', { level: 1, name: 'SafeSathi எப்படி வேலை செய்கிறது என்று பாருங்கள்' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('img', { name: 'டெமோ டேக் SAFE2026-இன் QR குறியீடு' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await axe(page, '/ta/demo');
    await page.getByRole('link', { name: 'டெமோ SOS பக்கத்தைத் திற' }).click();
    await expect(page).toHaveURL(/\/SAFE2026$/);
  });

  test('at 360 px /ur/privacy-policy reads in Urdu, says the English one governs, and its link reaches the English page', async ({
    openPage,
    axe,
    request,
  }) => {
    const page = await openPage({ viewport: PHONE });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const answer = await request.get('/ur/privacy-policy');
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('<html lang="ur" dir="rtl"');

    await page.goto('/ur/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'رازداری کی پالیسی' })).toBeVisible();
    await expect(page.getByText('ہم آپ کی معلومات کبھی نہیں بیچتے۔', { exact: false })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('معتبر انگریزی نسخہ ہے');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await axe(page, 'the privacy policy in Urdu');

    // The visitor chose Urdu: the English address would bring them back here, unless they ask for English.
    await page.evaluate(() => localStorage.setItem('safesathi.language', 'ur'));
    await page.goto('/terms-and-conditions');
    await expect(page).toHaveURL(/\/ur\/terms-and-conditions$/);
    await page.getByRole('link', { name: 'انگریزی نسخہ پڑھیں' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByText('courts of New Delhi', { exact: false })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
