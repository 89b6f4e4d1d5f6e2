import { csvRows } from '../src/lib/csv';

/**
 * Reads CSV as a spreadsheet would, into records by the header's names (the product's own reader: quoted fields
 * may hold commas, doubled quotes and line breaks). Every line must have as many cells as the header.
 */
export function parseCsv(text: string): { header: string[]; records: Array<Record<string, string>> } {
  const [header = [], ...lines] = csvRows(text).map((row) => row.fields);
  for (const line of lines) if (line.length !== header.length) throw new Error(`a line has ${line.length} cells, the header ${header.length}`);
  return { header, records: lines.map((line) => Object.fromEntries(line.map((value, i) => [header[i]!, value]))) };
}
