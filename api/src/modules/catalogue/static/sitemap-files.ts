import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapFileKey, SITEMAP_INDEX } from '@catalogue/render/sitemap';
import type { Catalogue } from '@catalogue/model/catalogue';
import { hash, type CatalogueRenderer } from './renderer';
import { writeAtomically } from './store';

/**
 * Writes the sitemap files (the index and each file it lists) whose URLs or dates changed since `before` (what the
 * overlay holds), and deletes those it no longer lists: a publish rewrites the index and the one file holding
 * its page, not the others. Returns path -> digest of every file now.
 */
export function writeSitemapFiles(overlayDir: string, renderer: CatalogueRenderer, catalogue: Catalogue, before: Map<string, string> | undefined): Map<string, string> {
  const plan = renderer.sitemapPlan(catalogue);
  const digests = new Map<string, string>();
  for (const path of [SITEMAP_INDEX, ...plan.keys()]) {
    const digest = hash(sitemapFileKey(plan, path));
    if (before?.get(path) !== digest) writeAtomically(join(overlayDir, path), renderer.sitemapFile(plan, path));
    digests.set(path, digest);
  }
  for (const path of before?.keys() ?? []) if (!digests.has(path)) rmSync(join(overlayDir, path), { force: true });
  return digests;
}
