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
