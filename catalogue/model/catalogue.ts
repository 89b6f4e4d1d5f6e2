import { dayText } from '@rules/dates';
import { commonName, commonNameHeading, isAboveSpecies, type CommonNames, type Taxon } from '@rules/taxon';
import { pathIn, type Language } from '@rules/languages';
import type { ConfusedWith } from './confused-with';
import type { PublicIdentification } from './public';

export type { PublicIdentification } from './public';
export type { ConfusedWith } from './confused-with';

/** What a species page says about its taxon, from WoRMS. */
export interface TaxonFacts extends Taxon {
  /** Every English common name. */
  vernacularNames: string[];
  /**
   * Every common name by language (`en` is vernacularNames), each language's in WoRMS's order: what a page in that
   * language lists, and what Discover finds the species by in any language.
   */
  commonNames: CommonNames;
  /** Unaccepted names of the taxon, which search also matches. */
  synonyms: string[];
}

/**
 * One public species page: an accepted WoRMS taxon with every published photo of it. An identification whose
 * name WoRMS could not resolve keeps a page of its own (taxon null, one photo).
 */
export interface SpeciesPage {
  slug: string;
  taxon: TaxonFacts | null;
  /** The identification whose text the page shows: chosen by an admin, else the first published. */
  featured: PublicIdentification;
  /** Every published photo of the taxon, verified ones first, each part oldest publication first; the featured one among them. */
  photos: PublicIdentification[];
  /** "Often confused with": the look-alikes its identifications name (model/confused-with.ts); absent when none. */
  confusedWith?: ConfusedWith[];
}

/** What a page's names are read from: so a summary of a page (the home page's strip) names it as the page does. */
export interface NamedPage {
  taxon: (Pick<TaxonFacts, 'vernacularName' | 'scientificName' | 'rank'> & { commonNames?: CommonNames }) | null;
  featured: Pick<PublicIdentification, 'speciesName' | 'scientificName'>;
}

/**
 * The name a page goes by: the one common name (rules/taxon.ts) of its taxon, the featured identification's as the
 * model's; in another language its first name in that language, else the English one.
 */
export function pageName(page: NamedPage, language: Language = 'en'): string {
  const english = commonName(page.taxon, page.featured.speciesName);
  return language === 'en' ? english : commonName(page.taxon, english, language);
}

/**
 * The page's name as a sentence uses it: a genus or family with its rank and scientific name ("Sea turtles (family
 * Cheloniidae)", "genus Chromis"), a species by its name.
 */
export function pageNameInText(page: NamedPage, language: Language = 'en'): string {
  const taxon = page.taxon;
  if (!taxon || !isAboveSpecies(taxon.rank)) return pageName(page, language);
  const ranked = `${taxon.rank.toLowerCase()} ${taxon.scientificName}`;
  return taxon.vernacularName ? `${commonNameHeading(taxon.vernacularName)} (${ranked})` : ranked;
}

/** The accepted scientific name of a page, or the featured identification's name when unresolved. */
export const pageScientificName = (page: NamedPage) => page.taxon?.scientificName ?? page.featured.scientificName;

/** When the page last changed for search engines: its newest photo's publication. */
export const pageUpdated = (page: SpeciesPage) =>
  page.photos.reduce<string | null>((latest, photo) => (photo.publishedAt && (!latest || photo.publishedAt > latest) ? photo.publishedAt : latest), null);

/**
 * Discover's order, everywhere it is made (the catalogue, the server's summaries, the full build): by the name a page
 * goes by, ignoring case and accents, ties by slug. A build's Discover index is taken by the server only when both
 * put the cards in the same order (decision 106).
 */
const collator = new Intl.Collator('en', { sensitivity: 'base' });
export const discoverOrder = (a: { name: string; slug: string }, b: { name: string; slug: string }) => collator.compare(a.name, b.name) || a.slug.localeCompare(b.slug);
const byName = (a: SpeciesPage, b: SpeciesPage) => discoverOrder({ name: pageName(a), slug: a.slug }, { name: pageName(b), slug: b.slug });

export const byPublication = (a: PublicIdentification, b: PublicIdentification) =>
  (a.publishedAt ?? '').localeCompare(b.publishedAt ?? '') || a.id - b.id;

/** The published catalogue: its species pages in Discover's order (by name), and each page by slug. */
export class Catalogue {
  readonly entries: SpeciesPage[];
  private readonly bySlug: Map<string, SpeciesPage>;

  constructor(pages: SpeciesPage[]) {
    this.entries = [...pages].sort(byName);
    this.bySlug = new Map(pages.map((page) => [page.slug, page]));
  }

  page(slug: string): SpeciesPage | undefined {
    return this.bySlug.get(slug);
  }

  get photoCount(): number {
    return this.entries.reduce((sum, page) => sum + page.photos.length, 0);
  }
}

/** Meta descriptions are the first 150 characters of the description. */
export const metaDescription = (description: string) => description.trim().slice(0, 150);

/** Pages render at build time: dates are formatted in UTC so every build prints the same text. */
export const formatPublishedDate = (iso: string, language?: Language): string => dayText(iso, { timeZone: 'UTC', ...(language ? { locale: language } : {}) });

export const speciesPath = (slug: string) => `/species/${encodeURIComponent(slug)}`;

/** A species page's address in a language: `/de/species/octopus-vulgaris`; English at today's. */
export const speciesPathIn = (language: Language, slug: string) => pathIn(language, speciesPath(slug));

/** Slugs that can name a folder of the static site as they are; any other slug's page is rendered on request. */
export const isStaticSlug = (slug: string) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/.test(slug);
