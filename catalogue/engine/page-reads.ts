import type { SpeciesPage } from '@catalogue/model/catalogue';
import { confusedNames, confusedTarget, firstTarget, type ConfusedTarget } from '@catalogue/model/confused-with';
import type { Db } from '../../api/src/db/client';
import { publishedPages } from '../../api/src/modules/catalogue';
import { summarize, Summaries, type PageSummary } from './summaries';
import { nextTurn } from '../../api/src/lib/turns';

const { listDistinctPageSlugs, readSpeciesPages } = publishedPages;

/** Pages read per query when every page is read again: a few hundred taxa, never the whole catalogue at once. */
export const PAGES_PER_READ = 300;
/**
 * Above this many pages naming a page that appeared, went or changed its picture, their "Often confused with"
 * links wait for the next full build (decision 100): one publish never re-renders thousands of pages.
 */
export const LINKING_PAGES_MAX = 500;

/** Whether a page's look-alike link would show the same (same names, slug, accepted name and picture). */
const sameTarget = (before: PageSummary | undefined, after: SpeciesPage | null) => {
  if (!before || !after) return !before && !after;
  const target = confusedTarget(after);
  return (
    target.imageUrl === before.target.imageUrl &&
    target.scientificName === before.target.scientificName &&
    confusedNames(after).join('\n') === before.names.join('\n')
  );
};

/**
 * The pages now served at `slugs` (null for a slug with no page now), and the pages that link to them as
 * look-alikes when one of them appeared, went or shows another name or picture (decision 100): those links
 * change with it. Read by slug in a few queries; the other pages' links come from the summaries.
 */
export async function readChangedPages(
  db: Db,
  summaries: Summaries,
  slugs: Set<string>,
  log: Pick<Console, 'info'>,
): Promise<Map<string, SpeciesPage | null>> {
  const read = await readSpeciesPages(db, [...slugs], (name) => summaries.target(name, slugs));
  const pages = new Map<string, SpeciesPage | null>([...slugs].map((slug) => [slug, read.get(slug) ?? null]));
  const moved = new Set<string>();
  for (const [slug, page] of pages) {
    const before = summaries.get(slug);
    if (sameTarget(before, page)) continue;
    for (const name of [...(before?.names ?? []), ...(page ? confusedNames(page) : [])]) moved.add(name);
  }
  const linking = [...summaries.namers(moved)].filter((slug) => !slugs.has(slug));
  if (linking.length > LINKING_PAGES_MAX) {
    log.info(`${linking.length} pages name a page that changed as a look-alike: their links follow at the next full build`);
    return pages;
  }
  if (linking.length) {
    const fresh = new Map<string, ConfusedTarget>();
    for (const page of pages.values()) if (page) for (const name of confusedNames(page)) fresh.set(name, firstTarget(fresh.get(name), confusedTarget(page))!);
    const except = new Set([...slugs, ...linking]);
    const more = await readSpeciesPages(db, linking, (name) => firstTarget(fresh.get(name), summaries.target(name, except)));
    for (const slug of linking) pages.set(slug, more.get(slug) ?? null);
  }
  return pages;
}

/** What every page's reading waits for between two reads: a turn of the event loop, or more (the rebuild's). */
type BetweenReads = () => Promise<unknown>;

/**
 * Every page, read a few hundred pages at a time: first the names and pictures look-alike links need, then each
 * page with its links. Never the whole catalogue in memory: a full build's snapshot is written from it as it comes.
 * Requests (a publish among them) are answered between two reads (`betweenReads`): a full rebuild reads every page
 * while serving.
 */
export async function* everyPage(db: Db, betweenReads: BetweenReads = nextTurn): AsyncGenerator<SpeciesPage> {
  const slugs = await listDistinctPageSlugs(db);
  const targets = new Map<string, ConfusedTarget>();
  for (let i = 0; i < slugs.length; i += PAGES_PER_READ) {
    for (const page of (await readSpeciesPages(db, slugs.slice(i, i + PAGES_PER_READ))).values()) {
      for (const name of confusedNames(page)) targets.set(name, firstTarget(targets.get(name), confusedTarget(page))!);
    }
    await betweenReads();
  }
  for (let i = 0; i < slugs.length; i += PAGES_PER_READ) {
    yield* (await readSpeciesPages(db, slugs.slice(i, i + PAGES_PER_READ), (name) => targets.get(name))).values();
    await betweenReads();
  }
}

/** Every page's summary (everyPage): `each` sees every page once (the caller keeps the few it needs in full). */
export async function readEverySummary(db: Db, each: (page: SpeciesPage, summary: PageSummary) => void): Promise<Summaries> {
  const summaries: PageSummary[] = [];
  for await (const page of everyPage(db)) {
    const summary = summarize(page);
    summaries.push(summary);
    each(page, summary);
  }
  return new Summaries(summaries);
}
