import full from 'libphonenumber-js/metadata.min.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import {
  formatIndianMobile,
  MOBILE_MESSAGES,
  type MobileProblem,
  parseIndianMobile,
  phoneSearchDigits,
  ZCountryCode,
  ZPhone,
} from './phone.js';
import { INDIA_METADATA } from './phone-metadata.js';

const RAVI = { ok: true, countryCode: '91', national: '9876543210', e164: '+919876543210' };

describe('parseIndianMobile', () => {
  // How people type one number: from forms, contact cards, SMS footers and Indian keyboards.
  it.each([
    ['9876543210'],
    ['98765 43210'],
    ['98765-43210'],
    ['98765.43210'],
    ['98765/43210'],
    ['(98765) 43210'],
    ['987 654 3210'],
    ['+91 98765-43210'],
    ['+91 98765 43210'],
    ['+919876543210'],
    ['+91-98765-43210'],
    ['+91.98765.43210'],
    ['(+91) 98765.43210'],
    ['+91-(987) 654-3210'],
    ['+91 (0) 98765 43210'],
    ['91 98765 43210'],
    ['919876543210'],
    ['0091 98765 43210'],
    ['00919876543210'],
    ['098765 43210'],
    ['09876543210'],
    ['0 98765 43210'],
    [' 98765 43210 '],
    ['98765\t43210'],
    ['98765\u00a043210'], // a no-break space, from a pasted contact card
    ['98765\u201343210'], // an en dash, from a word processor
    ['९८७६५ ४३२१०'], // Devanagari (Hindi, Marathi keyboards)
    ['+९१ ९८७६५-४३२१०'],
    ['৯৮৭৬৫ ৪৩২১০'], // Bengali
    ['௯௮௭௬௫ ௪௩௨௧௦'], // Tamil
    ['౯౮౭౬౫ ౪౩౨౧౦'], // Telugu
    ['૯૮૭૬૫ ૪૩૨૧૦'], // Gujarati
    ['೯೮೭೬೫ ೪೩೨೧೦'], // Kannada
    ['൯൮൭൬൫ ൪൩൨൧൦'], // Malayalam
    ['۹۸۷۶۵ ۴۳۲۱۰'], // Urdu's Extended Arabic-Indic digits
    ['９８７６５ ４３２１０'], // full-width, from a CJK keyboard
  ])('reads %j as +91 98765 43210', (typed) => {
    expect(parseIndianMobile(typed)).toEqual(RAVI);
  });

  it('keeps a number starting 91 that is itself ten digits', () => {
    expect(parseIndianMobile('91987 65432')).toMatchObject({ ok: true, national: '9198765432' });
  });

  it('reads every mobile series (6, 7, 8, 9) and the demo numbers', () => {
    for (const n of ['6000000000', '7012345678', '8800123456', '9000000001'])
      expect(parseIndianMobile(n)).toMatchObject({ ok: true, national: n, e164: `+91${n}` });
  });

  it.each<[string, MobileProblem]>([
    ['', 'missing'],
    ['   ', 'missing'],
    ['98765', 'too-short'],
    ['98765 4321', 'too-short'],
    ['+91 98765', 'too-short'],
    ['+91', 'too-short'],
    ['0987654321', 'too-short'],
    ['98765432101', 'too-long'],
    ['+91 98765 43210 1', 'too-long'],
    ['8 98765 43210', 'too-long'],
    ['9'.repeat(60), 'too-long'],
    ['1234567890', 'not-mobile'],
    ['5876543210', 'not-mobile'],
    ['011 2345 6789', 'not-mobile'], // a Delhi landline
    ['+91 11 2345 6789', 'not-mobile'],
    ['1800 123 4567', 'too-long'], // toll-free: eleven digits
    ['+44 7911 123456', 'other-country'],
    ['0044 7911 123456', 'other-country'],
    ['+1 415 555 2671', 'other-country'],
    ['+977 984 1234567', 'other-country'],
    ['+92 300 1234567', 'other-country'],
    ['abc', 'not-a-number'],
    ['9876543210abc', 'not-a-number'],
    ['call 98765 43210', 'not-a-number'],
    ['+91 98765 43210 ext 5', 'not-a-number'],
    ['98765 43210, 98765 43211', 'not-a-number'],
    ['#9876543210', 'not-a-number'],
    ['++91 98765 43210', 'not-a-number'],
  ])('refuses %j: %s', (typed, reason) => {
    expect(parseIndianMobile(typed)).toEqual({ ok: false, reason });
  });

  it('reads ten plain digits (its shortcut) exactly as the parser does, for every leading three', () => {
    // A leading space takes the parser's way; the shortcut takes ten plain digits of the mobile series.
    let seed = 29;
    const digits = (n: number) => {
      let out = '';
      for (let i = 0; i < n; i++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        out += String(seed % 10);
      }
      return out;
    };
    for (let head = 600; head <= 999; head++)
      for (const tail of ['0000000', '9999999', '1234567', '9198765', digits(7), digits(7), digits(7)]) {
        const n = `${head}${tail}`;
        expect(parseIndianMobile(n), n).toEqual(parseIndianMobile(` ${n}`));
      }
  });

  it('answers missing for what is not text', () => {
    expect(parseIndianMobile(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(parseIndianMobile(null)).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('formatIndianMobile', () => {
  it('shows a stored number, or one as typed, the way Indians write it', () => {
    expect(formatIndianMobile('9876543210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('9876543210', '91')).toBe('+91 98765 43210');
    expect(formatIndianMobile('8800123456', null)).toBe('+91 88001 23456');
    expect(formatIndianMobile('+91 98765-43210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('098765 43210', '91', { national: true })).toBe('98765 43210');
  });

  it('shows what it cannot read as it is, after its country code', () => {
    expect(formatIndianMobile('12345', '91')).toBe('+91 12345');
    expect(formatIndianMobile('7911123456', '44')).toBe('+44 7911123456');
    expect(formatIndianMobile('12345', '91', { national: true })).toBe('12345');
  });
});

describe('ZPhone and ZCountryCode', () => {
  it('keeps the 10 digits of a number typed any way', () => {
    expect(ZPhone.parse('+91 98765-43210')).toBe('9876543210');
    expect(ZPhone.parse('०९८७६५ ४३२१०')).toBe('9876543210');
  });

  it('says what is wrong in words for the person typing', () => {
    const message = (v: unknown) => ZPhone.safeParse(v).error?.issues[0]?.message;
    expect(message(undefined)).toBe(MOBILE_MESSAGES.missing);
    expect(message('')).toBe('Enter a mobile number');
    expect(message('98765')).toBe('Too few digits: enter a 10-digit Indian mobile number');
    expect(message('987654321012')).toBe('Too many digits: enter a 10-digit Indian mobile number');
    expect(message('1234567890')).toBe('Not a mobile number: Indian mobile numbers start with 6, 7, 8 or 9');
    expect(message('+44 7911 123456')).toBe('Only Indian mobile numbers (+91) are supported');
    expect(message('98765 abc')).toBe('Enter a 10-digit Indian mobile number, like 98765 43210');
  });

  it('takes +91, 91 or nothing as India and refuses other codes', () => {
    expect(ZCountryCode.parse('+91')).toBe('91');
    expect(ZCountryCode.parse(91)).toBe('91');
    expect(ZCountryCode.parse(undefined)).toBe('91');
    expect(ZCountryCode.safeParse('44').error?.issues[0]?.message).toBe('Only Indian numbers (+91) are supported');
  });
});

describe('phoneSearchDigits', () => {
  it('searches a whole number by its 10 digits and part of one by its digits', () => {
    expect(phoneSearchDigits('+91 98765-43210')).toBe('9876543210');
    expect(phoneSearchDigits('98765 4')).toBe('987654');
    expect(phoneSearchDigits('+91 98765')).toBe('98765');
    expect(phoneSearchDigits('Ravi')).toBeNull();
  });
});

describe('the India-only metadata', () => {
  // scripts/phone-metadata.mjs writes it; after an upgrade of libphonenumber-js, run it again.
  it('is India’s entry of the installed libphonenumber-js, unchanged', () => {
    expect(INDIA_METADATA).toEqual({
      version: full.version,
      country_calling_codes: { '91': ['IN'] },
      countries: { IN: full.countries.IN },
      nonGeographic: {},
    });
  });
});
