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
