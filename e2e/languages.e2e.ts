import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { freshPhone, PHONE, requestCode, tokenOf } from './support.js';

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

    // The account speaks Tamil too, and its header fits a phone.
    await expect(page.getByRole('heading', { level: 1, name: 'வணக்கம், Meena Sundaram' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The header's menu changes the account's language too.
    await page.getByRole('banner').getByRole('button', { name: 'மொழி' }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'स्वागत है, Meena Sundaram' })).toBeVisible();
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

  test('asking for a code again too soon is refused in Hindi, with the seconds to wait (issue 26)', async ({
    openPage,
    api,
  }) => {
    const phone = freshPhone();
    await api.signIn(phone, { name: 'Meera Joshi', email: `meera.${phone}@example.in` });
    const page = await openPage({ viewport: PHONE, locale: 'hi-IN' });
    await page.goto('/sign-in');
    await page.getByLabel('मोबाइल नंबर').fill(phone);
    // A code asked for a moment before (as from another tab), then the page's press within the
    // resend wait (OTP_RESEND_SECONDS, 2 s in e2e/global-setup.ts). On a slow run the press can come
    // after the wait and a code is sent: back to sign-in, and again.
    await expect
      .poll(
        async () => {
          await page.request.post('/api/user/otp-generate', { data: { countryCode: '91', phone } });
          const answer = page.waitForResponse('**/api/user/otp-generate');
          await page.getByRole('button', { name: 'OTP भेजें' }).click();
          const status = (await answer).status();
          if (status !== 429) {
            await page.goto('/sign-in');
            await page.getByLabel('मोबाइल नंबर').fill(phone);
          }
          return status;
        },
        { message: 'a press within the resend wait', timeout: 20_000, intervals: [2_500] },
      )
      .toBe(429);
    await expect(page.getByRole('alert').filter({ hasText: /कृपया [12] सेकंड रुकें और फिर कोशिश करें।/ })).toBeVisible();
    await expect(page.getByText(/Please wait|seconds/)).toHaveCount(0);
  });

  test('an owner signs in to an account in Hindi at 360 px, adds a vehicle and a contact in Hindi, then reads the same screens right to left in Urdu', async ({
    openPage,
    outbox,
    api,
    axe,
  }) => {
    // Two languages, three screens each, axe on each: a long walk.
    test.setTimeout(120_000);
    // An account whose language is Hindi (the setting its alert texts follow).
    const phone = freshPhone();
    const token = await api.signIn(phone, { name: 'Kavita Sharma', email: `kavita.${phone}@example.in` });
    await api.put('/api/user/me', { language: 'hi' }, token);

    const page = await openPage({ viewport: PHONE, locale: 'hi-IN' });
    await page.goto('/sign-in');
    await page.getByLabel('मोबाइल नंबर').fill(phone);
    const before = await outbox.newest(phone);
    // The API's sign-in above asked for a code a moment ago: the press is repeated past the resend wait.
    await requestCode(page, 'OTP भेजें');
    await page.getByLabel('4 में से अंक 1').click();
    await page.keyboard.type(await outbox.code(phone, before));
    await page.getByRole('button', { name: 'OTP जाँचें' }).click();
    await expect(page).toHaveURL(/\/account$/);

    // The account's home in Hindi: the greeting, the menu, the tags and the first vehicle's form.
    await expect(page.getByRole('heading', { level: 1, name: 'स्वागत है, Kavita Sharma' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 2, name: 'मेरे QR टैग' })).toBeVisible();
    await expect(page.getByText('अभी कोई टैग नहीं')).toBeVisible();
    await fitsPhone(page);
    await axe(page, 'the account in Hindi');

    // A vehicle, in Hindi: a plate that is no Indian registration is refused in Hindi, then one is added.
    const menu = page.getByRole('navigation', { name: 'मेरा अकाउंट' });
    await menu.getByRole('link', { name: 'गाड़ियाँ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'मेरी गाड़ियाँ' })).toBeVisible();
    await expect(page.getByText('अभी कोई गाड़ी नहीं')).toBeVisible();
    await page.getByRole('button', { name: 'गाड़ी जोड़ें' }).click();
    const vehicleForm = page.getByRole('form', { name: 'गाड़ी जोड़ें' });
    await vehicleForm.getByLabel('रजिस्ट्रेशन नंबर').fill('ZZ 12 AB 1234');
    await vehicleForm.getByRole('button', { name: 'गाड़ी जोड़ें' }).click();
    await expect(vehicleForm.getByText('भारतीय रजिस्ट्रेशन नंबर लिखें, जैसे DL01AB1234 या 22BH1234AA')).toBeVisible();
    const plate = `KA${String(10 + (Date.now() % 80))}HN${String(1000 + (Date.now() % 8999))}`;
    await vehicleForm.getByLabel('रजिस्ट्रेशन नंबर').fill(plate);
    await vehicleForm.getByRole('button', { name: 'गाड़ी जोड़ें' }).click();
    await expect(page.getByText(`${plate} आपकी गाड़ियों में जोड़ दी गई।`)).toBeVisible();
    const vehicles = page.getByRole('list', { name: 'मेरी गाड़ियाँ' });
    await expect(vehicles.getByRole('button', { name: `हटाएँ ${plate}` })).toBeVisible();
    await expect(vehicles.getByText('टाइप, ब्रांड और मॉडल नहीं बताए गए')).toBeVisible();
    await fitsPhone(page);
    await axe(page, 'my vehicles in Hindi');

    // A contact, in Hindi: a missing name is said in Hindi, then one is added.
    await menu.getByRole('link', { name: 'संपर्क' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'आपातकालीन संपर्क' })).toBeVisible();
    await page.getByRole('button', { name: 'संपर्क जोड़ें' }).click();
    const contactForm = page.getByRole('form', { name: 'आपातकालीन संपर्क जोड़ें' });
    await contactForm.getByRole('button', { name: 'संपर्क जोड़ें' }).click();
    await expect(contactForm.getByText('संपर्क का नाम लिखें')).toBeVisible();
    await contactForm.getByLabel('नाम').fill('Rohan Sharma');
    await contactForm.getByLabel('मोबाइल नंबर').fill('9000000003');
    await contactForm.getByRole('button', { name: 'संपर्क जोड़ें' }).click();
    await expect(page.getByRole('button', { name: 'हटाएँ Rohan Sharma' })).toBeVisible();
    await expect(page.getByText('5 में से 1')).toBeVisible();
    await fitsPhone(page);
    await axe(page, 'emergency contacts in Hindi');

    // The header's menu turns the account to Urdu: the same screens read right to left.
    await page.getByRole('banner').getByRole('button', { name: 'भाषा' }).click();
    await page.getByRole('menuitem', { name: 'اردو' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ہنگامی رابطے' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.getByRole('button', { name: 'ہٹائیں Rohan Sharma' })).toBeVisible();
    // Mirrored: the contact's name starts at the right of its row, the buttons sit on its left.
    const name = await page
      .getByRole('listitem')
      .getByRole('paragraph')
      .filter({ hasText: 'Rohan Sharma' })
      .boundingBox();
    const remove = await page.getByRole('button', { name: 'ہٹائیں Rohan Sharma' }).boundingBox();
    expect(name && remove && name.x).toBeGreaterThan((remove?.x ?? 0) + (remove?.width ?? 0));
    await fitsPhone(page);
    await axe(page, 'emergency contacts in Urdu');

    await page.getByRole('navigation', { name: 'میرا اکاؤنٹ' }).getByRole('link', { name: 'گاڑیاں' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'میری گاڑیاں' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'میری گاڑیاں' }).getByRole('button', { name: `ہٹائیں ${plate}` }),
    ).toBeVisible();
    await fitsPhone(page);
    await axe(page, 'my vehicles in Urdu');

    await page.getByRole('navigation', { name: 'میرا اکاؤنٹ' }).getByRole('link', { name: 'الرٹ اور ٹیگ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'خوش آمدید، Kavita Sharma' })).toBeVisible();
    await fitsPhone(page);
    await axe(page, 'the account in Urdu');
    await expect
      .poll(async () => (await api.get<{ data: { language: string } }>('/api/user/me', token)).data.language)
      .toBe('ur');
  });
});

/** Nothing on the page is wider than a 360-px phone. */
async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}
