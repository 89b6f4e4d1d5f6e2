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

/** How look-alike names are matched to pages: trimmed, lower case. */
const key = (name: string | null | undefined) => name?.trim().toLowerCase() || null;

/** What a link to a page shows, found by a look-alike's name: its slug, accepted name and card picture. */
export interface ConfusedTarget {
  slug: string;
  /** The page's accepted name; null for a page of its own (the look-alike's name is shown then). */
  scientificName: string | null;
  imageUrl: string | null;
}

/** The names a page is found by as a look-alike: its accepted name, synonyms, and the featured identification's. */
export const confusedNames = (page: SpeciesPage): string[] => [
  ...new Set([page.taxon?.scientificName, ...(page.taxon?.synonyms ?? []), page.featured.scientificName].flatMap((name) => key(name) ?? [])),
];

/** The look-alike names a page's identifications give (the names other pages are found by). */
export const confusedAlikes = (page: SpeciesPage): string[] => [
  ...new Set(page.photos.flatMap((photo) => (photo.alternativeSpecies ?? []).flatMap((alike) => key(alike.scientificName) ?? []))),
];

export const confusedTarget = (page: SpeciesPage): ConfusedTarget => ({
  slug: page.slug,
  scientificName: page.taxon?.scientificName ?? null,
  imageUrl: page.featured.thumbnail?.src ?? page.featured.imageUrl,
});

/** Of two pages found by the same look-alike name, the one links go to: the first by slug, whoever reads them. */
export const firstTarget = (a: ConfusedTarget | undefined, b: ConfusedTarget | undefined) => (!a ? b : !b ? a : b.slug < a.slug ? b : a);

/**
 * "Often confused with" for each page: the look-alikes its published identifications name, most often named first,
 * never the page's own taxon. One the catalogue has a page of links to it with its card picture (the featured
 * photo's); the others keep their names only. Names match by scientific name, the accepted one or a synonym.
 */
export function withConfusedWith(pages: SpeciesPage[], others?: (name: string) => ConfusedTarget | undefined): SpeciesPage[] {
  const pageByName = new Map<string, ConfusedTarget>();
  for (const page of pages) {
    for (const k of confusedNames(page)) pageByName.set(k, firstTarget(pageByName.get(k), confusedTarget(page))!);
  }
  /** Of this batch's pages and the rest of the catalogue's (`others`, when only some pages are made), the first by slug. */
  const find = (k: string) => firstTarget(pageByName.get(k), others?.(k));
  return pages.map((page) => {
    const named = new Map<string, { entry: ConfusedWith; count: number }>();
    for (const photo of page.photos) {
      for (const alike of photo.alternativeSpecies ?? []) {
        const k0 = key(alike.scientificName);
        const target = k0 ? find(k0) : undefined;
        if (target?.slug === page.slug) continue;
        const k = target ? `page:${target.slug}` : `name:${key(alike.scientificName) ?? key(alike.name)}`;
        const seen = named.get(k);
        if (seen) {
          seen.count++;
          continue;
        }
        const entry = target
          ? { name: alike.name, scientificName: target.scientificName ?? alike.scientificName ?? null, slug: target.slug, imageUrl: target.imageUrl }
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
