import { pageName, speciesPath, type SpeciesPage } from '../model/catalogue';

/**
 * One search record per species page, made from the page's data rather than its HTML: the featured identification's four text sections
 * readers search (description, distribution, habitat, features). Names are left out, in every language: Discover's instant search
 * already matches them, and fewer words per page keep the index a visitor downloads small. The page's markup
 * can change without touching search.
 */
export interface SearchRecord {
  slug: string;
  url: string;
  content: string;
  language: 'en';
  meta: { title: string };
}

export function searchRecord(page: SpeciesPage): SearchRecord {
  const { description, distribution, habitat, features } = page.featured;
  return {
    slug: page.slug,
    url: `${speciesPath(page.slug)}/`,
    content: [description, distribution, habitat, features].filter((text) => text?.trim()).join('\n'),
    language: 'en',
    meta: { title: pageName(page) },
  };
}
