import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from './error-codes';

const ROOT = join(import.meta.dir, '..');
const CODES = Object.keys(ERROR_CODES);

/** The API's product code, its tests and fakes aside: where a code is answered. */
function apiSources(): string {
  const files = [...new Bun.Glob('api/src/**/*.ts').scanSync({ cwd: ROOT })].filter((file) => !/\.test\.ts$|\/fakes\//.test(file));
  return files.map((file) => readFileSync(join(ROOT, file), 'utf8')).join('\n');
}

/** The rows of the table in docs/development.md's "Error codes": code and status. */
function documentedRows(): string[] {
  const text = readFileSync(join(ROOT, 'docs/development.md'), 'utf8');
  const section = text.slice(text.indexOf('## Error codes'), text.indexOf('\n## ', text.indexOf('## Error codes') + 1));
  return [...section.matchAll(/^\| `([a-z_.]+)` \| (\d{3}) \|/gm)].map(([, code, status]) => `${code} ${status}`);
}

describe('error codes', () => {
  test('each is lower-case and dotted: an area, then the case', () => {
    expect(CODES.filter((code) => !/^[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)*$/.test(code))).toEqual([]);
  });

  test('each is answered somewhere in the API: no code is dead', () => {
    const sources = apiSources();
    expect(CODES.filter((code) => !sources.includes(`'${code}'`))).toEqual([]);
  });

  test("docs/development.md's table lists every code with its status, and no other", () => {
    expect(documentedRows()).toEqual(Object.entries(ERROR_CODES).map(([code, { status }]) => `${code} ${status}`));
  });
});
