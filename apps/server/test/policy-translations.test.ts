import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultPages } from '../src/modules/settings/page-texts.js';

// The web app's translations of the policies (docs/decisions/0083-policies-in-every-language.md) are
// of the standard texts this server starts with: the English catalogue holds that text word for
// word, so a change here that is not made there (and then translated) fails this test.

const LANGS = ['en', 'hi', 'bn', 'te', 'mr', 'ta', 'ur', 'gu', 'kn', 'ml'];
const KEYS = {
  'privacy-policy': 'privacy',
  'shipping-policy': 'shipping',
  'refund-policy': 'refund',
  'terms-and-conditions': 'terms',
} as const;

type Policies = Record<(typeof KEYS)[keyof typeof KEYS], { body: string }>;
const catalogue = (lang: string): Policies =>
  JSON.parse(readFileSync(new URL(`../../web/src/locales/${lang}/policies.json`, import.meta.url), 'utf8'));

const fill = (text: string) =>
  text.replaceAll('{{app}}', 'SafeSathi').replaceAll('{{email}}', 'help@safesathi.example');
const headings = (text: string) => text.split('\n').filter((line) => line.startsWith('## ')).length;
const paragraphs = (text: string) => text.split('\n\n').length;

describe('the policies’ translations', () => {
  const pages = defaultPages('SafeSathi', 'help@safesathi.example');

  it('translate the text the server starts with, word for word in English', () => {
    const english = catalogue('en');
    for (const [slug, key] of Object.entries(KEYS))
      expect(fill(english[key].body)).toBe(pages[slug as keyof typeof KEYS].body);
  });

  it('keep every section of it in every language', () => {
    for (const lang of LANGS) {
      const texts = catalogue(lang);
      for (const [slug, key] of Object.entries(KEYS)) {
        const english = pages[slug as keyof typeof KEYS].body;
        expect({ lang, key, headings: headings(texts[key].body) }).toEqual({ lang, key, headings: headings(english) });
        expect({ lang, key, paragraphs: paragraphs(texts[key].body) }).toEqual({
          lang,
          key,
          paragraphs: paragraphs(english),
        });
        // The emergency number and the support address are never lost in translation.
        if (english.includes('112')) expect(texts[key].body).toContain('112');
        expect(fill(texts[key].body)).toContain('help@safesathi.example');
      }
    }
  });
});
