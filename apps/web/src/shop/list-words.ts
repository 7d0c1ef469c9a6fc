import type { Translate } from '../i18n/site-text';
import type { PriceWords } from '../ui/product-price';
import type { StarsWords } from '../ui/stars';

/**
 * A public page's words for a price and a rating, from the `shop` catalogue through the public pages'
 * lookup (no i18next before a touch, docs/decisions/0069-web-app-languages.md), whose plural forms
 * follow the page's language.
 */
export const sitePriceWords = (t: Translate): PriceWords => ({
  was: (price) => t('shop:price.was', { price }),
  inclGst: t('shop:price.inclGst'),
});

export const siteStarsWords = (t: Translate): StarsWords => ({
  none: t('shop:stars.none'),
  noneShort: t('shop:stars.noneShort'),
  rated: (value, count) =>
    count === undefined ? t('shop:stars.rated', { value }) : t('shop:stars.ratedFrom', { value, count }),
});
