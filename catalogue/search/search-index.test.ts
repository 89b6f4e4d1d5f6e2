import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSearchIndex, type SearchRecord } from './search-index';
import { partOf, PARTS_MANIFEST } from './search-parts';

const dir = mkdtempSync(join(tmpdir(), 'reefid-search-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const record = (n: number): SearchRecord => ({
  slug: `species-${n}`,
  url: `/species/species-${n}/`,
  content: `Lives among kelp, word${n} only here.`,
  language: 'en',
  meta: { title: `Species ${n}` },
});
const pageCount = (folder: string) => JSON.parse(readFileSync(join(folder, 'pagefind-entry.json'), 'utf8')).languages.en.page_count;

describe('writeSearchIndex', () => {
  test('writes many records in parts, each page in the part its slug picks, and a router of the parts, named in the manifest', async () => {
    const records = Array.from({ length: 30 }, (_, n) => record(n));
    const out = join(dir, 'parts');
    await writeSearchIndex(records, out, { pagesPerPart: 10 });
    const manifest = JSON.parse(readFileSync(join(out, PARTS_MANIFEST), 'utf8'));
    expect(manifest).toEqual({ parts: ['part-1/', 'part-2/'], router: 'router/', routes: expect.any(Object) });
    // The router: one page per part, each page's id naming its part.
    expect(Object.values(manifest.routes).sort()).toEqual([0, 1, 2]);
    expect(pageCount(join(out, 'router'))).toBe(3);
    const expected = [0, 1, 2].map((part) => records.filter((r) => partOf(r.slug, 3) === part).length);
    expect(expected.every((count) => count > 0)).toBe(true);
    expect([pageCount(out), pageCount(join(out, 'part-1')), pageCount(join(out, 'part-2'))]).toEqual(expected);
    // Merged parts use part 0's script and WebAssembly.
    expect(existsSync(join(out, 'pagefind.js.br'))).toBe(true);
    expect(readdirSync(join(out, 'part-2')).sort()).toEqual(['fragment', 'index', 'pagefind-entry.json', expect.stringMatching(/\.pf_meta$/), expect.stringMatching(/\.pf_meta\.br$/)]);
  }, 60_000);

  test('writes a few records (an index of recent pages) as one index, with a manifest of no other part', async () => {
    const out = join(dir, 'one');
    await writeSearchIndex([record(1), record(2)], out);
    expect(pageCount(out)).toBe(2);
    expect(JSON.parse(readFileSync(join(out, PARTS_MANIFEST), 'utf8'))).toEqual({ parts: [], router: '', routes: {} });
    expect(existsSync(join(out, 'part-1'))).toBe(false);
  }, 60_000);
});
