import { renderToStaticMarkup } from 'react-dom/server';
import { DiscoverBody } from '../components/discover/DiscoverBody';
import type { DiscoverCard } from '../discover/discover-card';
import { species_discover_description, species_discover_title } from '@messages/messages.js';
import { LANGUAGES, pathIn, type Language } from '@rules/languages';
import { PRODUCT_NAME } from '@rules/product';
import { everyCommonName } from '@rules/taxon';
import { pageName, pageScientificName, type Catalogue, type SpeciesPage } from '../model/catalogue';
import { discoverIndexFiles } from '../discover/discover-index-files';
import { seaLifeGroup } from '../model/groups';
import { languageLinks, pageHead } from './html';

/**
 * The names a card's search matches besides its own: every common name in every language (a German diver finds the
 * common octopus by "Krake", anyone by "pulpo"), synonyms, genus, family and order.
 */
function searchTerms(page: SpeciesPage): string {
  const taxon = page.taxon;
  const names = taxon
    ? [...taxon.vernacularNames, ...everyCommonName(taxon.commonNames), ...taxon.synonyms, taxon.classification.genus, taxon.classification.family, taxon.classification.order]
    : [page.featured.classification];
  return [...new Set([...names, ...page.photos.map((photo) => photo.speciesName)].flatMap((name) => (name ? [name.toLowerCase()] : [])))].join('|');
}

/** The lineage names a page's group is read from: WoRMS's classification, or the model's line when unresolved. */
function lineageNames(page: SpeciesPage): string[] {
  const c = page.taxon?.classification;
  if (c) return [c.kingdom, c.phylum, c.class, c.order, c.family].flatMap((name) => (name ? [name] : []));
  return (page.featured.classification ?? '').split(/[>›,;|/]/).map((name) => name.trim());
}

/** The name a card shows in each other language, where it is not the English one. */
function namesByLanguage(page: SpeciesPage, english: string): DiscoverCard['names'] {
  if (!page.taxon || !Object.keys(page.taxon.commonNames).some((language) => language !== 'en')) return undefined;
  const names: NonNullable<DiscoverCard['names']> = {};
  for (const language of LANGUAGES) {
    const name = language === 'en' ? english : pageName(page, language);
    if (name !== english) names[language] = name;
  }
  return Object.keys(names).length ? names : undefined;
}

export function discoverCard(page: SpeciesPage): DiscoverCard {
  const name = pageName(page);
  const names = namesByLanguage(page, name);
  const photo = page.featured.imageUrl ? page.featured : (page.photos.find((p) => p.imageUrl) ?? page.featured);
  return {
    slug: page.slug,
    name,
    ...(names ? { names } : {}),
    scientificName: pageScientificName(page),
    rank: page.taxon?.rank ?? null,
    status: page.featured.conservationStatus,
    statusSource: page.featured.conservationStatus ? page.featured.conservationStatusSource : null,
    photos: page.photos.length,
    group: seaLifeGroup(lineageNames(page)),
    image: photo.thumbnail
      ? { src: photo.thumbnail.src, avif: photo.thumbnail.avif, webp: photo.thumbnail.webp }
      : photo.imageUrl
        ? { src: photo.imageUrl }
        : null,
    terms: searchTerms(page),
  };
}

/** Every card of a catalogue, in its order; made once per catalogue (a publish renders Discover from it three ways). */
const cardsOf = new WeakMap<Catalogue, DiscoverCard[]>();
export function discoverCards(catalogue: Catalogue): DiscoverCard[] {
  let cards = cardsOf.get(catalogue);
  if (!cards) cardsOf.set(catalogue, (cards = catalogue.entries.map(discoverCard)));
  return cards;
}

/** Discover's page in a language, under the site root: 'discover/index.html', 'de/discover/index.html'. */
export const discoverFile = (language: Language) => `${pathIn(language, '/discover').slice(1)}/index.html`;

export function renderDiscoverHead(origin: string, language: Language = 'en'): string {
  const options = { locale: language };
  const url = new URL(pathIn(language, '/discover'), origin).href;
  const title = `${species_discover_title({}, options)} | ${PRODUCT_NAME}`;
  const description = species_discover_description({ product: PRODUCT_NAME }, options);
  return pageHead({ title, description, url, type: 'website', siteName: PRODUCT_NAME }) + languageLinks(origin, '/discover');
}

export function renderDiscoverBody(cards: DiscoverCard[], language: Language = 'en'): string {
  return renderToStaticMarkup(<DiscoverBody cards={cards} language={language} />);
}

/**
 * The files of Discover's search index by path ("discover/names/bl.json"), for the build and the overlay;
 * computed once per catalogue (Astro calls every endpoint with the same one).
 */
const computed = new WeakMap<Catalogue, Map<string, string>>();
export function catalogueSearchFiles(catalogue: Catalogue): Map<string, string> {
  let files = computed.get(catalogue);
  if (!files) computed.set(catalogue, (files = discoverIndexFiles(discoverCards(catalogue))));
  return files;
}
