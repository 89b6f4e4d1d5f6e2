// The API suite's test files that the PostgreSQL run takes (scripts/test.sh api-postgres): those whose imports reach
// the scratch database every test app opens (api/src/db/scratch.ts), or that name DATABASE_URL themselves, under api/
// and scripts/. The rest run once, on SQLite: a parser, a rule or a contract reads no database, and the catalogue
// engine (catalogue/engine) writes files from what the catalogue module's queries give it, queries this run covers
// in api/src/modules/catalogue; its lease between instances on PostgreSQL is tests/scale's (decision 133).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, ROOT, sourceFiles } from './architecture/import-graph';

const SCRATCH_DATABASE = 'api/src/db/scratch.ts';
const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `folders` that reach a database, in path order. */
export function postgresTests(folders = ['api', 'scripts']): string[] {
  const files = sourceFiles(['api', 'catalogue', 'rules', 'scripts', 'test-support']);
  // Walked backwards from the scratch database: every file that imports one already found reaches it too.
  const importers = new Map<string, string[]>();
  for (const { from, to, typeOnly } of importsOf(files)) {
    if (!typeOnly) importers.set(to, [...(importers.get(to) ?? []), from]);
  }
  const reaching = new Set([SCRATCH_DATABASE]);
  for (const file of reaching) for (const importer of importers.get(file) ?? []) reaching.add(importer);
  return files.filter(
    (file) =>
      TEST_FILE.test(file) &&
      folders.some((folder) => file.startsWith(`${folder}/`)) &&
      (reaching.has(file) || readFileSync(join(ROOT, file), 'utf8').includes('DATABASE_URL')),
  );
}

if (import.meta.main) console.log(postgresTests().join('\n'));
