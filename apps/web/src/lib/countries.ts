import { ZCountryCode } from '@safesathi/contract';
import { z } from 'zod';

/** Countries offered by the sign-up phone picker. The server accepts Indian (+91) numbers only for now. */
export interface Country {
  code: string;
  name: string;
  dial: string;
}

export const DEFAULT_COUNTRY = 'IN';

export const COUNTRIES: readonly Country[] = [
  { code: 'IN', name: 'India', dial: '91' },
  { code: 'AF', name: 'Afghanistan', dial: '93' },
  { code: 'AU', name: 'Australia', dial: '61' },
  { code: 'BH', name: 'Bahrain', dial: '973' },
  { code: 'BD', name: 'Bangladesh', dial: '880' },
  { code: 'BT', name: 'Bhutan', dial: '975' },
  { code: 'BR', name: 'Brazil', dial: '55' },
  { code: 'CA', name: 'Canada', dial: '1' },
  { code: 'CN', name: 'China', dial: '86' },
  { code: 'EG', name: 'Egypt', dial: '20' },
  { code: 'FR', name: 'France', dial: '33' },
  { code: 'DE', name: 'Germany', dial: '49' },
  { code: 'HK', name: 'Hong Kong', dial: '852' },
  { code: 'ID', name: 'Indonesia', dial: '62' },
  { code: 'IE', name: 'Ireland', dial: '353' },
  { code: 'IT', name: 'Italy', dial: '39' },
  { code: 'JP', name: 'Japan', dial: '81' },
  { code: 'KE', name: 'Kenya', dial: '254' },
  { code: 'KW', name: 'Kuwait', dial: '965' },
  { code: 'MY', name: 'Malaysia', dial: '60' },
  { code: 'MV', name: 'Maldives', dial: '960' },
  { code: 'MU', name: 'Mauritius', dial: '230' },
  { code: 'MM', name: 'Myanmar', dial: '95' },
  { code: 'NP', name: 'Nepal', dial: '977' },
  { code: 'NL', name: 'Netherlands', dial: '31' },
  { code: 'NZ', name: 'New Zealand', dial: '64' },
  { code: 'NG', name: 'Nigeria', dial: '234' },
  { code: 'OM', name: 'Oman', dial: '968' },
  { code: 'PK', name: 'Pakistan', dial: '92' },
  { code: 'PH', name: 'Philippines', dial: '63' },
  { code: 'QA', name: 'Qatar', dial: '974' },
  { code: 'RU', name: 'Russia', dial: '7' },
  { code: 'SA', name: 'Saudi Arabia', dial: '966' },
  { code: 'SG', name: 'Singapore', dial: '65' },
  { code: 'ZA', name: 'South Africa', dial: '27' },
  { code: 'KR', name: 'South Korea', dial: '82' },
  { code: 'ES', name: 'Spain', dial: '34' },
  { code: 'LK', name: 'Sri Lanka', dial: '94' },
  { code: 'SE', name: 'Sweden', dial: '46' },
  { code: 'CH', name: 'Switzerland', dial: '41' },
  { code: 'TH', name: 'Thailand', dial: '66' },
  { code: 'AE', name: 'United Arab Emirates', dial: '971' },
  { code: 'GB', name: 'United Kingdom', dial: '44' },
  { code: 'US', name: 'United States', dial: '1' },
  { code: 'VN', name: 'Vietnam', dial: '84' },
];

export function dialCodeOf(code: string | null | undefined): string {
  return COUNTRIES.find((c) => c.code === code)?.dial ?? '91';
}

/** Select options: India first (the default and the only one served today), then A–Z. */
export const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: `${c.name} (+${c.dial})` }));

/** The browser's names of regions in `lang` (English after it), or null on a runtime without Intl.DisplayNames. */
function regionNames(lang: string): Intl.DisplayNames | null {
  try {
    return typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([lang, 'en'], { type: 'region' }) : null;
  } catch {
    return null;
  }
}

/**
 * The same options with each country named in `lang` (the browser's own names, Intl.DisplayNames):
 * India first, then A–Z in that language. English names where the runtime has no DisplayNames.
 */
export function countryOptionsIn(lang: string): { value: string; label: string }[] {
  const names = lang === 'en' ? null : regionNames(lang);
  if (!names) return COUNTRY_OPTIONS;
  const [india, ...rest] = COUNTRIES.map((c) => ({
    value: c.code,
    label: `${names.of(c.code) ?? c.name} (+${c.dial})`,
  }));
  return [india, ...rest.sort((a, b) => a.label.localeCompare(b.label, lang))];
}

/**
 * A form's country picker checked as the server checks the dial code it becomes (only +91 for
 * now): choosing another country says so beside the picker.
 */
export const ZCountry = z.preprocess((v) => (typeof v === 'string' ? dialCodeOf(v) : v), ZCountryCode);
