/** CSV as spreadsheets read it: comma-separated, CRLF line ends, fields quoted when they must be. */

export type CsvValue = string | number | boolean | Date | null | undefined;

/** A number written as text ("-16.9"): a spreadsheet reads it as the number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * What a spreadsheet may run as a formula when a cell starts with it: = + - @, a tab, a carriage return or a line
 * feed, and the full-width ＝ ＋ － ＠, which some spreadsheets (those set up for East Asian input) read as the ASCII
 * ones.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One cell. Text a spreadsheet would run as a formula is prefixed with an apostrophe, as descriptions come from an
 * AI model; numbers, and text that is a plain number such as a negative longitude, are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row. */
export function csvText(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** CSV that cannot be read, with the line it starts on ("line 3: a quoted field is never closed"). */
export class CsvSyntaxError extends Error {}

/**
 * Splits CSV text into rows of fields, with the line each starts on: commas, double-quoted fields with "" for a
 * quote (and line breaks inside), LF or CRLF line ends; blank lines are skipped.
 */
export function csvRows(text: string): Array<{ line: number; fields: string[] }> {
  const rows: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim()) rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && !field.trim()) {
      quoted = true;
      field = '';
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += char;
  }
  if (quoted) throw new CsvSyntaxError(`line ${rowLine}: a quoted field is never closed`);
  endRow();
  return rows;
}
