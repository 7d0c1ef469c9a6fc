import type { Lang } from '@safesathi/contract';
import { tFor } from './i18n.js';

/**
 * Characters outside GSM 03.38 (dashes, curly quotes, ellipses) make a whole text UCS-2, which
 * halves what one SMS segment holds (160 → 70): write their plain equivalents.
 */
export function gsmSafe(s: string): string {
  return s
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...');
}

export type Fill = (values: Record<string, string>) => string;
const SLOT = '\u0000';

/**
 * A catalogue message made once into a function of its values: i18next picks the language's
 * wording and plural form and places the values, given here as marked slots; the text is then cut
 * at the slots. Sending an alert or a donor's text fills these in, with no i18next call on its way.
 */
export function compileText(lang: Lang, key: string, names: string[], count?: number): Fill {
  const slots = Object.fromEntries(names.map((n) => [n, `${SLOT}${n}${SLOT}`]));
  // Keys are the catalogues' text templates (sms.*, blood.sms.*), whose shape the type checker checks (i18n.ts).
  const t = tFor(lang) as unknown as (k: string, o: object) => string;
  const parts = t(key, { ...slots, count }).split(SLOT);
  return (values) => {
    let s = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) s += (values[parts[i]!] ?? '') + parts[i + 1]!;
    return s;
  };
}
