import type { PaperKind } from '@safesathi/contract';
import type { TFunction } from 'i18next';

/** A paper's kind as a title ("Insurance policy"), each key written out so the lint check finds it. */
export function paperKindName(t: TFunction, kind: PaperKind): string {
  switch (kind) {
    case 'registration':
      return t('papers:kinds.registration');
    case 'insurance':
      return t('papers:kinds.insurance');
    case 'puc':
      return t('papers:kinds.puc');
    case 'fitness':
      return t('papers:kinds.fitness');
    case 'permit':
      return t('papers:kinds.permit');
    case 'licence':
      return t('papers:kinds.licence');
  }
}

/** A paper's kind inside a sentence ("Share your insurance policy"). */
export function paperKindInText(t: TFunction, kind: PaperKind): string {
  switch (kind) {
    case 'registration':
      return t('papers:inText.registration');
    case 'insurance':
      return t('papers:inText.insurance');
    case 'puc':
      return t('papers:inText.puc');
    case 'fitness':
      return t('papers:inText.fitness');
    case 'permit':
      return t('papers:inText.permit');
    case 'licence':
      return t('papers:inText.licence');
  }
}

/** "expires in 12 days", "expires today", "expired 3 days ago", in the page's language. */
export function expiryLabel(t: TFunction, days: number): string {
  if (days === 0) return t('papers:expiry.today');
  if (days === 1) return t('papers:expiry.tomorrow');
  if (days > 1) return t('papers:expiry.in', { count: days });
  return days === -1 ? t('papers:expiry.yesterday') : t('papers:expiry.ago', { count: -days });
}
