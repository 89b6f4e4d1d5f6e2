import { expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSummaryLines, Summaries, writeSummaryLines, type PageSummary } from './summaries';

/** What the look-alike index reads of a summary: its slug, the names it is found by and its link. */
const summary = (slug: string, names: string[]) =>
  ({ slug, names, alikes: [], photoIds: [], uploads: [], card: { name: slug, slug }, target: { slug, scientificName: null, imageUrl: null } }) as unknown as PageSummary;

test('a look-alike name two pages share links to the first by slug; when that page goes, to the other', () => {
  const summaries = new Summaries([summary('b-page', ['shared name']), summary('a-page', ['shared name', 'own name'])]);
  expect(summaries.target('shared name')?.slug).toBe('a-page');
  expect(summaries.target('shared name', new Set(['a-page']))?.slug).toBe('b-page');
  summaries.delete('a-page');
  expect(summaries.target('shared name')?.slug).toBe('b-page');
  expect(summaries.target('own name')).toBe(undefined);
  summaries.set(summary('a-page', ['shared name']));
  expect(summaries.target('shared name')?.slug).toBe('a-page');
});

/** A summary with every field filled, as summarize makes them. */
const whole = (slug: string, name: string, updated: string): PageSummary => ({
  slug,
  digest: `digest-${slug}`,
  card: { slug, name, scientificName: `${name} sp.`, rank: 'Species', status: 'Least Concern', statusSource: 'worms-iucn', photos: 2, group: 'fishes', image: { src: `/uploads/${slug}.jpg` }, terms: name.toLowerCase() },
  updated,
  tile: { slug, taxon: null, featured: { speciesName: name, scientificName: null }, photo: { imageUrl: `/uploads/${slug}.jpg`, thumbnail: null } },
  photoIds: [slug.length, slug.length + 100],
  uploads: [`*/uploads/${slug}.jpg`, `/uploads/${slug}-2.jpg`],
  target: { slug, scientificName: `${name} sp.`, imageUrl: `/uploads/${slug}.jpg` },
  names: [`${name.toLowerCase()} sp.`],
  alikes: ['someone else'],
});

test('a summary comes back whole, its fields in order, however it is held: by slug, in Discover order, in the strip', () => {
  const pages = [whole('wrasse', 'Wrasse', '2025-01-02T00:00:00.000Z'), whole('angelfish', 'Angelfish', '2025-03-01T00:00:00.000Z'), whole('moray', 'Moray', '2024-12-01T00:00:00.000Z')];
  const summaries = new Summaries(pages);
  const json = (summary: PageSummary | undefined) => JSON.stringify(summary);
  for (const page of pages) expect(json(summaries.get(page.slug))).toBe(json(page));
  expect([...summaries.everyPage()].map(json)).toEqual([pages[1], pages[2], pages[0]].map(json));
  expect(summaries.inOrder().map((summary) => summary.slug)).toEqual(['angelfish', 'moray', 'wrasse']);
  expect(summaries.digestOf('moray')).toBe('digest-moray');
  expect(summaries.recentTiles(2)).toEqual([pages[1]!.tile, pages[0]!.tile]);
  expect(summaries.pageOfIdentification(109)).toBe('angelfish');
  expect(summaries.namers(['someone else'])).toEqual(new Set(['wrasse', 'angelfish', 'moray']));
  const changed = { ...whole('moray', 'Moray', '2025-06-01T00:00:00.000Z'), photoIds: [7] };
  expect(json(summaries.set(changed))).toBe(json(pages[2]));
  expect(json(summaries.get('moray'))).toBe(json(changed));
  expect(summaries.pageOfIdentification(105)).toBe(undefined);
  expect(summaries.pageOfIdentification(7)).toBe('moray');
  expect(summaries.recentTiles(1)).toEqual([changed.tile]);
});

test('summaries read from a build\'s file come back whole from it, by where each line lies, and from the same bytes in a pack', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'reefid-summaries-'));
  try {
    // Names past ASCII: a line's place is counted in bytes, not in characters.
    const pages = [whole('wrasse', 'Lippfisch Ü', '2025-01-02T00:00:00.000Z'), whole('angelfish', 'Ángelfish', '2025-03-01T00:00:00.000Z'), whole('moray', 'Muräne 🐍', '2024-12-01T00:00:00.000Z')];
    const path = join(dir, 'summaries.ndjson');
    writeSummaryLines(path, new Summaries(pages).everyPage());
    const bytes = readFileSync(path);
    const json = (summary: PageSummary | undefined) => JSON.stringify(summary);
    const fromFile = await readSummaryLines({ path, offset: 0, size: bytes.length });
    for (const page of pages) expect(json(fromFile.get(page.slug))).toBe(json(page));
    expect(fromFile.target('muräne 🐍 sp.')?.slug).toBe('moray');

    // As a shared build's summaries come: streamed in chunks that cut lines and characters, then found in its pack.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    const stream = new ReadableStream<Uint8Array>({ pull: (controller) => (chunks.length ? controller.enqueue(chunks.shift()!) : controller.close()) });
    const streamed = await readSummaryLines(stream);
    expect(() => streamed.get('moray')).toThrow();
    const pack = join(dir, 'site.pack');
    writeFileSync(pack, Buffer.concat([Buffer.from('other files first'), bytes]));
    expect(() => streamed.readAgainFrom({ path: pack, offset: 17, size: bytes.length - 2 })).toThrow('not those read');
    streamed.readAgainFrom({ path: pack, offset: 17, size: bytes.length });
    expect([...streamed.everyPage()].map(json)).toEqual([...fromFile.everyPage()].map(json));
    expect(streamed.recentTiles(1)).toEqual([pages[1]!.tile]);

    // A page changed since is held as it is now; the others are still read from the file, even once it is gone.
    const changed = { ...pages[2]!, photoIds: [7] };
    expect(json(fromFile.set(changed))).toBe(json(pages[2]));
    rmSync(path);
    expect(json(fromFile.get('moray'))).toBe(json(changed));
    expect(json(fromFile.get('wrasse'))).toBe(json(pages[0]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
