// A test fails when it logs through console.error or leaves a promise rejection unhandled: either means something
// went wrong that no assertion looked at. A test that expects an error log says so with `expectConsoleErrors`.
import { afterEach } from 'bun:test';
import { format } from 'node:util';

const logged: string[] = [];
let expected: string[] | null = null;
const print = console.error.bind(console);

console.error = (...args: unknown[]) => {
  const line = format(...args);
  if (expected) expected.push(line);
  else {
    logged.push(line);
    print(...args);
  }
};

process.on('unhandledRejection', (reason) => {
  logged.push(`Unhandled rejection: ${format(reason)}`);
});

afterEach(() => {
  expected = null;
  if (logged.length === 0) return;
  const lines = logged.splice(0);
  throw new Error(`The test logged ${lines.length} error(s) it did not expect; the first:\n${lines[0]}`);
});

/**
 * Collects what the rest of the test logs through console.error, instead of failing it, and returns the lines so
 * that the test can assert on them.
 */
export function expectConsoleErrors(): string[] {
  expected = [];
  return expected;
}
