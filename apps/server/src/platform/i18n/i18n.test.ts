import { SOS_MOBILE_MESSAGES } from '@safesathi/contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGS, pickLang, tFor, translateField } from './i18n.js';

/** Every key of a catalogue, nested ones joined with dots, with its text. */
function flat(o: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(o))
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flat(v, `${prefix}${k}.`)) out.set(kk, vv);
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the SOS page language', () => {
  it('follows ?lang=, then the browser preferences by quality, then English', () => {
    const cases: [unknown, string | undefined, string][] = [
      ['hi', 'en', 'hi'],
      ['ur', 'ta-IN', 'ur'],
      ['xx', 'hi-IN', 'hi'],
      [undefined, 'hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
      [undefined, 'en-GB,en;q=0.9', 'en'],
      [undefined, 'fr,hi;q=0.5', 'hi'],
      [undefined, 'hi;q=0,en;q=0.1', 'en'],
      [undefined, 'ta-IN', 'ta'],
      [undefined, 'en;q=0.5,ml;q=0.8,kn;q=0.7', 'ml'],
      [undefined, 'fr-FR,de', 'en'],
      [undefined, '', 'en'],
      [undefined, undefined, 'en'],
    ];
    for (const [query, header, lang] of cases) expect(pickLang(query, header), `${query} ${header}`).toBe(lang);
  });
});

describe('the message catalogues', () => {
  const en = flat(CATALOGUES.en);

  it('have every English key, and only those, in each of the ten languages', () => {
    expect(LANGS).toHaveLength(10);
    for (const lang of LANGS) expect([...flat(CATALOGUES[lang]).keys()].sort(), lang).toEqual([...en.keys()].sort());
  });

  it('keep each message’s placeholders, the number 112 and the SMS link', () => {
    for (const lang of LANGS)
      for (const [key, text] of flat(CATALOGUES[lang])) {
        const english = en.get(key)!;
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english));
        if (english.includes('112')) expect(text, `${lang} ${key}`).toContain('112');
        if (lang !== 'en') expect(text.trim(), `${lang} ${key}`).not.toBe('');
      }
  });

  it('interpolate and pluralise through i18next', () => {
    expect(tFor('en')('answerEta', { count: 1 })).toBe('About 1 minute.');
    expect(tFor('en')('answerEta', { count: 15 })).toBe('About 15 minutes.');
    expect(tFor('ta')('answerEta', { count: 5 })).toBe('சுமார் 5 நிமிடங்களில்.');
    expect(tFor('mr')('minutes', { count: 30 })).toBe('30 मिनिटे');
    expect(tFor('hi')('poweredBy', { app: 'SafeSathi' })).toBe('SafeSathi द्वारा सड़क सुरक्षा');
  });

  it('translate the contract’s field messages, leaving an unknown one as it is', () => {
    expect(translateField('ta', 'Enter your 10-digit mobile number')).toBe('உங்கள் 10 இலக்க மொபைல் எண்ணை எழுதுங்கள்');
    expect(translateField('en', 'Please select a reason')).toBe('Please select a reason');
    expect(translateField('ur', 'Something new')).toBe('Something new');
  });

  it('have each thing the SOS form may say of a mobile number, so none stays in English', () => {
    for (const message of Object.values(SOS_MOBILE_MESSAGES))
      for (const lang of LANGS.filter((l) => l !== 'en'))
        expect(translateField(lang, message), `${lang}: ${message}`).not.toBe(message);
    expect(translateField('hi', SOS_MOBILE_MESSAGES['not-mobile'])).toBe('मोबाइल नंबर 6, 7, 8 या 9 से शुरू होता है');
  });
});
