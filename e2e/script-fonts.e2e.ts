import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { PHONE } from './support.js';

// Each language's script drawn with a real font, from the system (issue 26: "fonts that cover each
// script without a web-font download on the SOS page"; docs/decisions/0083-policies-in-every-language.md,
// "Fonts"). A letter no font covers is drawn as the font's "missing glyph" box (tofu): each letter of
// the page's heading is drawn on a canvas in the heading's own font and compared with the drawing of
// an unassigned code point, which can only be that box.

const LANGS = ['hi', 'bn', 'te', 'mr', 'ta', 'ur', 'gu', 'kn', 'ml'] as const;

/**
 * The letters of the element's text (those `kind` matches: letters of a script without case, \p{Lo},
 * so not Latin) that its font draws as the missing-glyph box.
 */
async function tofuIn(page: Page, selector: string, kind = '\\p{Lo}'): Promise<{ letters: number; tofu: string[] }> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, kind) => {
      const style = getComputedStyle(element);
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 96;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const draw = (text: string) => {
        context.clearRect(0, 0, 96, 96);
        context.font = `${style.fontWeight} 48px ${style.fontFamily}`;
        context.fillText(text, 8, 64);
        return context.getImageData(0, 0, 96, 96).data.join();
      };
      const box = draw('\u0378'); // unassigned: no font has it
      const pattern = new RegExp(kind, 'u');
      const letters = [...new Set([...(element.textContent ?? '')].filter((c) => pattern.test(c)))];
      return { letters: letters.length, tofu: letters.filter((c) => draw(c) === box) };
    }, kind);
}

test.describe('fonts: every script drawn by a system font', () => {
  test('at 360 px each language’s landing heading has no missing-glyph box', async ({ openPage }) => {
    const page = await openPage({ viewport: PHONE });
    const fonts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'font' && fonts.push(r.url())));
    for (const lang of LANGS) {
      await page.goto(`/${lang}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const { letters, tofu } = await tofuIn(page, 'h1');
      expect(letters, `${lang}: letters of its own script in the heading`).toBeGreaterThan(3);
      expect(tofu, `${lang}: letters drawn as a box`).toEqual([]);
    }
    expect(fonts).toEqual([]);
  });

  test('at 360 px the SOS page in each language has no missing-glyph box and downloads no font', async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: PHONE });
    const fonts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'font' && fonts.push(r.url())));
    for (const lang of LANGS) {
      await page.goto(`/SAFE2026?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const selector of ['h1', 'form button[type="submit"], form button']) {
        const { letters, tofu } = await tofuIn(page, selector);
        expect(letters, `${lang} ${selector}: letters of its own script`).toBeGreaterThan(1);
        expect(tofu, `${lang} ${selector}: letters drawn as a box`).toEqual([]);
      }
    }
    expect(fonts).toEqual([]);
  });

  test('the check itself sees a box where no font has the letter', async ({ openPage }) => {
    const page = await openPage({ viewport: PHONE });
    await page.goto('/hi/');
    // Letters of a script no font on the system covers (Private Use Area, unassigned to any script).
    await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      h1.textContent = '\u{F0000}\u{F0001}\u{F0002}';
    });
    const { letters, tofu } = await tofuIn(page, 'h1', '\\p{Co}');
    expect(letters).toBe(3);
    expect(tofu.length).toBe(3);
  });
});
