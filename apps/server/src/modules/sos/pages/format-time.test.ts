import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../platform/i18n/i18n.js';
import { formatTime } from './alert-pages.js';

describe('times on the SOS pages', () => {
  const morning = '2026-11-26T05:46:00Z'; // 11:16 in India
  const evening = '2026-11-26T13:35:00Z'; // 19:05 in India

  it('are said in India’s time, in English with am and pm', () => {
    expect(formatTime('en', morning)).toBe('11:16 am');
    expect(formatTime('en', evening)).toBe('07:05 pm');
  });

  it('use each language’s own word for the part of the day, never a Latin am or pm', () => {
    expect(formatTime('hi', morning)).toBe('सुबह 11:16');
    expect(formatTime('hi', evening)).toBe('शाम 7:05');
    for (const lang of LANGS.filter((l) => l !== 'en'))
      for (const at of [morning, evening]) {
        const said = formatTime(lang, at);
        expect(said, `${lang} ${said}`).not.toMatch(/\b(am|pm)\b/i);
        expect(said).toMatch(/\d{1,2}:\d{2}/);
      }
  });
});
