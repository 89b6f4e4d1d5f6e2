// The site chooses what to show by an error's code (rules/error-codes.ts), never by the words of its message: the
// words are reworded and translated, the codes stay. A message may be shown as it came; it may not be examined.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, sourceFiles } from './import-graph';

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('site/test/');
const SITE = sourceFiles(['site/src', 'catalogue/components']).filter((file) => !isTest(file));

/** What examines a text's words: a search in it, a pattern tried on it, or a comparison with written words. */
const EXAMINED = (name: string) =>
  new RegExp(
    [
      `\\b${name}\\??(\\.(toLowerCase|toUpperCase|trim)\\(\\))*\\??\\.(includes|match|matchAll|startsWith|endsWith|indexOf|search|split)\\(`,
      `\\.(test|exec)\\(\\s*${name}\\b`,
      `(?<!typeof\\s+[\\w$?.]*)\\b${name}\\s*[!=]==?\\s*['"\`]`,
      `['"\`]\\s*[!=]==?\\s*${name}\\b`,
      `\\b${name}\\b[^;]*\\.some\\(`,
    ].join('|'),
  );

/**
 * The names that hold a message in a file: `message` and `serverMessage` themselves, and every name given a value
 * made from one (`const text = error.message ?? ''`, `const said = errorMessage(error, …)`).
 */
function messageNames(source: string): string[] {
  const names = new Set(['message', 'serverMessage']);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [, name, value] of source.matchAll(/(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*([^;\n]+)/g)) {
      const fromMessage = /errorMessage\(|\.message\b|\.serverMessage\b/.test(value!) || [...names].some((known) => new RegExp(`\\b${known}\\b`).test(value!));
      if (fromMessage && !names.has(name!)) {
        names.add(name!);
        grown = true;
      }
    }
  }
  return [...names];
}

/** Each line of a file that examines the words of a message. */
export function messageExaminations(file: string, source: string): string[] {
  const names = messageNames(source);
  return source.split('\n').flatMap((line, index) => {
    // Besides the names: any `.message` of an error, and the `error` text of a screen's result (`{ error: string }`).
    const examined = [...names, '[\\w$?.]*\\.message', '[\\w$?.]*\\.error'].some((name) => EXAMINED(name).test(line));
    return examined ? [`${file}:${index + 1} ${line.trim()}`] : [];
  });
}

describe('the site chooses by code, never by words', () => {
  test("no file of the site or the catalogue's components examines the words of an error's message", () => {
    expect(SITE.length).toBeGreaterThan(100);
    expect(SITE.flatMap((file) => messageExaminations(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });

  test("the server's message is read in one place only, to be shown (errorMessage in site/src/lib/api.ts)", () => {
    const readers = SITE.filter((file) => file !== 'site/src/lib/api.ts' && /\.serverMessage\b/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(readers).toEqual([]);
  });

  test('the ways words were chosen by are each seen', () => {
    const examples = [
      "const has = (...words) => words.some((word) => text.includes(word));\nconst text = message ?? '';",
      "if (error.message.includes('limit')) return LIMIT;",
      "const said = errorMessage(error, 'x');\nif (/quota/i.test(said)) return QUOTA;",
      "if (result.error === 'Invalid username or password') shake();",
      "const reason = error instanceof Error ? error.message : '';\nif (reason.toLowerCase().startsWith('free')) upgrade();",
    ];
    for (const example of examples) expect(messageExaminations('example.ts', example)).not.toEqual([]);
    expect(messageExaminations('example.ts', "if (error.code === 'quota.free_exhausted') return LIMIT;\ntoast({ description: error.message });")).toEqual([]);
  });
});
