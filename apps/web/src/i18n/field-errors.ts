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
  const tagLength = /^A tag code has (\d+) characters; this has (\d+)$/.exec(message);
  if (tagLength) return t('account:errors.tagCodeLength', { length: tagLength[1], typed: tagLength[2] });
  const tooLong = /^Keep the (?:address name|street address|city|state) under (\d+) characters$/.exec(message);
  if (tooLong) return t('checkout:errors.tooLong', { max: tooLong[1] });
  switch (message) {
    case MOBILE_MESSAGES.missing:
      return t('auth:errors.mobileMissing');
    case MOBILE_MESSAGES['not-a-number']:
      return t('auth:errors.mobileNotNumber');
    case MOBILE_MESSAGES['too-short']:
      return t('auth:errors.mobileShort');
    case MOBILE_MESSAGES['too-long']:
      return t('auth:errors.mobileLong');
    case MOBILE_MESSAGES['not-mobile']:
      return t('auth:errors.mobileNotMobile');
    case MOBILE_MESSAGES['other-country']:
      return t('auth:errors.mobileForeign');
    case 'Only Indian numbers (+91) are supported':
      return t('auth:errors.countryForeign');
    case 'Enter your full name':
    case 'Enter your name':
      return t('auth:errors.nameMissing');
    case 'Keep the name under 255 characters':
      return t('auth:errors.nameLong');
    case 'Enter your email':
      return t('auth:errors.emailMissing');
    case 'Enter a valid email, like name@example.com':
    case 'Enter a valid email':
      return t('auth:errors.emailInvalid');
    case 'Choose your blood group':
      return t('auth:errors.bloodGroupMissing');
    case 'Enter the 4-digit code':
      return t('auth:errors.codeFormat');
    case 'Enter the contact’s name':
      return t('account:errors.contactNameMissing');
    case 'Enter the registration number':
      return t('vehicles:errors.registrationMissing');
    case REGISTRATION_HINT:
      return t('vehicles:errors.registrationInvalid');
    case 'Enter the code printed under the QR on your tag':
      return t('account:errors.tagCodeMissing');
    case 'Use only the letters and digits printed on the tag':
      return t('account:errors.tagCodeLetters');
    case 'Choose the vehicle this tag is stuck on':
    case 'Choose the vehicle the tag is on now':
      return t('account:errors.tagVehicleMissing');
    case 'Choose the kind of paper':
      return t('papers:errors.kindMissing');
    case 'Choose one of your vehicles':
      return t('papers:errors.vehicleMissing');
    case 'Choose one of the eight blood groups':
      return t('blood:errors.groupMissing');
    case 'Confirm your blood group (from a test report or a donor card)':
      return t('blood:errors.confirmGroup');
    case 'Enter the date of birth':
      return t('blood:errors.birthDateMissing');
    case 'Enter the date of birth as DD/MM/YYYY':
      return t('blood:errors.birthDateFormat');
    case 'Choose male or female (it sets the days between donations)':
      return t('blood:errors.sexMissing');
    case 'Donors must weigh at least 45 kg':
      return t('blood:errors.weight');
    case 'Donors must be in good health':
      return t('blood:errors.health');
    case 'Enter the date of your last donation as DD/MM/YYYY':
      return t('blood:errors.lastDonationFormat');
    case 'Enter a 6-digit PIN code':
      return t('blood:errors.pinFormat');
    case 'Use your location or enter a PIN code':
      return t('blood:errors.placeMissing');
    case 'Choose 5, 10, 25 or 50 km':
      return t('blood:errors.radius');
    case 'Agree to be texted about requests for your blood group':
      return t('blood:errors.consent');
    case "Enter the patient's name":
      return t('blood:errors.patientMissing');
    case 'Keep the name under 80 characters':
      return t('blood:errors.nameLong');
    case 'Choose whole blood, red cells, platelets or plasma':
      return t('blood:errors.componentMissing');
    case 'Enter how many units':
      return t('blood:errors.unitsMissing');
    case 'Units are whole numbers':
      return t('blood:errors.unitsWhole');
    case 'At least 1 unit':
      return t('blood:errors.unitsMin');
    case 'At most 10 units per request':
      return t('blood:errors.unitsMax');
    case 'Enter the hospital':
      return t('blood:errors.hospitalMissing');
    case 'Keep the hospital under 120 characters':
      return t('blood:errors.hospitalLong');
    case 'Say when the blood is needed':
      return t('blood:errors.neededMissing');
    case 'Enter the day it is needed':
      return t('blood:errors.dayMissing');
    case 'Enter the day it is needed as DD/MM/YYYY':
      return t('blood:errors.dayFormat');
    case 'Enter a contact person':
      return t('blood:errors.contactMissing');
    case 'Keep the note under 200 characters':
      return t('blood:errors.noteLong');
    case 'Choose where to deliver':
      return t('checkout:errors.chooseAddress');
    case 'Choose how to pay':
      return t('checkout:errors.chooseMethod');
    case 'Enter the street address':
      return t('checkout:errors.streetMissing');
    case 'Enter the city':
      return t('checkout:errors.cityMissing');
    case 'Enter the 6-digit PIN code':
      return t('checkout:errors.pincode');
    case 'Enter the state':
      return t('checkout:errors.stateMissing');
    case 'Choose an Indian state or union territory':
      return t('checkout:errors.stateInvalid');
    case 'Say what is wrong with the order':
      return t('order:errors.reasonMissing');
    case 'Say in a few words what is wrong (at least 10 characters)':
      return t('order:errors.reasonShort');
    case 'Keep the reason under 1000 characters':
      return t('order:errors.reasonLong');
    case 'Choose 1 to 5 stars':
      return t('order:errors.stars');
    case 'Keep the review under 2000 characters':
      return t('order:errors.reviewLong');
    default:
      return message;
  }
}
