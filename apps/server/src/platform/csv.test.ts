import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow, decodeCsv, parseCsv } from './csv.js';

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

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, numbering each record by the line it starts on', () => {
    const text = `${CSV_BOM}name,address\r\n"Kumar, Ravi","12 ""A"" Road\nBengaluru"\r\n\r\nAsha,MG Road\n`;
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name', 'address'] },
      { line: 2, cells: ['Kumar, Ravi', '12 "A" Road\nBengaluru'] },
      { line: 5, cells: ['Asha', 'MG Road'] },
    ]);
  });
  it('reads its own output back, and a last line without a line break', () => {
    const row = ['=SUM(A1)', 'two\nlines', 'say "hi"', ''];
    expect(parseCsv(`${csvRow(row)}x,y`)).toEqual([
      { line: 1, cells: ["'=SUM(A1)", 'two\nlines', 'say "hi"', ''] },
      { line: 3, cells: ['x', 'y'] },
    ]);
  });
});

describe('decodeCsv', () => {
  it('reads UTF-8 and Excel’s UTF-16, and refuses a file that is not text', () => {
    expect(decodeCsv(new TextEncoder().encode('नाम,PIN\n'))).toBe('नाम,PIN\n');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a,b\r\n', 'utf16le')]);
    expect(decodeCsv(utf16)).toBe('a,b\r\n');
    expect(decodeCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toBeNull();
  });
});
