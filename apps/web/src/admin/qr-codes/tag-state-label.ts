import type { TagStatus } from '@safesathi/contract';
import type { TFunction } from 'i18next';

/** A tag's state in the screen's language (the keys are literal, so the catalogue check can see them). */
export function tagStateLabel(t: TFunction, status: TagStatus): string {
  switch (status) {
    case 'unassigned':
      return t('adminQrCodes:state.unassigned');
    case 'active':
      return t('adminQrCodes:state.active');
    case 'suspended':
      return t('adminQrCodes:state.suspended');
    case 'lost':
      return t('adminQrCodes:state.lost');
  }
}
