// Documents a newcomer can follow: every repository path they name exists, and every decision record says whether
// it still holds, in its own first line and in the index.
import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './import-graph';
import { staleDocumentPaths, stalePaths } from './document-paths';

describe('paths named in documents', () => {
  test('every repository path that README.md, docs/ and the READMEs of the tree name exists', () => {
    expect(staleDocumentPaths()).toEqual([]);
  });

  test('a moved file is reported with its document and line; addresses, globs and placeholders are not paths', () => {
    const files = ['api/src/app.ts', 'api/src/modules/catalogue/static/summaries.ts', 'rules/email.ts', 'docs/decisions/010-one.md'];
    const text = [
      'The app is `api/src/app.ts`; the summaries are `static/summaries.ts`, mailboxes `rules/email`.',
      'Moved: `api/src/old.ts` and `static/gone.ts`; run `bun scripts/missing.ts` (see [010](decisions/010-one.md)).',
      'Not paths: `https://example.org/a/b.ts`, `/api/identify`, `api/src/modules/<part>/`, `tests/e2e/*.e2e.ts`,',
      '`DATA_DIR/uploads`, `cards/0000.json`, `@catalogue/model`, `drizzle-orm/bun-sqlite`.',
      '[gone](decisions/099-gone.md) [the web](https://example.org/docs/x.md)',
      '```',
      'api/src/app.ts             the app',
      'api/src/gone/              a folder that left',
      '```',
    ].join('\n');
    expect(stalePaths('docs/guide.md', text, files)).toEqual([
      'docs/guide.md:2 api/src/old.ts',
      'docs/guide.md:2 static/gone.ts',
      'docs/guide.md:2 scripts/missing.ts',
      'docs/guide.md:5 decisions/099-gone.md',
      'docs/guide.md:8 api/src/gone/',
    ]);
  });
});

describe('decision records', () => {
  const folder = join(ROOT, 'docs/decisions');
  const records = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name)).sort();
  const numbers = new Set(records.map((name) => name.slice(0, 3)));
  const statusOf = (name: string) => readFileSync(join(folder, name), 'utf8').split('\n')[0]!;
  const index = readFileSync(join(folder, 'README.md'), 'utf8');

  test('each record starts with its status, naming only records that exist', () => {
    const wrong = records.filter((name) => {
      const status = /^Status: (Accepted|(Superseded|Amended) by (\d{3}(, \d{3})*( and \d{3})?))$/.exec(statusOf(name));
      if (!status) return true;
      const later = status[3]?.match(/\d{3}/g) ?? [];
      return later.some((number) => !numbers.has(number) || number <= name.slice(0, 3));
    });
    expect(wrong.map((name) => `${name}: ${statusOf(name)}`)).toEqual([]);
  });

  test('the index lists every record with the status the record gives', () => {
    const rows = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| .+ \| (.+) \| .+ \|$/gm)];
    const listed = rows.map(([, number, file, status]) => `${file} (${number}): Status: ${status}`);
    expect(listed).toEqual(records.map((name) => `${name} (${name.slice(0, 3)}): ${statusOf(name)}`));
  });
});
