import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { bystanderName, PHONE, PLATE, sendAlert, TAG } from './support.js';

// The owner's alert list and a vehicle's emergency card in the account's language, on a phone
// (docs/decisions/0069-web-app-languages.md). The demo owner's account language is left as it is:
// the language is the one chosen on this device, as a visitor's menu would leave it.

const LANGUAGE_KEY = 'safesathi.language';

interface Words {
  lang: 'hi' | 'ur';
  alerts: string;
  /** The reason the bystander picked ('Lights left on'), as the seeded reasons name it. */
  reason: string;
  answer: string;
  seen: string;
  timeline: string;
  timelineLabel: string;
  sent: string;
  told: string;
  card: string;
  cardButton: string;
  show: string;
  seenTitle: string;
  save: string;
}

const HINDI: Words = {
  lang: 'hi',
  alerts: 'मेरी गाड़ियों के अलर्ट',
  reason: 'लाइटें जली रह गई हैं',
  answer: 'इस अलर्ट का जवाब दें',
  seen: 'मैंने देख लिया',
  timeline: 'पूरा ब्योरा',
  timelineLabel: 'अलर्ट का ब्योरा',
  sent: 'अलर्ट भेजा गया',
  told: 'किसे और कैसे बताया गया',
  card: `इमरजेंसी कार्ड · ${PLATE}`,
  cardButton: `इमरजेंसी कार्ड (${PLATE})`,
  show: 'यह कार्ड मदद करने वालों को दिखाएँ',
  seenTitle: 'कब देखा गया',
  save: 'कार्ड सेव करें',
};

const URDU: Words = {
  lang: 'ur',
  alerts: 'میری گاڑیوں کے الرٹ',
  reason: 'لائٹیں جلی رہ گئی ہیں',
  answer: 'اس الرٹ کا جواب دیں',
  seen: 'میں نے دیکھ لیا',
  timeline: 'پوری تفصیل',
  timelineLabel: 'الرٹ کی تفصیل',
  sent: 'الرٹ بھیجا گیا',
  told: 'کسے اور کیسے بتایا گیا',
  card: `ہنگامی کارڈ · ${PLATE}`,
  cardButton: `ہنگامی کارڈ (${PLATE})`,
  show: 'یہ کارڈ مدد کرنے والوں کو دکھائیں',
  seenTitle: 'کب دیکھا گیا',
  save: 'کارڈ محفوظ کریں',
};

test.describe('the owner’s alerts and emergency card in Hindi and Urdu', () => {
  test('at 360 px an alert reads in Hindi, then right to left in Urdu, with its answers and timeline, and the emergency card’s dialog too: axe clean, nothing clipped', async ({
    openPage,
    signedInPage,
    axe,
  }) => {
    test.setTimeout(120_000);
    const name = bystanderName('Farida');
    const bystander = await openPage({ viewport: PHONE });
    await bystander.goto(`/${TAG}`);
    await sendAlert(bystander, { reason: 'Lights left on', name, mobile: '9811100077' });

    for (const words of [HINDI, URDU]) {
      const owner = await signedInPage('9000000002', { viewport: PHONE });
      await owner.context().addInitScript(([key, lang]) => localStorage.setItem(key, lang), [LANGUAGE_KEY, words.lang]);
      await owner.goto('/account');
      await expect(owner.locator('html')).toHaveAttribute('lang', words.lang);
      await expect(owner.locator('html')).toHaveAttribute('dir', words.lang === 'ur' ? 'rtl' : 'ltr');

      const alerts = owner.getByRole('region', { name: words.alerts });
      const alert = alerts.locator('[data-alert-id]').filter({ hasText: name });
      await expect(alert).toBeVisible();
      await expect(alert.getByText(words.reason, { exact: true })).toBeVisible();
      await expect(alert.getByRole('list', { name: words.told })).toBeVisible();
      const answer = alert.getByRole('region', { name: words.answer });
      await expect(answer.getByRole('button', { name: words.seen })).toBeVisible();
      await alert.getByRole('button', { name: words.timeline }).click();
      await expect(alert.getByLabel(words.timelineLabel)).toContainText(words.sent);
      await fitsPhone(owner);
      await nothingClipped(alert);
      await axe(owner, `the alert list in ${words.lang}`);

      await owner.goto('/account/vehicles');
      await owner.getByRole('button', { name: words.cardButton }).click();
      const dialog = owner.getByRole('dialog', { name: words.card });
      await expect(dialog.getByRole('switch', { name: words.show })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: words.seenTitle })).toBeVisible();
      await expect(dialog.getByRole('button', { name: words.save })).toBeVisible();
      await fitsPhone(owner);
      await nothingClipped(dialog);
      await axe(owner, `the emergency card in ${words.lang}`);
      await owner.close();
    }
  });
});

/** Nothing on the page is wider than a 360-px phone. */
async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** No text in `region` is cut: no element narrower than what it holds while hiding the rest, none past the screen's edges. */
async function nothingClipped(region: Locator): Promise<void> {
  const cut = await region.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        if (box.width === 0 || style.visibility === 'hidden') return false;
        const hides = /hidden|clip/.test(style.overflowX) && !el.closest('[aria-hidden="true"]');
        // The visually hidden words of a screen reader are 1 px on purpose.
        if (box.width <= 1) return false;
        return (hides && el.scrollWidth > el.clientWidth + 1) || box.left < -1 || box.right > window.innerWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').slice(0, 60)}`),
  );
  expect(cut).toEqual([]);
}
