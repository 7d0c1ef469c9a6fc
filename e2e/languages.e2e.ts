import { expect, test } from './fixtures.js';
import { freshPhone, PHONE, tokenOf } from './support.js';

// The web app in the visitor's language (docs/decisions/0069-web-app-languages.md).
test.describe('languages: sign-in and sign-up in the visitor’s language', () => {
  test('a visitor whose browser prefers Hindi sees sign-in in Hindi, switches to Tamil, signs up, and the account is then in Tamil', async ({
    openPage,
    outbox,
    api,
    axe,
  }) => {
    const page = await openPage({ viewport: PHONE, locale: 'hi-IN' });
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'साइन इन करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByLabel('मोबाइल नंबर')).toBeVisible();
    await axe(page, 'sign-in in Hindi');

    await page.getByRole('button', { name: 'भाषा: हिन्दी' }).click();
    await page.getByRole('menuitem', { name: 'தமிழ்' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'உள்நுழையுங்கள்' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

    await page.getByRole('link', { name: 'பதிவு செய்யுங்கள்' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'உங்கள் கணக்கைத் தொடங்குங்கள்' })).toBeVisible();
    // A field left empty is named in Tamil too.
    await page.getByRole('button', { name: 'OTP அனுப்பு' }).click();
    await expect(page.getByText('உங்கள் முழுப் பெயரை எழுதுங்கள்')).toBeVisible();

    // Countries are named in Tamil too (the browser's own names).
    await expect(page.getByRole('textbox', { name: 'நாடு' })).toHaveValue('இந்தியா (+91)');
    const phone = freshPhone();
    await page.getByLabel('மொபைல் எண்').fill(phone);
    await page.getByLabel('முழுப் பெயர்').fill('Meena Sundaram');
    await page.getByLabel('மின்னஞ்சல்').fill('meena@example.in');
    await page.getByRole('textbox', { name: 'இரத்த வகை' }).click();
    await page.getByRole('option', { name: 'B+', exact: true }).click();
    await page.getByRole('button', { name: 'OTP அனுப்பு' }).click();
    await expect(page).toHaveURL(/\/otp-verify$/);
    await expect(page.getByRole('heading', { level: 1, name: 'உங்கள் குறியீட்டை உள்ளிடுங்கள்' })).toBeVisible();

    await page.getByLabel('4-இல் 1-ஆவது இலக்கம்').click();
    await page.keyboard.type(await outbox.code(phone));
    await page.getByRole('button', { name: 'OTP சரிபார்' }).click();
    await expect(page).toHaveURL(/\/account$/);

    // The account's language, the one its alert texts are written in, is now Tamil.
    const token = await tokenOf(page);
    await expect
      .poll(async () => (await api.get<{ data: { language: string } }>('/api/user/me', token)).data.language)
      .toBe('ta');

    // The account's pages are not translated yet: they say English, and the header fits a phone.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The header's menu changes the account's language too.
    await page.getByRole('banner').getByRole('button', { name: 'மொழி' }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await expect
      .poll(async () => (await api.get<{ data: { language: string } }>('/api/user/me', token)).data.language)
      .toBe('hi');
  });

  test('sign-in in Urdu reads right to left, and passes axe', async ({ openPage, axe }) => {
    const page = await openPage({ viewport: PHONE, locale: 'ur-IN' });
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'سائن اِن کریں' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    // Mantine's components mirror: the field's label sits on the right of the card.
    const label = await page.locator('label', { hasText: 'موبائل نمبر' }).boundingBox();
    const field = await page.getByLabel('موبائل نمبر').boundingBox();
    expect(label && field && label.x + label.width).toBeGreaterThan((field?.x ?? 0) + (field?.width ?? 0) / 2);
    await axe(page, 'sign-in in Urdu');
  });
});
