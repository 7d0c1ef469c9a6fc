import { MOBILE_MESSAGES, REGISTRATION_HINT } from '@safesathi/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { translateFieldError } from './field-errors';
import { chooseLanguage, i18n } from './i18n';

afterEach(async () => {
  await chooseLanguage('en');
});

describe('a field’s sentence in the page’s language', () => {
  it('words the contract’s sentences, those with numbers in them too, and keeps one it does not know', async () => {
    await chooseLanguage('hi');
    const say = (message: unknown) => translateFieldError(i18n.t, message);
    expect(say(MOBILE_MESSAGES['too-short'])).toBe(i18n.t('auth:errors.mobileShort'));
    expect(say(REGISTRATION_HINT)).toBe(i18n.t('vehicles:errors.registrationInvalid'));
    // Two sentences, one wording.
    expect(say('Enter your name')).toBe(say('Enter your full name'));
    expect(say('A tag code has 8 characters; this has 5')).toBe(
      i18n.t('account:errors.tagCodeLength', { length: '8', typed: '5' }),
    );
    expect(say('A tag code has 8 characters; this has 5')).toContain('5');
    expect(say('Keep the city under 60 characters')).toBe(i18n.t('checkout:errors.tooLong', { max: '60' }));
    expect(say('Numbers from this range are paused today.')).toBe('Numbers from this range are paused today.');
    // A sentence that is the name of an object's own property is still only a sentence.
    expect(say('constructor')).toBe('constructor');
    expect(say('toString')).toBe('toString');
    expect(say('')).toBeUndefined();
    expect(say(undefined)).toBeUndefined();
  });
});
