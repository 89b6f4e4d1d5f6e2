import { describe, expect, test } from 'bun:test';
import { readSitemap } from '../../api/test-support/sitemap-protocol';
import type { SpeciesPage } from '../model/catalogue';
import { planSitemap, PUBLIC_PAGES, renderSitemapFile, sitemapFileKey, sitemapFiles } from './sitemap';
import { slugHash } from './sitemap-buckets';

const ORIGIN = 'https://reefid.example';
const LIMIT = 100;

/** A species page as the sitemap sees it: a slug and the publication times of its photos. */
const page = (slug: string, ...publishedAt: Array<string | null>) => ({ slug, photos: publishedAt.map((at) => ({ publishedAt: at })) }) as unknown as SpeciesPage;
const catalogue = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => page(`genus-species-${from + i}`, new Date(Date.UTC(2025, 4, 1) + (from + i) * 60_000).toISOString()));

/** Reads the files as a search engine reads them from the site. */
const read = (files: Map<string, string>, limit = LIMIT) =>
  readSitemap(`${ORIGIN}/sitemap.xml`, async (url) => files.get(new URL(url).pathname.slice(1)) ?? null, limit);

/** The paths whose content differs between two sitemaps, added and removed files included. */
const changed = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path)).sort();

describe('the sitemap', () => {
  test('is an index of files of at most the limit of URLs each, absolute, dated in W3C datetimes, listing every page once', async () => {
    const pages = catalogue(1_000);
    const files = sitemapFiles(pages, ORIGIN, LIMIT);
    const { urls, files: listed, problems } = await read(files);
    expect(problems).toEqual([]);
    expect(listed.length).toBeGreaterThanOrEqual(1_000 / LIMIT);
    // The index lists every file there is, and nothing else.
    expect(listed.map((url) => new URL(url).pathname.slice(1)).sort()).toEqual([...files.keys()].filter((path) => path !== 'sitemap.xml').sort());
    expect(urls.sort()).toEqual([...PUBLIC_PAGES.map((path) => `${ORIGIN}${path}`), ...pages.map((each) => `${ORIGIN}/species/${each.slug}`)].sort());
    expect(files.get('sitemap.xml')).toStartWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  test('a file says when its newest page changed, and the index says it of each file', () => {
    const files = sitemapFiles([page('a', '2025-05-01T10:00:00.000Z', '2025-06-02T08:30:15.250Z', null), page('b', null), page('c', 'not a date')], ORIGIN);
    const lines = files.get('sitemaps/species.xml')!.split('\n');
    expect(lines.slice(0, 2)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">']);
    expect(lines.slice(-2)).toEqual(['</urlset>', '']);
    const withoutAlternates = (line: string) => line.replace(/<xhtml:link [^>]*\/>/g, '');
    expect(lines.slice(2, -2).map(withoutAlternates).sort()).toEqual([
      `<url><loc>${ORIGIN}/species/a</loc><lastmod>2025-06-02T08:30:15Z</lastmod></url>`,
      `<url><loc>${ORIGIN}/species/b</loc></url>`,
      `<url><loc>${ORIGIN}/species/c</loc></url>`,
    ]);
    expect(files.get('sitemap.xml')).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/species.xml</loc><lastmod>2025-06-02T08:30:15Z</lastmod></sitemap>`);
    expect(files.get('sitemap.xml')).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/pages.xml</loc></sitemap>`);
  });

  test("a slug's reserved characters are percent-encoded, and the public pages are split by the limit too", async () => {
    const files = sitemapFiles([page('a&b<c', '2025-05-01T10:00:00Z'), page('c', '2025-05-01T10:00:00Z')], ORIGIN, 2);
    expect([...files.values()].join()).toContain(`<loc>${ORIGIN}/species/a%26b%3Cc</loc>`);
    expect((await read(files, 2)).problems).toEqual([]);
    expect([...files.keys()].filter((path) => path.startsWith('sitemaps/pages'))).toHaveLength(Math.ceil(PUBLIC_PAGES.length / 2));
  });

  test('a public page lists its address in every language as alternates, English as x-default, as the page does', () => {
    const pages = sitemapFiles([], ORIGIN).get('sitemaps/pages.xml')!;
    expect(pages).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const about = pages.split('\n').find((line) => line.startsWith(`<url><loc>${ORIGIN}/about</loc>`))!;
    expect([...about.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => `${hreflang} ${href}`)).toEqual([
      `en ${ORIGIN}/about`,
      `es ${ORIGIN}/es/about`,
      `de ${ORIGIN}/de/about`,
      `fr ${ORIGIN}/fr/about`,
      `zh-Hans ${ORIGIN}/zh/about`,
      `x-default ${ORIGIN}/about`,
    ]);
    expect(pages).toContain(`hreflang="de" href="${ORIGIN}/de/"`);
  });

  test('a species page lists its address in every language as alternates, English as x-default, as the page does', () => {
    const species = sitemapFiles([page('octopus-vulgaris', '2025-05-01T10:00:00Z')], ORIGIN).get('sitemaps/species.xml')!;
    const line = species.split('\n').find((each) => each.startsWith(`<url><loc>${ORIGIN}/species/octopus-vulgaris</loc>`))!;
    expect([...line.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => `${hreflang} ${href}`)).toEqual([
      `en ${ORIGIN}/species/octopus-vulgaris`,
      `es ${ORIGIN}/es/species/octopus-vulgaris`,
      `de ${ORIGIN}/de/species/octopus-vulgaris`,
      `fr ${ORIGIN}/fr/species/octopus-vulgaris`,
      `zh-Hans ${ORIGIN}/zh/species/octopus-vulgaris`,
      `x-default ${ORIGIN}/species/octopus-vulgaris`,
    ]);
  });

  test('an empty catalogue has an index of the public pages alone', async () => {
    const files = sitemapFiles([], ORIGIN);
    expect([...files.keys()]).toEqual(['sitemap.xml', 'sitemaps/pages.xml']);
    expect((await read(files)).problems).toEqual([]);
  });

  test('the files are the same whatever order the pages come in', () => {
    const pages = catalogue(500);
    expect(sitemapFiles([...pages].reverse(), ORIGIN, LIMIT)).toEqual(sitemapFiles(pages, ORIGIN, LIMIT));
  });

  test('a publish or unpublish changes the index and the one file holding that page, no other', () => {
    const pages = catalogue(1_000);
    const before = sitemapFiles(pages, ORIGIN, LIMIT);
    let splits = 0;
    for (let i = 0; i < 200; i++) {
      const added = sitemapFiles([...pages, ...catalogue(1, 5_000 + i)], ORIGIN, LIMIT);
      const paths = changed(before, added);
      // Past the limit a file is cut in two by the hash's next bit: it goes, two take its place; nothing else moves.
      if (paths.length === 4) {
        splits++;
        expect(paths.filter((path) => !before.has(path))).toHaveLength(2);
        continue;
      }
      expect(paths).toEqual(['sitemap.xml', expect.stringMatching(/^sitemaps\/species-[01]+\.xml$/)]);
      expect(added.get(paths[1]!)).toContain(`/species/genus-species-${5_000 + i}<`);
    }
    expect(splits).toBeLessThan(200);
    // The newest page leaves: its file and the index's date of that file change.
    const newest = changed(before, sitemapFiles(pages.slice(0, -1), ORIGIN, LIMIT));
    expect(newest).toEqual(['sitemap.xml', expect.stringMatching(/^sitemaps\/species-[01]+\.xml$/)]);
    expect(before.get(newest[1]!)).toContain(`/species/${pages.at(-1)!.slug}<`);
    // An older one leaves: its file alone, the newest date of every file being the same.
    const older = changed(before, sitemapFiles(pages.slice(1), ORIGIN, LIMIT));
    expect(older).toEqual([expect.stringMatching(/^sitemaps\/species-[01]+\.xml$/)]);
    expect(before.get(older[0]!)).toContain(`/species/${pages[0]!.slug}<`);
  });

  test("a file's key, by which the server finds the files to rewrite, changes whenever its XML does", () => {
    const pages = catalogue(1_000);
    const later = (each: SpeciesPage) => page(each.slug, each.photos[0]!.publishedAt, '2026-01-01T00:00:00.000Z');
    const variants = [
      pages.map((each, i) => (i === 10 ? later(each) : each)),
      pages.filter((_, i) => i !== 500),
      [...pages, ...catalogue(3, 9_000)],
      pages.map((each, i) => (i === 20 ? page(`${each.slug}-renamed`, each.photos[0]!.publishedAt) : each)),
    ];
    const before = planSitemap(pages, LIMIT);
    for (const variant of variants) {
      const after = planSitemap(variant, LIMIT);
      // The index, and every file both plans have.
      const paths = ['sitemap.xml', ...[...before.keys()].filter((path) => after.has(path))];
      const keys = paths.map((path) => sitemapFileKey(before, path) !== sitemapFileKey(after, path));
      const xml = paths.map((path) => renderSitemapFile(before, path, ORIGIN) !== renderSitemapFile(after, path, ORIGIN));
      expect(keys).toEqual(xml);
      expect(xml.filter(Boolean).length).toBeGreaterThan(0);
    }
  });

  test("which file holds a page is fixed by its slug's hash, part of the sitemap's format", () => {
    // A new hash would move every page to another file: every file rewritten and purged at once.
    expect(['chromis-viridis', 'amphiprion-ocellaris', 'a'].map(slugHash)).toEqual([2978323799, 2899187820, 444641715]);
  });
});
