import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.js';

describe('csv', () => {
  it('leaves plain cells alone and empties null', () => {
    expect(csvRow(['Asha', 9876543210, null, undefined, true])).toBe('Asha,9876543210,,,true\r\n');
  });
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Kumar, Ravi')).toBe('"Kumar, Ravi"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });
  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+911')).toBe("'+911");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
  it('keeps non-ASCII text as it is', () => {
    expect(csvCell('राहुल')).toBe('राहुल');
  });
});
