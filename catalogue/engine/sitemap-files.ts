import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapFileKey, SITEMAP_INDEX, type SitemapPage } from '@catalogue/render/sitemap';
import { hash, type CatalogueRenderer } from './renderer';
import { writeAtomically } from './store';

/**
 * Writes the sitemap files (the index and each file it lists) whose URLs or dates changed since `before` (what the
 * overlay holds), and deletes those it no longer lists: a publish rewrites the index and the one file holding
 * its page, not the others. Planned from each page's slug and date. Returns path -> digest of every file now.
 */
export function writeSitemapFiles(overlayDir: string, renderer: CatalogueRenderer, pages: readonly SitemapPage[], before: Map<string, string> | undefined): Map<string, string> {
  const plan = renderer.sitemapPlan(pages);
  const digests = new Map<string, string>();
  for (const path of [SITEMAP_INDEX, ...plan.keys()]) {
    const digest = hash(sitemapFileKey(plan, path));
    if (before?.get(path) !== digest) writeAtomically(join(overlayDir, path), renderer.sitemapFile(plan, path));
    digests.set(path, digest);
  }
  for (const path of before?.keys() ?? []) if (!digests.has(path)) rmSync(join(overlayDir, path), { force: true });
  return digests;
}
