import { expect, test } from 'bun:test';
import { catchPrinted } from '../support/printed';
import { nameIndexFigure } from './discover-index';

const printed = catchPrinted();

test("Discover's name index passes under 2 MB at 10,000 taxa; over it, or not measured, the bench fails", () => {
  nameIndexFigure(10_000, { bytes: 1_402_780, gzBytes: 288_000 });
  expect(printed.lines).toEqual([expect.stringMatching(/^PASS  Discover's name index on a device, 10000 taxa +1\.34 MiB/)]);
  expect(process.exitCode).toBe(printed.exitCodeBefore);

  for (const measured of [{ bytes: 2_000_001, gzBytes: 400_000 }, { bytes: 0, gzBytes: 0 }]) {
    printed.lines = [];
    process.exitCode = 0;
    nameIndexFigure(10_000, measured);
    expect(printed.lines.at(-1)).toStartWith('FAIL  ');
    expect(process.exitCode).toBe(1);
  }

  // Past 10,000 taxa the figure is printed, held to no budget.
  printed.lines = [];
  process.exitCode = 0;
  nameIndexFigure(100_000, { bytes: 14_000_000, gzBytes: 2_800_000 });
  expect(printed.lines).toEqual([expect.stringMatching(/^ {4} {2}Discover's name index on a device, 100000 taxa/)]);
  expect(process.exitCode).toBe(0);
});
