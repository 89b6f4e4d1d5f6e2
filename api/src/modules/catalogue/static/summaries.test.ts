import { expect, test } from 'bun:test';
import { Summaries, type PageSummary } from './summaries';

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
