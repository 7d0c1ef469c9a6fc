import type { TagStatus } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import type { DiscardWords } from '../ui/unsaved-changes';

/** A tag's state in the page's language (each key written out, so the lint check finds it). */
export function tagStateLabel(t: TFunction, status: TagStatus): string {
  switch (status) {
    case 'unassigned':
      return t('account:tagState.unassigned');
    case 'active':
      return t('account:tagState.active');
    case 'suspended':
      return t('account:tagState.suspended');
    case 'lost':
      return t('account:tagState.lost');
  }
}

/** "Discard your changes?" in the page's language, for a translated form's Cancel. */
export const discardWords = (t: TFunction): DiscardWords => ({
  title: t('account:discard.title'),
  text: t('account:discard.text'),
  discard: t('account:discard.discard'),
  keep: t('account:discard.keep'),
});
