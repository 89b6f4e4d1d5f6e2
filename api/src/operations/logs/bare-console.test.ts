// Errors are logged through `log` (this folder): it writes a thrown error as its kind, message and a few stack lines,
// with credentials taken out, and never the object's other properties (an SDK's error carries the request, its
// headers and the answer's body). The console writes whatever it is given, so the product's code never hands it an
// error or a third party's words.
import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dir, '../../../..');
const SOURCE = join(ROOT, 'api/src');

/** Console writes that stay, each with its reason: plain messages of our own, no error object in them. */
const ALLOWED: Array<{ file: string; text: string; why: string }> = [
  {
    file: 'api/src/server.ts',
    text: 'console.error(`Configuration error: ${error.message}. See .env.example.`)',
    why: "before the logger is set up (LOG_LEVEL may be what is wrong); a ConfigError's message names a setting, never echoes a secret",
  },
];

/** What in a console call's arguments is an error: a thrown value by its usual names, or a message or stack read off one. */
const ERRORISH = /\b(error|err|cause|reason|failures?)\b|\w+Error\b|\.(message|stack)\b/;

/** The text from `start` to the parenthesis that closes the one at `open`, quotes skipped. */
function callText(source: string, start: number, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let at = open; at < source.length; at++) {
    const char = source[at]!;
    if (quote) {
      if (char === '\\') at++;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return source.slice(start, at + 1);
  }
  return source.slice(start);
}

/** Every console use in `source` that hands it an error, as "line: text"; comments are not read. */
export function bareConsoleUses(source: string): Array<{ line: number; text: string }> {
  // Comments blanked, lines kept, so that line numbers stay.
  const code = source.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm, (comment, before = '') => before + comment.slice(before.length).replace(/[^\n]/g, ' '));
  const found: Array<{ line: number; text: string }> = [];
  const lineOf = (at: number) => code.slice(0, at).split('\n').length;
  for (const match of code.matchAll(/\bconsole\b(\s*\.\s*(\w+)\s*\()?/g)) {
    const [, call, method] = match;
    if (!call) {
      found.push({ line: lineOf(match.index), text: 'console passed on as a logger' });
      continue;
    }
    const text = callText(code, match.index, match.index + match[0].length - 1);
    const args = text.slice(text.indexOf('(') + 1, -1);
    if (method === 'error' || (['warn', 'log', 'info', 'debug', 'trace'].includes(method!) && ERRORISH.test(args))) {
      found.push({ line: lineOf(match.index), text: text.replace(/\s+/g, ' ') });
    }
  }
  return found;
}

function productFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.ts') && !/\.test\.ts$/.test(name))
    .map((name) => join(folder, name));
}

describe('errors are logged through the redacting log, never the console', () => {
  test('no file of api/src hands console.error anything, nor console.warn or .log an error or its message', () => {
    const found: string[] = [];
    for (const path of productFiles(SOURCE)) {
      const file = relative(ROOT, path);
      for (const { line, text } of bareConsoleUses(readFileSync(path, 'utf8'))) {
        if (!ALLOWED.some((allowed) => allowed.file === file && allowed.text === text)) found.push(`${file}:${line}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });

  test('every allowed console write is still there', () => {
    for (const { file, text } of ALLOWED) expect(bareConsoleUses(readFileSync(join(ROOT, file), 'utf8')).map((use) => use.text)).toContain(text);
  });

  test('the scan names what it finds by line, across lines, and skips comments and plain messages', () => {
    const source = [
      "console.warn('DEMO MODE: the fake AI answers');", // 1: a plain message
      '// console.error(error) in a comment', // 2
      "promise.catch((error) => console.error('Saving failed', error));", // 3
      'console.warn(', // 4
      '  `OBIS unavailable: ${error.message}`,',
      ');',
      'console.log(`Fake SMTP server on ${fake.url}`);', // 7
      'this.log = options.log ?? console;', // 8
      "console.info('x', { reason });", // 9
    ].join('\n');
    expect(bareConsoleUses(source)).toEqual([
      { line: 3, text: "console.error('Saving failed', error)" },
      { line: 4, text: 'console.warn( `OBIS unavailable: ${error.message}`, )' },
      { line: 8, text: 'console passed on as a logger' },
      { line: 9, text: "console.info('x', { reason })" },
    ]);
  });
});
