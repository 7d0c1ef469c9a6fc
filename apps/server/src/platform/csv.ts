/**
 * CSV cells per RFC 4180: a cell holding a comma, quote or line break is quoted and its
 * quotes doubled. A cell starting with = + - @ (or a tab/CR) is prefixed with an apostrophe
 * so that a spreadsheet shows it as text instead of running it as a formula (OWASP CSV injection).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Control characters (a NUL above all) have no place in a spreadsheet cell; some readers stop at one.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  let s = String(value).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Excel reads UTF-8 (Hindi names, ₹) only when the file starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

/** One record of a CSV file, with the line it starts on (1 = the first line), for a report a person can follow. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Reads CSV text per RFC 4180, as spreadsheets write it: quoted cells may hold commas, doubled
 * quotes and line breaks; CRLF, LF or CR end a record; a byte-order mark is dropped; blank lines
 * are skipped. A quote left open at the end closes there (the rest of the file is that cell: the
 * reader of the records sees the damage on that line rather than losing the file).
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const s = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n' || (c === '\r' && s[i + 1] !== '\n')) line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/**
 * An uploaded CSV file's text: UTF-8 (with or without a byte-order mark), or UTF-16 with its
 * mark (Excel's "Unicode text"). Null for a file that is not text at all (a NUL byte where UTF-8
 * has none: an .xlsx, a picture), so the caller can say "save the sheet as CSV".
 */
export function decodeCsv(data: Uint8Array): string | null {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  if (data.subarray(0, 4096).includes(0)) return null;
  return new TextDecoder('utf-8').decode(data);
}
