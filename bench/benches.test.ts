// Every bench reports its figures through support/figures.ts, so that a figure that cannot have been measured (zero,
// not a number, missing) fails the bench instead of passing it.
import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const BENCH = import.meta.dir;
const ROOT = join(BENCH, '..');

function scriptsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'results' ? [] : scriptsUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A bench is a script run by itself: one at bench/'s top, one package.json runs, or one that checks import.meta.main. */
function benches(): string[] {
  const scripts = Object.values((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
  const run = new Set(scripts.flatMap((script) => [...script.matchAll(/\bbench\/\S+\.ts\b/g)].map((match) => match[0])));
  return scriptsUnder(BENCH)
    .map((path) => relative(ROOT, path))
    .filter((path) => path.split('/').length === 2 || run.has(path) || readFileSync(join(ROOT, path), 'utf8').includes('import.meta.main'));
}

test('every bench reports its figures through the shared helper, which refuses a figure not measured', () => {
  const found = benches();
  expect(found).toContain('bench/catalogue.ts');
  expect(found).toContain('bench/offline/offline.ts');
  const without = found.filter((path) => !/['"](\.\.?\/)+support\/figures['"]|['"]\.\/figures['"]/.test(readFileSync(join(ROOT, path), 'utf8')));
  expect(without).toEqual([]);
});
