import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isStaticSlug } from '@catalogue/model/catalogue';
import { searchRecord, writeSearchIndex } from '@catalogue/search/search-index';
import { BUILT_INDEX, type SearchState } from '@catalogue/search/search-state';
import type { Db } from '../../../db/client';
import { loadCatalogue } from '../publish/service';
import { photoPaths } from './purge';
import { hash, pageDigests, type CatalogueRenderer } from './renderer';
import { writeSitemapFiles } from './sitemap-files';
import type { SitePack } from './site-pack';
import { writeAtomically } from './store';

/** A full static build being served: SITE_DIR itself (id null) or a catalogue build. */
export interface Base {
  id: string | null;
  dir: string;
  /** The pack its files are read from, for a build taken from another instance (dir then holds the pack). */
  pack?: SitePack;
  /** slug -> digest of every species page the build contains. */
  pages: Map<string, string>;
}

/** Everything a request needs to find a catalogue file; replaced as a whole, never modified. */
export interface View {
  base: Base;
  overlayDir: string;
  /** slug -> digest of the species pages written to the overlay. */
  overlayPages: Map<string, string>;
  /** slug -> digest of every published page as of this view. */
  digests: Map<string, string>;
  /** The index of pages changed since the build, and what it indexed. */
  recent: { url: string | null; key: string };
  /**
   * Path -> digest of every file of Discover's search index now ("discover/names/bl.json"), all written to
   * the overlay: a names file or card chunk not listed here is not served, whatever the build holds.
   */
  searchFiles: Map<string, string>;
  /** Path -> digest of the sitemap's index ("sitemap.xml") and every file it lists ("sitemaps/species-01.xml"), all in the overlay. */
  sitemapFiles: Map<string, string>;
  /** The /uploads/ paths of every published photo now: web copies and card thumbnails, which caches keep a year. */
  photos: Set<string>;
}

export const pageFile = (slug: string) => join('species', slug, 'index.html');
const RECENT_DIR = 'pagefind-recent';

/**
 * Brings the overlay of `base` up to date with the database: every species page that differs from the
 * build is rendered into the overlay, the home page (its recently identified strip), Discover, its card list,
 * robots.txt are rewritten, the sitemap's index and files whose URLs changed are rewritten, and
 * pages changed since the build get a small Pagefind index of their own that Discover merges into its search.
 * Above `overlayLimit` changed pages (a first start on a big catalogue) pages are rendered on request
 * instead and search waits for the full rebuild.
 */
export async function refreshView(input: {
  db: Db;
  renderer: CatalogueRenderer;
  base: Base;
  overlayDir: string;
  /** The view being replaced, when it used the same overlay. */
  previous: View | null;
  overlayLimit: number;
}): Promise<View> {
  const { db, renderer, base, overlayDir, previous, overlayLimit } = input;
  const catalogue = await loadCatalogue(db);
  const digests = pageDigests(catalogue);
  const changed = [...digests].filter(([slug, digest]) => base.pages.get(slug) !== digest);
  const withinLimit = changed.length <= overlayLimit;
  const overlayPages = new Map(previous?.overlayPages);

  if (withinLimit) {
    for (const [slug, digest] of changed) {
      if (overlayPages.get(slug) === digest || !isStaticSlug(slug)) continue;
      writeAtomically(join(overlayDir, pageFile(slug)), renderer.speciesPage(catalogue.page(slug)!));
      overlayPages.set(slug, digest);
    }
  }
  writeAtomically(join(overlayDir, 'index.html'), renderer.homePage(catalogue));
  writeAtomically(join(overlayDir, 'discover/index.html'), renderer.discoverPage(catalogue));
  writeAtomically(join(overlayDir, 'discover/catalogue.json'), renderer.discoverIndex(catalogue));
  const searchFiles = writeSearchFiles(overlayDir, renderer.discoverSearchFiles(catalogue), previous?.searchFiles);
  const sitemapFiles = writeSitemapFiles(overlayDir, renderer, catalogue, previous?.sitemapFiles);
  writeAtomically(join(overlayDir, 'robots.txt'), renderer.robots());

  const key = withinLimit ? changed.map(([slug, digest]) => `${slug}:${digest}`).join('\n') : 'none';
  let recent = previous?.recent.key === key ? previous.recent : { url: null, key };
  if (recent !== previous?.recent && withinLimit && changed.length > 0) {
    const name = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    await writeSearchIndex(changed.map(([slug]) => searchRecord(catalogue.page(slug)!)), join(overlayDir, RECENT_DIR, name));
    recent = { url: `/${RECENT_DIR}/${name}/`, key };
  }
  const removed = [...base.pages.keys()].filter((slug) => !digests.has(slug));
  // A build without species pages has an index Pagefind cannot open; the recent index then holds every page.
  const state: SearchState =
    base.pages.size === 0 && recent.url ? { index: recent.url, recent: null, removed } : { index: BUILT_INDEX, recent: recent.url, removed };
  writeAtomically(join(overlayDir, 'discover/search-state.json'), JSON.stringify(state));
  pruneRecentIndexes(overlayDir, [recent.url, previous?.recent.url]);
  return { base, overlayDir, overlayPages, digests, recent, searchFiles, sitemapFiles, photos: photoPaths(catalogue) };
}

/**
 * Writes the files of Discover's search index that changed since `before` (what this overlay holds) and
 * deletes those no longer part of it; returns path -> digest of the current ones.
 */
function writeSearchFiles(overlayDir: string, files: Map<string, string>, before: Map<string, string> | undefined): Map<string, string> {
  const digests = new Map<string, string>();
  for (const [path, content] of files) {
    const digest = hash(content);
    if (before?.get(path) !== digest) writeAtomically(join(overlayDir, path), content);
    digests.set(path, digest);
  }
  for (const path of before?.keys() ?? []) if (!files.has(path)) rmSync(join(overlayDir, path), { force: true });
  return digests;
}

/** Keeps the current recent index and the one before it (a visitor may still be reading it). */
function pruneRecentIndexes(overlayDir: string, keep: Array<string | null | undefined>): void {
  const dir = join(overlayDir, RECENT_DIR);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (!keep.includes(`/${RECENT_DIR}/${name}/`)) rmSync(join(dir, name), { recursive: true, force: true });
  }
}
