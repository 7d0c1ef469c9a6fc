import { describe, expect, it } from 'vitest';
import { pickLang } from './messages.js';

describe('the SOS page language', () => {
  it('follows ?lang=, then the browser preferences by quality, then English', () => {
    const cases: [unknown, string | undefined, string][] = [
      ['hi', 'en', 'hi'],
      ['xx', 'hi-IN', 'hi'],
      [undefined, 'hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
      [undefined, 'en-GB,en;q=0.9', 'en'],
      [undefined, 'fr,hi;q=0.5', 'hi'],
      [undefined, 'hi;q=0,en;q=0.1', 'en'],
      [undefined, 'ta-IN', 'en'],
      [undefined, undefined, 'en'],
    ];
    for (const [query, header, lang] of cases) expect(pickLang(query, header), `${query} ${header}`).toBe(lang);
  });
});
