// A test fails when it logs through console.error or leaves a promise rejection unhandled: either means something
// went wrong that no assertion looked at. A test that expects an error log says so with `expectConsoleErrors`.
import { afterEach } from 'bun:test';
import { format } from 'node:util';
import { configureLogs } from '../api/src/operations/logs';
import type { LogLevel } from '../api/src/operations/settings';

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

// The product's log (pino JSON lines) stays out of test output: an error line is told to console.error (so it fails
// the test unless expected, as any error would), the rest kept only for tests that capture them. LOG_LEVEL=info
// (or debug) prints every line as well, to follow a test.
let captured: Array<Record<string, unknown>> | null = null;
const printLevel = process.env.LOG_LEVEL as LogLevel | undefined;
configureLogs(printLevel === 'debug' || printLevel === 'trace' ? printLevel : 'info', {
  write(line: string) {
    const entry = JSON.parse(line) as Record<string, unknown> & { level: string; msg: string; err?: { type?: string; message?: string } };
    captured?.push(entry);
    if (printLevel && printLevel !== 'silent') process.stdout.write(line);
    if (entry.level === 'error' || entry.level === 'fatal') console.error(entry.err ? `${entry.msg}: ${entry.err.type ?? 'Error'}: ${entry.err.message}` : entry.msg);
  },
});

/** Collects every line the product logs for the rest of the test (parsed), and returns them. */
export function captureLogLines(): Array<Record<string, unknown>> {
  captured = [];
  return captured;
}

afterEach(() => {
  captured = null;
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
