/**
 * CSV for statement downloads (RFC 4180, CRLF), opened directly by Excel: a UTF-8 byte-order mark so Chinese
 * is read as UTF-8, and cells that a spreadsheet would run as a formula (= + - @, tab, CR) are prefixed with
 * a quote unless they are plain numbers (OWASP "CSV injection").
 */

export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** One cell: neutralised when it could start a formula, quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (FORMULA_START.test(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The whole file: BOM, header row, then the rows. */
export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  return `${BOM}${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
