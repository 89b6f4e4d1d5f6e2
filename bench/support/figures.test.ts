import { describe, expect, test } from 'bun:test';
import { figure, refused, row } from './figures';
import { catchPrinted } from './printed';

const printed = catchPrinted();

describe('a bench figure', () => {
  test('a measured figure passes or misses its target', () => {
    expect(figure('Publish call', { median: 8 }, '8 ms', { text: '<= 300 ms', met: true })).toBe(true);
    expect(figure('Publish call', { median: 400 }, '400 ms', { text: '<= 300 ms', met: false })).toBe(true);
    expect(printed.lines[0]).toStartWith('PASS  Publish call');
    expect(printed.lines[1]).toStartWith('MISS  Publish call');
    expect(process.exitCode).toBe(printed.exitCodeBefore);
  });

  test.each([0, Number.NaN, undefined, null, -1, Number.POSITIVE_INFINITY])('%p cannot have been measured: the line fails, and so does the bench', (value) => {
    const before = refused();
    expect(figure('First name search transfer', { worst: value }, '0.0 KB', { text: '<= 150 KB', met: true })).toBe(false);
    expect(printed.lines).toEqual([expect.stringMatching(/^FAIL  First name search transfer .*not measured: worst = /)]);
    expect(process.exitCode).toBe(1);
    expect(refused()).toBe(before + 1);
  });

  test('a table row is refused when any number behind it was not measured', () => {
    expect(row('quota check', { sqlite: 5824, postgres: 0 }, '| quota check | 5824 | 0 |')).toBe(false);
    expect(printed.lines).toEqual([expect.stringContaining('not measured: postgres = 0')]);
    expect(process.exitCode).toBe(1);
  });
});
