/** CSV as spreadsheets read it: comma-separated, CRLF line ends, fields quoted when they must be. */

export type CsvValue = string | number | boolean | Date | null | undefined;

/** A number written as text ("-16.9"): a spreadsheet reads it as the number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell. Text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) is prefixed
 * with an apostrophe, as descriptions come from an AI model; numbers, and text that is a plain number such as a
 * negative longitude, are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row. */
export function csvText(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
