import type { SpeciesPage } from './catalogue';

/** A look-alike named on a species page; `slug` and `imageUrl` when the catalogue has a page of it. */
export interface ConfusedWith {
  name: string;
  scientificName: string | null;
  slug: string | null;
  imageUrl: string | null;
}

/** At most this many per page: the most often named first. */
export const CONFUSED_WITH_MAX = 6;

const key = (name: string | null | undefined) => name?.trim().toLowerCase() || null;

/**
 * "Often confused with" for each page: the look-alikes its published identifications name, most often named first,
 * never the page's own taxon. One the catalogue has a page of links to it with its card picture (the featured
 * photo's); the others keep their names only. Names match by scientific name, the accepted one or a synonym.
 */
export function withConfusedWith(pages: SpeciesPage[]): SpeciesPage[] {
  const pageByName = new Map<string, SpeciesPage>();
  for (const page of pages) {
    for (const name of [page.taxon?.scientificName, ...(page.taxon?.synonyms ?? []), page.featured.scientificName]) {
      const k = key(name);
      if (k && !pageByName.has(k)) pageByName.set(k, page);
    }
  }
  return pages.map((page) => {
    const named = new Map<string, { entry: ConfusedWith; count: number }>();
    for (const photo of page.photos) {
      for (const alike of photo.alternativeSpecies ?? []) {
        const target = pageByName.get(key(alike.scientificName) ?? '');
        if (target === page) continue;
        const k = target ? `page:${target.slug}` : `name:${key(alike.scientificName) ?? key(alike.name)}`;
        const seen = named.get(k);
        if (seen) {
          seen.count++;
          continue;
        }
        const imageUrl = target ? (target.featured.thumbnail?.src ?? target.featured.imageUrl) : null;
        const entry = target
          ? { name: alike.name, scientificName: target.taxon?.scientificName ?? alike.scientificName ?? null, slug: target.slug, imageUrl }
          : { name: alike.name, scientificName: alike.scientificName ?? null, slug: null, imageUrl: null };
        named.set(k, { entry, count: 1 });
      }
    }
    const confusedWith = [...named.values()]
      .sort((a, b) => b.count - a.count || a.entry.name.localeCompare(b.entry.name, 'en'))
      .slice(0, CONFUSED_WITH_MAX)
      .map(({ entry }) => entry);
    return confusedWith.length ? { ...page, confusedWith } : page;
  });
}
