import { renderToStaticMarkup } from 'react-dom/server';
import { RecentlyIdentified, type RecentTile } from '../components/home/RecentlyIdentified';
import { pathIn, type Language } from '@rules/languages';
import { pageUpdated, type Catalogue, type SpeciesPage } from '../model/catalogue';

export type { RecentTile };

/** How many taxa the home page's strip shows. */
export const RECENT_COUNT = 8;

/** The newest photo of a page, which its tile shows. */
const newestPhoto = (page: SpeciesPage) => [...page.photos].reverse().find((photo) => photo.imageUrl) ?? page.featured;

/** What a page's tile in the strip shows: its names and its newest photo. */
export function recentTile(page: SpeciesPage): RecentTile {
  const { imageUrl, thumbnail } = newestPhoto(page);
  const names = page.taxon?.commonNames;
  // Its names in the other languages go with it, for the strip of each language's home page.
  const taxon = page.taxon && { vernacularName: page.taxon.vernacularName, scientificName: page.taxon.scientificName, rank: page.taxon.rank, ...(names ? { commonNames: names } : {}) };
  return { slug: page.slug, taxon, featured: { speciesName: page.featured.speciesName, scientificName: page.featured.scientificName }, photo: { imageUrl, thumbnail } };
}

/** Newest first (by `updated`, the newest publication), ties by slug: the strip's order. */
export const byRecency = (a: { slug: string; updated: string | null }, b: { slug: string; updated: string | null }) =>
  (b.updated ?? '').localeCompare(a.updated ?? '') || a.slug.localeCompare(b.slug);

/** The taxa with the newest published photos, newest first. */
export function recentPages(catalogue: Catalogue, count = RECENT_COUNT): SpeciesPage[] {
  return catalogue.entries
    .map((page) => ({ page, slug: page.slug, updated: pageUpdated(page) }))
    .sort(byRecency)
    .slice(0, count)
    .map(({ page }) => page);
}

/** The home page's "Recently identified" strip as static HTML in a language, from its tiles; nothing while there are none. */
export function renderRecentTiles(tiles: RecentTile[], language: Language = 'en'): string {
  return tiles.length ? renderToStaticMarkup(<RecentlyIdentified tiles={tiles} language={language} />) : '';
}

/** The strip of a whole catalogue (the static build), in a language. */
export const renderRecentlyIdentified = (catalogue: Catalogue, language: Language = 'en') => renderRecentTiles(recentPages(catalogue).map(recentTile), language);

/** Where a language's home page is written: 'index.html', 'de/index.html', 'zh/index.html'. */
export const homeFile = (language: Language) => `${pathIn(language, '/').slice(1)}index.html`;
