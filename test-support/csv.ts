/**
 * Reads CSV as a spreadsheet would, into records by the header's names: quoted fields may hold commas, doubled
 * quotes and line breaks; lines end in CRLF. Every line must have as many cells as the header.
 */
export function parseCsv(text: string): { header: string[]; records: Array<Record<string, string>> } {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  const [header = [], ...lines] = rows;
  for (const line of lines) if (line.length !== header.length) throw new Error(`a line has ${line.length} cells, the header ${header.length}`);
  return { header, records: lines.map((line) => Object.fromEntries(line.map((value, i) => [header[i]!, value]))) };
}
