import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, isRuleCode } from './error-codes';
import { LANGUAGES } from './languages';

const ROOT = join(import.meta.dir, '..');
const CODES = Object.keys(ERROR_CODES);
const ANSWERED = CODES.filter((code) => !isRuleCode(code));
const RULE_CODES = CODES.filter(isRuleCode);
const AREAS = new Set(CODES.map((code) => code.split('.')[0]));

/** The form rules' sources (rules/*.ts but this list and the tests). */
function ruleSources(): string {
  const files = [...new Bun.Glob('rules/*.ts').scanSync({ cwd: ROOT })].filter((file) => !/\.test\.ts$|error-codes\.ts$/.test(file));
  return files.map((file) => readFileSync(join(ROOT, file), 'utf8')).join('\n');
}

/** Every code the rules' sources name: a quoted `area.case` of an area the list has. */
function codesTheRulesName(): string[] {
  const named = [...ruleSources().matchAll(/'([a-z]+(?:_[a-z]+)*\.[a-z]+(?:_[a-z]+)*)'/g)].map(([, code]) => code!);
  return [...new Set(named)].filter((code) => AREAS.has(code.split('.')[0]));
}

const catalogue = (language: string): Record<string, string> => JSON.parse(readFileSync(join(ROOT, `messages/${language}.json`), 'utf8'));
const keyOf = (code: string) => `error_${code.replaceAll('.', '_')}`;

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
    expect(ANSWERED.filter((code) => !sources.includes(`'${code}'`))).toEqual([]);
  });

  test("each code a form rule returns is a rule's code of the list, and each rule's code is returned by a rule", () => {
    const named = codesTheRulesName();
    expect(named.filter((code) => !isRuleCode(code))).toEqual([]);
    expect(RULE_CODES.filter((code) => !named.includes(code))).toEqual([]);
  });

  test("each code a form rule returns has its words in every language, the other languages' their own", () => {
    const english = catalogue('en');
    const missing = LANGUAGES.flatMap((language) => {
      const words = catalogue(language);
      return codesTheRulesName()
        .filter((code) => !words[keyOf(code)] || (language !== 'en' && words[keyOf(code)] === english[keyOf(code)]))
        .map((code) => `${language} ${keyOf(code)}`);
    });
    expect(missing).toEqual([]);
  });

  test("docs/development.md's table lists every code with its status, and no other", () => {
    expect(documentedRows()).toEqual(Object.entries(ERROR_CODES).map(([code, { status }]) => `${code} ${status}`));
  });
});
