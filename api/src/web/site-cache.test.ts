import { describe, expect, test } from 'bun:test';
import { cacheControl, IMMUTABLE, REVALIDATE } from './site';

describe('how long browsers and CDNs keep site files', () => {
  test("content-named files are kept a year, in every part of the full-text index and its router", () => {
    for (const path of [
      '/_astro/app.1a2b3c.js',
      '/pagefind/pagefind.en_1a2b3c.pf_meta',
      '/pagefind/index/en_1a2b3c.pf_index',
      '/pagefind/fragment/en_1a2b3c.pf_fragment',
      '/pagefind/part-3/pagefind.en_1a2b3c.pf_meta',
      '/pagefind/part-12/index/en_1a2b3c.pf_index',
      '/pagefind/part-3/fragment/en_1a2b3c.pf_fragment',
      '/pagefind/router/index/en_1a2b3c.pf_index',
      '/pagefind-recent/lz3k9abc/pagefind.js',
    ]) {
      expect([path, cacheControl(path)]).toEqual([path, IMMUTABLE]);
    }
  });

  test('files named the same in every build are revalidated', () => {
    for (const path of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/pagefind/search-parts.json', '/pagefind/part-3/pagefind-entry.json', '/pagefind/part-x/index/a.pf_index', '/discover/', '/species/chromis-viridis']) {
      expect([path, cacheControl(path)]).toEqual([path, REVALIDATE]);
    }
  });
});
