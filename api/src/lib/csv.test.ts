import { describe, expect, test } from 'bun:test';
import { csvCell } from './csv';

describe('csvCell', () => {
  // Each value a spreadsheet could run as a formula, and what the cell says instead.
  const defused: Array<[string, string, string]> = [
    ['an equals sign', '=1+2', `'=1+2`],
    ['a plus sign', '+1+2', `'+1+2`],
    ['a minus sign before text', '-cmd', `'-cmd`],
    ['an at sign', '@SUM(A1)', `'@SUM(A1)`],
    ['a tab', '\t=1', `'\t=1`],
    ['a carriage return', '\r=1', `"'\r=1"`],
    ['a line feed', '\n=1+2', `"'\n=1+2"`],
    ['a full-width equals sign', '＝1+2', `'＝1+2`],
    ['a full-width plus sign', '＋1+2', `'＋1+2`],
    ['a full-width minus sign', '－1+2', `'－1+2`],
    ['a full-width at sign', '＠SUM(A1)', `'＠SUM(A1)`],
  ];
  test.each(defused)('prefixes text that starts with %s', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  const asTheyAre: Array<[string, string | number, string]> = [
    ['a negative number', -16.9, '-16.9'],
    ['text that is a negative number', '-16.9', '-16.9'],
    ['text with a full-width sign inside', 'a＝b', 'a＝b'],
    ['text with a line feed inside', 'a\nb', '"a\nb"'],
  ];
  test.each(asTheyAre)('writes %s as it is', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
