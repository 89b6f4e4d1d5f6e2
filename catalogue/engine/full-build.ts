import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Catalogue, discoverOrder, isStaticSlug, pageUpdated, type SpeciesPage } from '@catalogue/model/catalogue';
import { readSnapshot } from '@catalogue/model/snapshot';
import { builtIndexFiles } from '@catalogue/discover/discover-index-update';
import type { DiscoverCard } from '@catalogue/discover/discover-card';
import { discoverCard, discoverFile } from '@catalogue/render/render-discover';
import { byRecency, homeFile, RECENT_COUNT } from '@catalogue/render/render-home';
import { sitemapFiles, SITEMAP_FOLDER, SITEMAP_INDEX } from '@catalogue/render/sitemap';
import { searchRecord, writeSearchIndex, type SearchRecord } from '@catalogue/search/search-index';
import { CatalogueRenderer } from './renderer';
import { LANGUAGES } from '@rules/languages';

export interface CatalogueFilesInput {
  /** The NDJSON snapshot (catalogue/model/snapshot.ts). */
  snapshotPath: string;
  /** A site Astro built with an empty catalogue: its templates are filled, its catalogue files replaced. */
  outDir: string;
  origin: string;
  sitemapLimit: number;
  /** The server's code stamp, when it asks: the files are not written if this code on these templates gives another. */
  codeStamp?: string;
}

export const CODE_STAMP_REFUSED = "The new build's page templates or renderers differ from the running server's (the site changed since start: restart)";

export interface CatalogueFilesWritten {
  /** The code stamp of the renderers that wrote the files, on the new build's templates (CatalogueRenderer). */
  codeStamp: string;
  /** Pages in the snapshot, and species pages written (those with a static slug). */
  pages: number;
  written: number;
  /** Seconds spent on the species pages (read, render, write), the lists (Discover, home, sitemap) and Pagefind. */
  seconds: { pages: number; lists: number; search: number };
}

/** What is kept of a page once its file is written: its card, its search record (static pages only) and its date. */
interface Kept {
  card: DiscoverCard;
  record: SearchRecord | null;
  slug: string;
  updated: string | null;
}

const COLLECT_EVERY_PAGES = 10_000;

/** Discover's order, as Catalogue sorts its entries and the server its summaries. */
const byName = (a: Kept, b: Kept) => discoverOrder(a.card, b.card);

const write = (path: string, content: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
};

/**
 * The catalogue's part of a full build, written from the snapshot as a stream: each species page is rendered and
 * written as its line is read and only its card, search record and date are kept, so memory grows with those
 * (some hundreds of bytes a page) and never with the pages' HTML or the whole catalogue's JSON. Then Discover and its
 * search files, the home page's recent strip, the sitemap and the Pagefind index are written from what was kept.
 *
 * Every file is made by the renderers the server uses for its overlay, on the templates Astro built into `outDir`:
 * the build's pages are the overlay's byte for byte (static-build.test.ts holds them to it).
 */
export async function writeCatalogueFiles(input: CatalogueFilesInput): Promise<CatalogueFilesWritten> {
  const { snapshotPath, outDir, origin, sitemapLimit } = input;
  const renderer = new CatalogueRenderer(outDir, origin, sitemapLimit);
  if (input.codeStamp !== undefined && renderer.codeStamp !== input.codeStamp) {
    throw new Error(`${CODE_STAMP_REFUSED} (code stamp ${renderer.codeStamp}, the server's ${input.codeStamp})`);
  }
  // What Astro made of the empty catalogue goes: a file it listed that the catalogue lacks must not stay.
  for (const path of ['species', 'discover/names', 'discover/cards', SITEMAP_FOLDER, 'pagefind']) rmSync(join(outDir, path), { recursive: true, force: true });

  const since = (start: number) => Math.round((performance.now() - start) / 100) / 10;
  let started = performance.now();
  const kept: Kept[] = [];
  let recent: Array<{ slug: string; updated: string; page: SpeciesPage }> = [];
  let written = 0;
  for await (const page of readSnapshot(snapshotPath)) {
    const isStatic = isStaticSlug(page.slug);
    if (isStatic) {
      write(join(outDir, 'species', page.slug, 'index.html'), renderer.speciesPage(page));
      written++;
    }
    const updated = pageUpdated(page);
    kept.push({ card: discoverCard(page), record: isStatic ? searchRecord(page) : null, slug: page.slug, updated });
    // The newest few whole pages only: the home page's strip renders them.
    const candidate = { slug: page.slug, updated: updated ?? '', page };
    if (recent.length < RECENT_COUNT || byRecency(candidate, recent[recent.length - 1]!) < 0) {
      recent = [...recent, candidate].sort(byRecency).slice(0, RECENT_COUNT);
    }
    // Each page read is garbage once written, but the collector lets it pile up (GBs at 100,000 pages).
    if (kept.length % COLLECT_EVERY_PAGES === 0) Bun.gc(true);
  }
  const pagesSeconds = since(started);
  started = performance.now();
  kept.sort(byName);

  const cards = kept.map((page) => page.card);
  // Discover in every language (its search files are one set for all); species pages in English only, the other
  // languages' rendered on their first request (decision 131).
  for (const language of LANGUAGES) write(join(outDir, discoverFile(language)), renderer.discoverPageOf(cards, language));
  for (const [path, content] of builtIndexFiles(cards)) write(join(outDir, path), content);
  const recentCatalogue = new Catalogue(recent.map(({ page }) => page));
  for (const language of LANGUAGES) write(join(outDir, homeFile(language)), renderer.homePage(recentCatalogue, language));

  // The sitemap reads a page's slug and its photos' dates only (planSitemap): each page stands in with its newest.
  const sitemapPages = kept.map(({ slug, updated }) => ({ slug, photos: [{ publishedAt: updated }] }) as unknown as SpeciesPage);
  rmSync(join(outDir, SITEMAP_INDEX), { force: true });
  for (const [path, content] of sitemapFiles(sitemapPages, origin, sitemapLimit)) write(join(outDir, path), content);

  const records = kept.flatMap((page) => (page.record ? [page.record] : []));
  kept.length = 0;
  Bun.gc(true);
  const listsSeconds = since(started);
  started = performance.now();
  await writeSearchIndex(records, join(outDir, 'pagefind'));
  const seconds = { pages: pagesSeconds, lists: listsSeconds, search: since(started) };
  return { codeStamp: renderer.codeStamp, pages: cards.length, written, seconds };
}
