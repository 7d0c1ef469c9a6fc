import { LANGS, PAPER_KINDS } from '@safesathi/contract';
import { describe, expect, it } from 'vitest';
import { composeReminderText } from './paper-message.js';

const text = (lang: (typeof LANGS)[number], daysLeft = 7, kind: (typeof PAPER_KINDS)[number] = 'insurance') =>
  composeReminderText({
    appName: 'SafeSathi',
    lang,
    kind,
    plate: 'KA01AB1234',
    daysLeft,
    validUntil: '2026-12-03',
    url: 'https://safesathi.in/account/papers/p1',
  });

describe('a paper reminder', () => {
  it('is written in each of the ten languages, with the plate, the day and the link', () => {
    const english = text('en');
    expect(english).toBe(
      'SafeSathi: your insurance policy for KA01AB1234 expires in 7 days (03/12/2026). Renew it, then add the new one: https://safesathi.in/account/papers/p1',
    );
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const t = text(lang);
      expect(t, lang).not.toBe(english);
      // Mostly the language's own script, not English words.
      expect(t, lang).not.toMatch(/expires|Renew|policy/);
      for (const part of ['KA01AB1234', '03/12/2026', 'https://safesathi.in/account/papers/p1', '7'])
        expect(t, `${lang}: ${part}`).toContain(part);
    }
  });

  it('says today and tomorrow in words, and names every kind of paper', () => {
    for (const lang of LANGS) {
      expect(text(lang, 0), lang).not.toBe(text(lang, 1));
      expect(text(lang, 0), lang).not.toMatch(/\b0\b/);
      const kinds = new Set(PAPER_KINDS.map((k) => text(lang, 7, k)));
      expect(kinds.size, lang).toBe(PAPER_KINDS.length);
    }
  });
});
