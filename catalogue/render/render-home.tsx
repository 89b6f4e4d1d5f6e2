import { renderToStaticMarkup } from 'react-dom/server';
import { RecentlyIdentified } from '../components/home/RecentlyIdentified';
import { pageUpdated, type Catalogue, type SpeciesPage } from '../model/catalogue';

/** How many taxa the home page's strip shows. */
export const RECENT_COUNT = 8;

/** The taxa with the newest published photos, newest first. */
export function recentPages(catalogue: Catalogue, count = RECENT_COUNT): SpeciesPage[] {
  return catalogue.entries
    .map((page) => ({ page, updated: pageUpdated(page) ?? '' }))
    .sort((a, b) => b.updated.localeCompare(a.updated) || a.page.slug.localeCompare(b.page.slug))
    .slice(0, count)
    .map(({ page }) => page);
}

/** The home page's "Recently identified" strip as static HTML; nothing while the catalogue is empty. */
export function renderRecentlyIdentified(catalogue: Catalogue): string {
  const pages = recentPages(catalogue);
  return pages.length ? renderToStaticMarkup(<RecentlyIdentified pages={pages} />) : '';
}
