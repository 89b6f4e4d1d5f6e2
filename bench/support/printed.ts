import { afterEach, beforeEach, spyOn } from 'bun:test';

/**
 * For the tests of a bench's figures: each test catches what the bench prints (`lines`) and the exit code it had
 * before (`exitCodeBefore`), and puts both back after. Left undefined, Bun keeps the 1 a refusal set: the test run
 * would fail with every test passed.
 */
export function catchPrinted() {
  const caught = { lines: [] as string[], exitCodeBefore: undefined as typeof process.exitCode };
  beforeEach(() => {
    caught.lines = [];
    caught.exitCodeBefore = process.exitCode;
    spyOn(console, 'log').mockImplementation((line: string) => void caught.lines.push(line));
  });
  afterEach(() => {
    (console.log as unknown as { mockRestore: () => void }).mockRestore();
    process.exitCode = caught.exitCodeBefore ?? 0;
  });
  return caught;
}
