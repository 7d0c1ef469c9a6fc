import { MOBILE_MESSAGES, REGISTRATION_HINT } from '@safesathi/contract';
import type { TFunction } from 'i18next';

/**
 * The contract's checks speak English (the server answers with the same sentences); on a
 * translated form each one the form can show is said in the page's language instead (sign-in,
 * sign-up, a vehicle, an emergency contact, a paper, the blood donor and request forms, a
 * checkout's address, a return, a review). A sentence
 * not listed here (one only the server says) is shown as it came.
 */
export function translateFieldError(t: TFunction, message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  for (const [pattern, word] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return word(t, match);
  }
  // Own keys only: a sentence such as "constructor" is not a wording.
  return Object.hasOwn(SENTENCES, message) ? SENTENCES[message]!(t) : message;
}

/**
 * The sentences with a number in them, and how each is worded. Every wording is a call,
 * t() with the key written out, rather than a [key, params] pair, so that the catalogue check
 * (scripts/check-web-i18n.ts) sees the keys.
 */
const PATTERNS: readonly (readonly [RegExp, (t: TFunction, match: RegExpExecArray) => string])[] = [
  [
    /^A tag code has (\d+) characters; this has (\d+)$/,
    (t, [, length, typed]) => t('account:errors.tagCodeLength', { length, typed }),
  ],
  [
    /^Keep the (?:address name|street address|city|state) under (\d+) characters$/,
    (t, [, max]) => t('checkout:errors.tooLong', { max }),
  ],
];

/** The English sentence → its wording in the page's language. */
const SENTENCES: Readonly<Record<string, (t: TFunction) => string>> = {
  [MOBILE_MESSAGES.missing]: (t) => t('auth:errors.mobileMissing'),
  [MOBILE_MESSAGES['not-a-number']]: (t) => t('auth:errors.mobileNotNumber'),
  [MOBILE_MESSAGES['too-short']]: (t) => t('auth:errors.mobileShort'),
  [MOBILE_MESSAGES['too-long']]: (t) => t('auth:errors.mobileLong'),
  [MOBILE_MESSAGES['not-mobile']]: (t) => t('auth:errors.mobileNotMobile'),
  [MOBILE_MESSAGES['other-country']]: (t) => t('auth:errors.mobileForeign'),
  'Only Indian numbers (+91) are supported': (t) => t('auth:errors.countryForeign'),
  'Enter your full name': (t) => t('auth:errors.nameMissing'),
  'Enter your name': (t) => t('auth:errors.nameMissing'),
  'Keep the name under 255 characters': (t) => t('auth:errors.nameLong'),
  'Enter your email': (t) => t('auth:errors.emailMissing'),
  'Enter a valid email, like name@example.com': (t) => t('auth:errors.emailInvalid'),
  'Enter a valid email': (t) => t('auth:errors.emailInvalid'),
  'Choose your blood group': (t) => t('auth:errors.bloodGroupMissing'),
  'Enter the 4-digit code': (t) => t('auth:errors.codeFormat'),
  'Enter the contact’s name': (t) => t('account:errors.contactNameMissing'),
  'Enter the registration number': (t) => t('vehicles:errors.registrationMissing'),
  [REGISTRATION_HINT]: (t) => t('vehicles:errors.registrationInvalid'),
  'Enter the code printed under the QR on your tag': (t) => t('account:errors.tagCodeMissing'),
  'Use only the letters and digits printed on the tag': (t) => t('account:errors.tagCodeLetters'),
  'Choose the vehicle this tag is stuck on': (t) => t('account:errors.tagVehicleMissing'),
  'Choose the vehicle the tag is on now': (t) => t('account:errors.tagVehicleMissing'),
  'Choose the kind of paper': (t) => t('papers:errors.kindMissing'),
  'Choose one of your vehicles': (t) => t('papers:errors.vehicleMissing'),
  'Choose one of the eight blood groups': (t) => t('blood:errors.groupMissing'),
  'Confirm your blood group (from a test report or a donor card)': (t) => t('blood:errors.confirmGroup'),
  'Enter the date of birth': (t) => t('blood:errors.birthDateMissing'),
  'Enter the date of birth as DD/MM/YYYY': (t) => t('blood:errors.birthDateFormat'),
  'Choose male or female (it sets the days between donations)': (t) => t('blood:errors.sexMissing'),
  'Donors must weigh at least 45 kg': (t) => t('blood:errors.weight'),
  'Donors must be in good health': (t) => t('blood:errors.health'),
  'Enter the date of your last donation as DD/MM/YYYY': (t) => t('blood:errors.lastDonationFormat'),
  'Enter a 6-digit PIN code': (t) => t('blood:errors.pinFormat'),
  'Use your location or enter a PIN code': (t) => t('blood:errors.placeMissing'),
  'Choose 5, 10, 25 or 50 km': (t) => t('blood:errors.radius'),
  'Agree to be texted about requests for your blood group': (t) => t('blood:errors.consent'),
  "Enter the patient's name": (t) => t('blood:errors.patientMissing'),
  'Keep the name under 80 characters': (t) => t('blood:errors.nameLong'),
  'Choose whole blood, red cells, platelets or plasma': (t) => t('blood:errors.componentMissing'),
  'Enter how many units': (t) => t('blood:errors.unitsMissing'),
  'Units are whole numbers': (t) => t('blood:errors.unitsWhole'),
  'At least 1 unit': (t) => t('blood:errors.unitsMin'),
  'At most 10 units per request': (t) => t('blood:errors.unitsMax'),
  'Enter the hospital': (t) => t('blood:errors.hospitalMissing'),
  'Keep the hospital under 120 characters': (t) => t('blood:errors.hospitalLong'),
  'Say when the blood is needed': (t) => t('blood:errors.neededMissing'),
  'Enter the day it is needed': (t) => t('blood:errors.dayMissing'),
  'Enter the day it is needed as DD/MM/YYYY': (t) => t('blood:errors.dayFormat'),
  'Enter a contact person': (t) => t('blood:errors.contactMissing'),
  'Keep the note under 200 characters': (t) => t('blood:errors.noteLong'),
  'Choose where to deliver': (t) => t('checkout:errors.chooseAddress'),
  'Choose how to pay': (t) => t('checkout:errors.chooseMethod'),
  'Enter the street address': (t) => t('checkout:errors.streetMissing'),
  'Enter the city': (t) => t('checkout:errors.cityMissing'),
  'Enter the 6-digit PIN code': (t) => t('checkout:errors.pincode'),
  'Enter the state': (t) => t('checkout:errors.stateMissing'),
  'Choose an Indian state or union territory': (t) => t('checkout:errors.stateInvalid'),
  'Say what is wrong with the order': (t) => t('order:errors.reasonMissing'),
  'Say in a few words what is wrong (at least 10 characters)': (t) => t('order:errors.reasonShort'),
  'Keep the reason under 1000 characters': (t) => t('order:errors.reasonLong'),
  'Choose 1 to 5 stars': (t) => t('order:errors.stars'),
  'Keep the review under 2000 characters': (t) => t('order:errors.reviewLong'),
};
