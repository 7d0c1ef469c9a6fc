import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ADMIN, CUSTOMER, PHONE } from './support.js';

const TAG = 'SAFE2026';

/** The 112 button is the page's first content, whole on a 360-px screen, above the heading. */
async function expect112First(page: Page): Promise<void> {
  const call = page.locator('a[href="tel:112"]');
  await expect(call).toBeVisible();
  await expect(call).toBeInViewport({ ratio: 1 });
  expect(await page.locator('main > *').first().getAttribute('href')).toBe('tel:112');
  const [button, heading] = [await call.boundingBox(), await page.locator('h1').boundingBox()];
  expect(button!.y + button!.height).toBeLessThanOrEqual(heading!.y);
  // Nothing runs off the side of the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('the SOS page in the bystander’s language', () => {
  test('reads in Tamil for a Tamil phone, and in Urdu, right to left, through the switcher', async ({ openPage }) => {
    const page = await openPage({ viewport: PHONE, locale: 'ta-IN' });
    await page.goto(`/${TAG}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'எச்சரிக்கை அனுப்பு' })).toBeVisible();
    await expect(page.getByText('வாகனம் வழியை மறைக்கிறது')).toBeVisible();
    await expect112First(page);

    // The switcher: closed, it names the language; open, it lists all ten over the page.
    const switcher = page.locator('details.langs');
    await switcher.locator('summary').click();
    const links = switcher.getByRole('link');
    await expect(links).toHaveCount(10);
    await expect(switcher.getByRole('link', { name: 'தமிழ்' })).toHaveAttribute('aria-current', 'true');
    for (const link of await links.all()) await expect(link).toBeInViewport();
    await switcher.getByRole('link', { name: 'اردو' }).click();

    await expect(page).toHaveURL(`/${TAG}?lang=ur`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.getByRole('link', { name: '112 پر کال کریں' })).toBeVisible();
    await expect112First(page);
    // Mirrored: the brand starts on the right, the switcher on the left.
    const brand = (await page.locator('.brand').boundingBox())!;
    const summary = (await page.locator('details.langs summary').boundingBox())!;
    expect(brand.x).toBeGreaterThan(summary.x);
    expect(brand.x + brand.width).toBeGreaterThan(PHONE.width - 40);
  });

  test('sends an alert in Urdu with JavaScript off, and the alert’s page answers in Urdu', async ({
    openPage,
    outbox,
  }) => {
    const page = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`/${TAG}?lang=ur`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('آپ کا نام').fill('Zoya Khan');
    await page.getByLabel('آپ کا موبائل نمبر').fill('98111');
    await page.getByRole('button', { name: 'الرٹ بھیجیں' }).click();
    // A mistake comes back in Urdu, beside its field.
    await expect(page.locator('#mobile-err')).toHaveText('اپنا 10 ہندسوں کا موبائل نمبر لکھیں');
    await expect(page.locator('#reason-err')).toHaveText('براہ کرم ایک وجہ چنیں');
    await page.getByText('لائٹیں جلی رہ گئی ہیں').click();
    await page.getByLabel('آپ کا موبائل نمبر').fill('9811166677');
    await page.getByRole('button', { name: 'الرٹ بھیجیں' }).click();

    await expect(page).toHaveURL(/\/alert\/.+\?lang=ur$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الرٹ بھیج دیا گیا' })).toBeVisible();
    await expect(page.getByText('لائٹیں جلی رہ گئی ہیں')).toBeVisible();
    await expect(page.locator('a[href="tel:112"]')).toBeInViewport();
    // The owner reads their own language (English, the demo owner's setting).
    expect(await outbox.message(CUSTOMER, 'Zoya Khan')).toContain('The lights of your vehicle are on.');
  });
});

test('the Tamil and Urdu SOS pages, the switcher open, have no serious axe violations', async ({ page, axe }) => {
  for (const lang of ['ta', 'ur']) {
    await page.goto(`/${TAG}?lang=${lang}`);
    await axe(page, `/${TAG}?lang=${lang}`);
    await page.locator('details.langs summary').click();
    await axe(page, `/${TAG}?lang=${lang} with the switcher open`);
  }
});

test.describe('languages in the back office and the account', () => {
  test('an admin adds an urgent reason with its Tamil name; a Tamil SOS page shows it, an English one the English', async ({
    signedInPage,
    openPage,
  }) => {
    const admin = await signedInPage(ADMIN, { viewport: PHONE });
    await admin.goto('/admin-reasons');
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    const form = admin.getByRole('dialog', { name: 'Add Reason' });
    await form.getByRole('textbox', { name: 'Reason', exact: true }).fill('Flat tyre');
    await form.getByRole('textbox', { name: 'Notification text', exact: true }).fill('Your vehicle has a flat tyre.');
    await form.getByText('Urgent', { exact: true }).click();
    await expect(form.getByText(/^Urgent: the owner and every emergency contact are texted at once/)).toBeVisible();
    await form.getByRole('button', { name: /Tamil/ }).click();
    await form.getByLabel('Reason in Tamil').fill('டயர் பஞ்சர்');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Reason added.')).toBeVisible();
    const row = admin.getByRole('listitem', { name: 'Flat tyre (active)' });
    await expect(row.getByText('Urgent', { exact: true })).toBeVisible();
    await expect(row.getByText('Also in Tamil')).toBeVisible();

    const bystander = await openPage({ viewport: PHONE });
    await bystander.goto(`/${TAG}?lang=ta`);
    await expect(bystander.getByText('டயர் பஞ்சர்')).toBeVisible();
    await bystander.goto(`/${TAG}?lang=bn`);
    await expect(bystander.getByText('Flat tyre')).toBeVisible();

    // Deleting asks first.
    await row.getByRole('button', { name: /^Delete/ }).click();
    await admin.getByRole('dialog', { name: 'Delete reason?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(row).toBeHidden();
  });

  test('a customer chooses the language of their alert texts, and the next alert reaches them in it', async ({
    signedInPage,
    openPage,
    outbox,
  }) => {
    const page = await signedInPage(CUSTOMER, { viewport: PHONE });
    await page.goto('/account/profile');
    const select = page.getByRole('textbox', { name: 'Language of my alert texts' });
    await select.click();
    await page.getByRole('option', { name: 'हिन्दी (Hindi)' }).click();
    await expect(page.getByText('Your alert texts will now be in Hindi.')).toBeVisible();

    try {
      const bystander = await openPage({ viewport: PHONE, javaScriptEnabled: false });
      await bystander.goto(`/${TAG}`);
      await bystander.getByText('Window or door left open').click();
      await bystander.getByLabel('Your name').fill('Kavya Nair');
      await bystander.getByLabel('Your mobile number').fill('9811188899');
      await bystander.getByRole('button', { name: 'Send alert' }).click();
      await expect(bystander).toHaveURL(/\/alert\//);
      expect(await outbox.message(CUSTOMER, 'Kavya Nair')).toContain('आपकी गाड़ी की खिड़की या दरवाज़ा खुला है।');
    } finally {
      await select.click();
      await page.getByRole('option', { name: 'English' }).click();
      await expect(page.getByText('Your alert texts will now be in English.')).toBeVisible();
    }
  });
});
