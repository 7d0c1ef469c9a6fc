import { describe, expect, it } from 'vitest';
import { siteStarsWords } from '../shop/list-words';
import { loadPageTexts, translator } from './site-text';

// The public pages' lookup gives a count its plural form in the page's language (Intl.PluralRules),
// as i18next does in the app: "1 item", never "1 items".

describe('the public pages’ plural forms', () => {
  it('says one item and many items in English', () => {
    const t = translator('en');
    expect(t('shop:cart.items', { count: 1 })).toBe('Cart, 1 item');
    expect(t('shop:cart.items', { count: 3 })).toBe('Cart, 3 items');
    expect(t('shop:shown', { shown: 1, count: 1 })).toBe('1 of 1 product shown');
    expect(t('shop:shown', { shown: 8, count: 10 })).toBe('8 of 10 products shown');
    expect(siteStarsWords(t).rated('4.5', 1)).toBe('Rated 4.5 out of 5 from 1 rating');
    expect(siteStarsWords(t).rated('4.5', 12)).toBe('Rated 4.5 out of 5 from 12 ratings');
  });

  it('follows each language’s own rules, in every language', async () => {
    await Promise.all(
      (['ta', 'ur', 'hi', 'te', 'kn', 'ml', 'gu', 'mr', 'bn'] as const).map((lang) => loadPageTexts(lang)),
    );
    expect(translator('ta')('shop:cart.items', { count: 1 })).toBe('கார்ட், 1 பொருள்');
    expect(translator('ta')('shop:cart.items', { count: 2 })).toBe('கார்ட், 2 பொருட்கள்');
    expect(translator('ur')('shop:cart.items', { count: 1 })).toBe('کارٹ، 1 چیز');
    expect(translator('ur')('shop:cart.items', { count: 5 })).toBe('کارٹ، 5 چیزیں');
    expect(translator('te')('shop:stars.ratedFrom', { value: 4, count: 1 })).toBe('1 రేటింగ్ నుంచి 5కి 4');
    expect(translator('te')('shop:stars.ratedFrom', { value: 4, count: 7 })).toBe('7 రేటింగ్‌ల నుంచి 5కి 4');
    // Hindi's "one" is CLDR's: 0 and 1 (i = 0 or n = 1).
    expect(translator('hi')('shop:shown', { shown: 1, count: 1 })).toBe('1 में से 1 प्रोडक्ट दिखाया गया');
    expect(translator('hi')('shop:shown', { shown: 4, count: 10 })).toBe('10 में से 4 प्रोडक्ट दिखाए गए');
    for (const lang of ['ta', 'ur', 'hi', 'te', 'kn', 'ml', 'gu', 'mr', 'bn'] as const) {
      const t = translator(lang);
      for (const count of [1, 2, 25]) expect(t('shop:cart.items', { count })).toContain(String(count));
      expect(t('shop:cart.items', { count: 2 })).not.toBe(translator('en')('shop:cart.items', { count: 2 }));
    }
  });

  it('falls back to the key’s other form, then to English', () => {
    const t = translator('en');
    expect(t('shop:fewLeft', { count: 1 })).toBe('Only 1 left');
    expect(t('shop:no.such', { count: 1 })).toBe('shop:no.such');
  });
});
