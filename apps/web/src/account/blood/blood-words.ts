import type { BloodComponent, BloodRequestState, DonorHold } from '@safesathi/contract';
import type { TFunction } from 'i18next';
import { translateFieldError } from '../../i18n/field-errors';

// The blood screens' words that depend on a value, each key written out so the lint check finds it.

/** What is asked for, as an option ("Whole blood"). */
export function componentName(t: TFunction, component: BloodComponent): string {
  switch (component) {
    case 'whole-blood':
      return t('blood:components.whole-blood');
    case 'red-cells':
      return t('blood:components.red-cells');
    case 'platelets':
      return t('blood:components.platelets');
    case 'plasma':
      return t('blood:components.plasma');
  }
}

/** What is asked for, inside a sentence ("B+ whole blood"). */
export function componentInText(t: TFunction, component: BloodComponent): string {
  switch (component) {
    case 'whole-blood':
      return t('blood:inText.whole-blood');
    case 'red-cells':
      return t('blood:inText.red-cells');
    case 'platelets':
      return t('blood:inText.platelets');
    case 'plasma':
      return t('blood:inText.plasma');
  }
}

/** Why a registered donor is not asked today. */
export function holdText(
  t: TFunction,
  hold: DonorHold,
  dates: { nextEligibleOn: string; pausedUntil: string },
): string {
  switch (hold) {
    case 'interval':
      return t('blood:donor.holdInterval', { date: dates.nextEligibleOn });
    case 'paused':
      return t('blood:donor.holdPaused', { date: dates.pausedUntil });
    case 'unavailable':
      return t('blood:donor.holdUnavailable');
    case 'too-young':
      return t('blood:donor.holdTooYoung');
    default:
      return t('blood:donor.holdTooOld');
  }
}

/** A request's state as its badge says it. */
export function requestStateLabel(t: TFunction, state: BloodRequestState): string {
  switch (state) {
    case 'open':
      return t('blood:requests.open');
    case 'fulfilled':
      return t('blood:requests.fulfilled');
    case 'closed':
      return t('blood:requests.closed');
    case 'expired':
      return t('blood:requests.expired');
  }
}

/** A form field's props with its error said in the page's language (the contract's checks speak English). */
export function translatedInput<P extends { error?: unknown }>(t: TFunction, props: P): P {
  return { ...props, error: translateFieldError(t, props.error) };
}
