import type { BloodBankCategory } from '@safesathi/contract';
import type { TFunction } from 'i18next';

/** A blood bank's category in the screen's language (literal keys, so the catalogue check sees them). */
export function categoryLabel(t: TFunction, category: BloodBankCategory): string {
  switch (category) {
    case 'government':
      return t('adminBloodBanks:category.government');
    case 'private':
      return t('adminBloodBanks:category.private');
    case 'charitable':
      return t('adminBloodBanks:category.charitable');
  }
}
