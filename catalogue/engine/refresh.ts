import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DiscoverIndex, indexOfBuild, INDEX_RECORD, type IndexChanges } from '@catalogue/discover/discover-index-update';
import { isStaticSlug, type SpeciesPage } from '@catalogue/model/catalogue';
import { searchRecord, writeSearchIndex, type SearchRecord } from '@catalogue/search/search-index';
import { BUILT_INDEX, type SearchState } from '@catalogue/search/search-state';
import type { DiscoverCard } from '@catalogue/discover/discover-card';
import { hash, type CatalogueRenderer } from './renderer';
import { writeSitemapFiles } from './sitemap-files';
import type { SitePack } from './site-pack';
import { summarize, uploadPaths, type PageSummary, type Summaries } from './summaries';
import { writeAtomically } from './store';
import { nextTurn } from '../../api/src/lib/turns';
import { LANGUAGES } from '@rules/languages';
import { discoverFile } from '@catalogue/render/render-discover';
import { homeFile } from '@catalogue/render/render-home';

/** A full static build being served: SITE_DIR itself (id null) or a catalogue build. */
export interface Base {
  id: string | null;
  dir: string;
  /** The pack its files are read from, for a build taken from another instance (dir then holds the pack). */
  pack?: SitePack;
  /** slug -> digest of every species page the build contains. */
  pages: Map<string, string>;
}

/** The lists written to an overlay, brought up to date by writeLists. */
export interface Lists {
  /** The index of pages changed since the build, and what it indexed. */
  recent: { url: string | null; key: string };
  /** Discover's search index as its files hold it; null until first made. */
  discover: DiscoverIndex | null;
  /**
   * Path -> digest of every file of Discover's search index now ("discover/names/bl.json") written to the
   * overlay, or IN_BUILD for one the build holds as it is: a names file or card chunk not listed here is not
   * served, whatever the build or the overlay holds.
   */
  searchFiles: Map<string, string>;
  /** Path -> digest of the other lists written to the overlay (home, Discover, robots.txt, search state). */
  listFiles: Map<string, string>;
  /** Path -> digest of the sitemap's index ("sitemap.xml") and every file it lists ("sitemaps/species-01.xml"), all in the overlay. */
  sitemapFiles: Map<string, string>;
}

/**
 * Everything a request needs to find a catalogue file. Its base and overlay folder never change (a new build is a
 * new view); the rest is brought up to date in place by the catalogue's queue, one change at a time, each step
 * synchronous between reads so a request sees a page's file, digest and summary agree.
 */
export interface View {
  base: Base;
  overlayDir: string;
  /** Every published page as of this view. */
  summaries: Summaries;
  /** slug -> digest of the species pages written to the overlay. */
  overlayPages: Map<string, string>;
  /**
   * The pages that differ from the build, with their search records (what the index of recent pages holds);
   * null once more than the overlay's limit differ: pages then render on request and search waits for a build.
   */
  sinceBuild: Map<string, SearchRecord> | null;
  /** The build's pages that are published no more. */
  removed: Set<string>;
  /** What the lists written to the overlay hold: shared by the views of one overlay (their writing is one at a time). */
  lists: Lists;
}

export const pageFile = (slug: string) => join('species', slug, 'index.html');
/** In View.searchFiles: a file served from the build. */
export const IN_BUILD = 'build';
const RECENT_DIR = 'pagefind-recent';

/**
 * A view of `base` with these summaries, before any file is written: which of the build's pages went. The pages
 * that differ from the build are put in place by applyPages.
 */
export function newView(base: Base, overlayDir: string, summaries: Summaries): View {
  const removed = new Set<string>();
  for (const slug of base.pages.keys()) if (!summaries.has(slug)) removed.add(slug);
  return { base, overlayDir, summaries, overlayPages: new Map(), sinceBuild: new Map(), removed, lists: { recent: { url: null, key: '' }, discover: null, searchFiles: new Map(), sitemapFiles: new Map(), listFiles: new Map() } };
}

/** A file of the build, read at once; null when it has none. */
function buildFile(base: Base, path: string): string | null {
  if (base.pack) return base.pack.text(path);
  return existsSync(join(base.dir, path)) ? readFileSync(join(base.dir, path), 'utf8') : null;
}

/**
 * A new view of a build goes on from the build's own Discover index, when its record says it was made from the
 * cards the view starts with: served from the build, and only what changes after is written (no index made
 * whole at a start or a swap).
 */
export function takeBuildIndex(view: View, { theBuildsOwnCards = false } = {}): void {
  const index = indexOfBuild(view.summaries.cards(), buildFile(view.base, INDEX_RECORD), theBuildsOwnCards);
  if (!index) return;
  view.lists.discover = index;
  view.lists.searchFiles = new Map(index.paths().map((path) => [path, IN_BUILD]));
}

/** What a change did: the pages whose content changed (added, rewritten or gone) and the photo paths that left. */
export interface Applied {
  pages: string[];
  withdrawn: string[];
}

/**
 * Puts pages just read in place: each changed page's summary replaced (or removed: null), its file written to
 * the overlay unless the build holds it as it is, and its search record kept for the index of recent pages.
 * From the moment this returns, the pages are served as they are now.
 */
export function applyPages(
  view: View,
  renderer: CatalogueRenderer,
  pages: Map<string, SpeciesPage | null>,
  overlayLimit: number,
  /** Write even pages whose summary is as it was (a new build's overlay, which holds none yet). */
  rewrite = false,
): Applied {
  const changed: string[] = [];
  const before: PageSummary[] = [];
  const after = new Set<string>();
  for (const [slug, page] of pages) {
    const summary = page && summarize(page);
    // The old summary is read once, as set or delete replaces it; a page as it was keeps its photos in `after`.
    const oldDigest = view.summaries.digestOf(slug);
    if (summary) for (const path of uploadPaths(summary)) after.add(path);
    if (oldDigest === summary?.digest && !rewrite) continue;
    if (oldDigest !== summary?.digest) changed.push(slug);
    if (!summary) {
      const old = view.summaries.delete(slug);
      if (old) before.push(old);
      view.overlayPages.delete(slug);
      view.sinceBuild?.delete(slug);
      if (view.base.pages.has(slug)) view.removed.add(slug);
      continue;
    }
    view.removed.delete(slug);
    if (view.base.pages.get(slug) === summary.digest) {
      view.overlayPages.delete(slug);
      view.sinceBuild?.delete(slug);
    } else {
      if (view.sinceBuild) {
        view.sinceBuild.set(slug, searchRecord(page));
        if (view.sinceBuild.size > overlayLimit) view.sinceBuild = null;
      }
      if (view.sinceBuild && isStaticSlug(slug)) {
        writeAtomically(join(view.overlayDir, pageFile(slug)), renderer.speciesPage(page));
        view.overlayPages.set(slug, summary.digest);
      } else {
        view.overlayPages.delete(slug);
      }
    }
    const old = view.summaries.set(summary);
    if (old) before.push(old);
  }
  // A photo that left these pages and is on none of them now (one that moved to another page is on it).
  const withdrawn = [...new Set(before.flatMap(uploadPaths))].filter((path) => !after.has(path));
  return { pages: changed, withdrawn };
}

/**
 * Writes the lists from the summaries: the home page (its recently identified strip), Discover, its search
 * files (only those that changed), the sitemap's index and the files whose URLs changed, robots.txt, and the
 * small Pagefind index of the pages changed since the build that Discover merges into its search.
 */
export async function writeLists(view: View, renderer: CatalogueRenderer): Promise<void> {
  const { overlayDir, summaries, lists } = view;
  /** Each list is written only when it says something else: a file no change touched keeps its inode. */
  const write = (path: string, content: string) => {
    const digest = hash(content);
    if (lists.listFiles.get(path) === digest) return;
    writeAtomically(join(overlayDir, path), content);
    lists.listFiles.set(path, digest);
  };
  // Each list is a step of its own, with requests answered between them. Full-text search first: its index of
  // recent pages is made again from what changed since the build, in a process of its own (Pagefind's).
  // The home page in every language, each with its strip in its own words and names.
  const tiles = summaries.recentTiles();
  for (const language of LANGUAGES) write(homeFile(language), renderer.homePageOf(tiles, language));
  await nextTurn();
  const records = view.sinceBuild && [...view.sinceBuild].sort(([a], [b]) => (a < b ? -1 : 1));
  const key = records ? records.map(([slug]) => `${slug}:${summaries.digestOf(slug)}`).join('\n') : 'none';
  const previous = lists.recent;
  if (key !== previous.key) {
    let url: string | null = null;
    if (records && records.length > 0) {
      const name = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
      await oneIndexAtATime(() => writeSearchIndex(records.map(([, record]) => record), join(overlayDir, RECENT_DIR, name)));
      url = `/${RECENT_DIR}/${name}/`;
    }
    lists.recent = { url, key };
  }
  const removed = [...view.removed].sort();
  // A build without species pages has an index Pagefind cannot open; the recent index then holds every page.
  const state: SearchState =
    view.base.pages.size === 0 && lists.recent.url ? { index: lists.recent.url, recent: null, removed } : { index: BUILT_INDEX, recent: lists.recent.url, removed };
  write('discover/search-state.json', JSON.stringify(state));
  pruneRecentIndexes(overlayDir, [lists.recent.url, previous.url]);
  await nextTurn();

  const cards = summaries.cards();
  for (const language of LANGUAGES) write(discoverFile(language), renderer.discoverPageOf(cards, language));
  await nextTurn();
  lists.searchFiles = writeSearchFiles(view, discoverChanges(view, cards));
  await nextTurn();
  lists.sitemapFiles = writeSitemapFiles(overlayDir, renderer, summaries.inOrder(), lists.sitemapFiles);
  write('robots.txt', renderer.robots());
}


/**
 * Pagefind's Node API runs one backend per process, closed after each index: indexes are written one at a time
 * in a process (two catalogues in one process, as tests start, would close it under each other).
 */
let indexing: Promise<unknown> = Promise.resolve();
function oneIndexAtATime(write: () => Promise<void>): Promise<void> {
  const run = indexing.then(write);
  indexing = run.catch(() => {});
  return run;
}

/** The files of Discover's index that may differ now: from the changed cards, or all when first made. */
function discoverChanges(view: View, cards: DiscoverCard[]): IndexChanges {
  const { lists } = view;
  if (lists.discover) return lists.discover.update(cards, (path) => (lists.searchFiles.get(path) === IN_BUILD ? buildFile(view.base, path)! : readFileSync(join(view.overlayDir, path), 'utf8')));
  const { index, files } = DiscoverIndex.whole(cards);
  lists.discover = index;
  const changes: IndexChanges = new Map(files);
  for (const path of lists.searchFiles.keys()) if (!files.has(path)) changes.set(path, null);
  return changes;
}

/**
 * Writes the files of Discover's search index whose content differs from what is served (a file the build
 * holds stays served from it while it says the same) and forgets those that are no more; returns the new path -> digest.
 */
function writeSearchFiles(view: View, changes: IndexChanges): Map<string, string> {
  const files = new Map(view.lists.searchFiles);
  for (const [path, content] of changes) {
    const served = files.get(path);
    if (content === null) {
      if (served !== IN_BUILD) rmSync(join(view.overlayDir, path), { force: true });
      files.delete(path);
      continue;
    }
    if (served === IN_BUILD && buildFile(view.base, path) === content) continue;
    const digest = hash(content);
    if (served !== digest) writeAtomically(join(view.overlayDir, path), content);
    files.set(path, digest);
  }
  return files;
}

/** Keeps the current recent index and the one before it (a visitor may still be reading it). */
function pruneRecentIndexes(overlayDir: string, keep: Array<string | null | undefined>): void {
  const dir = join(overlayDir, RECENT_DIR);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (!keep.includes(`/${RECENT_DIR}/${name}/`)) rmSync(join(dir, name), { recursive: true, force: true });
  }
}
