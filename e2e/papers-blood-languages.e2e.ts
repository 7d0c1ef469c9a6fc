import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { freshPhone, loaded, PHONE } from './support.js';

// Vehicle papers and emergency blood in Tamil on a 360-px phone (docs/decisions/0069-web-app-languages.md):
// the screens read in Tamil, a share link's times name the month in Tamil, axe finds nothing, and
// nothing is wider than the screen or cut off inside its button.

/** YYYY-MM-DD, n days after today in India. */
function dayInIndia(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Nothing wider than the phone, and no button's words cut off inside it. */
async function nothingClipped(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const clipped = await page.evaluate((width) => {
    const out: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('button, .mantine-Badge-root, .mantine-Button-label'),
    )) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > width + 0.5 || el.scrollWidth > el.clientWidth + 1) out.push(el.textContent ?? '');
    }
    return out;
  }, PHONE.width);
  expect(clipped, 'buttons and badges whose words are cut off').toEqual([]);
}

test.describe('papers and blood in Tamil at 360 px', () => {
  test('an owner reads their papers, shares a licence and joins the donor register in Tamil; dates name the month in Tamil', async ({
    api,
    signedInPage,
    axe,
  }) => {
    test.setTimeout(120_000);
    const phone = freshPhone();
    const token = await api.signIn(phone, { name: 'Meena Sundaram', email: `meena.${phone}@example.in` });
    await api.put('/api/user/me', { language: 'ta' }, token);
    const number = `TN-DL-${phone.slice(-6)}`;
    await api.post('/api/my/papers', { kind: 'licence', number, validUntil: dayInIndia(12) }, token);

    const page = await signedInPage(phone, { viewport: PHONE, locale: 'ta-IN' });
    await page.goto('/account/papers');
    await loaded(page);
    await expect(page.getByRole('heading', { level: 1, name: 'என் ஆவணங்கள்' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const item = page.getByRole('list', { name: 'என் ஆவணங்கள்' }).getByRole('listitem').filter({ hasText: number });
    await expect(item).toContainText('ஓட்டுநர் உரிமம்');
    await expect(item.getByText('12 நாட்களில் காலாவதியாகிறது')).toBeVisible();
    const [y, m, d] = dayInIndia(12).split('-');
    await expect(item).toContainText(`${d}/${m}/${y} வரை செல்லும்`);
    await nothingClipped(page);
    await axe(page, 'my papers in Tamil, 360 px');

    // A share link: its times name this month in Tamil, never in English.
    await item.getByRole('button', { name: 'பகிர்' }).click();
    const dialog = page.getByRole('dialog', { name: 'பகிர்: ஓட்டுநர் உரிமம்' });
    await dialog.getByRole('button', { name: 'இணைப்பை உருவாக்கு' }).click();
    await expect(dialog.getByRole('img', { name: 'பகிர்வு இணைப்பின் QR குறியீடு' })).toBeVisible();
    const made = dialog.getByRole('list', { name: 'பகிர்வு இணைப்புகள்' }).getByText(/^உருவாக்கியது /);
    await expect(made).toBeVisible();
    const [tamilMonth, englishMonth] = await page.evaluate(() =>
      ['ta-IN', 'en-IN'].map((l) =>
        new Intl.DateTimeFormat(l, { month: 'short', timeZone: 'Asia/Kolkata' }).format(new Date()),
      ),
    );
    await expect(made).toContainText(tamilMonth);
    await expect(made).not.toContainText(englishMonth);
    await expect(dialog.getByText('இன்னும் திறக்கப்படவில்லை')).toBeVisible();
    await nothingClipped(page);
    await axe(page, 'sharing a paper in Tamil, 360 px');
    await dialog.getByRole('button', { name: 'மூடு' }).click();

    // The donor register, in Tamil: a problem is said in Tamil, then the owner joins.
    await page.goto('/account/blood');
    await loaded(page);
    await expect(page.getByRole('heading', { level: 1, name: 'இரத்த தானம்' })).toBeVisible();
    await expect(page.getByText('நீங்கள் கொடையாளர் பட்டியலில் இல்லை')).toBeVisible();
    await page.getByRole('button', { name: 'கொடையாளர் பட்டியலில் சேர்' }).click();
    await expect(page.getByText('கொடையாளர்கள் குறைந்தது 45 kg எடை இருக்க வேண்டும்')).toBeVisible();
    await nothingClipped(page);
    await axe(page, 'the donor form in Tamil, 360 px');
    await page.getByRole('textbox', { name: 'இரத்த வகை' }).click();
    await page.getByRole('option', { name: 'B+', exact: true }).click();
    await page.getByRole('checkbox', { name: /இது என் இரத்த வகை என உறுதிசெய்கிறேன்/ }).check();
    await page.getByRole('textbox', { name: 'பிறந்த தேதி' }).fill('1992-04-18');
    await page.getByRole('radio', { name: 'பெண்' }).check();
    await page.getByRole('checkbox', { name: 'என் எடை குறைந்தது 45 kg' }).check();
    await page.getByRole('checkbox', { name: 'நான் நல்ல உடல்நலத்துடன் இருக்கிறேன்' }).check();
    await page.getByRole('textbox', { name: 'அல்லது PIN குறியீடு' }).fill('560001');
    await page.getByRole('checkbox', { name: 'என் இரத்த வகைக்கான கோரிக்கைகள் பற்றி SMS பெற ஒப்புக்கொள்கிறேன்' }).check();
    await page.getByRole('button', { name: 'கொடையாளர் பட்டியலில் சேர்' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'B+ கொடையாளராகப் பட்டியலில்' })).toBeVisible();
    await expect(page.getByText('இப்போது கேட்கலாம்')).toBeVisible();
    await expect(page.getByText('PIN 560001 பகுதியிலிருந்து, 10 km வரை தானம்.')).toBeVisible();
    await nothingClipped(page);
    await axe(page, 'on the donor register in Tamil, 360 px');

    // My requests, in Tamil: empty at first.
    await page.getByRole('link', { name: 'இரத்தம் கேளுங்கள்' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'இரத்தக் கோரிக்கைகள்' })).toBeVisible();
    await expect(page.getByText('இன்னும் கோரிக்கை இல்லை')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'நோயாளியின் பெயர்' })).toBeVisible();
    await nothingClipped(page);
    await axe(page, 'blood requests in Tamil, 360 px');
  });
});
