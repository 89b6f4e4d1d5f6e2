import { renderToStaticMarkup } from 'react-dom/server';
import { DiscoverBody } from '../components/discover/DiscoverBody';
import type { DiscoverCard } from '../discover/discover-card';
import { PRODUCT_NAME } from '@rules/product';
import { everyCommonName } from '@rules/taxon';
import { pageName, pageScientificName, type Catalogue, type SpeciesPage } from '../model/catalogue';
import { discoverIndexFiles } from '../discover/discover-index-files';
import { seaLifeGroup } from '../model/groups';
import { pageHead } from './html';

const TITLE = `Discover Marine Species | ${PRODUCT_NAME}`;
const DESCRIPTION = 'Browse and search the marine species identified and published by the ReefID community.';

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

export function discoverCard(page: SpeciesPage): DiscoverCard {
  const photo = page.featured.imageUrl ? page.featured : (page.photos.find((p) => p.imageUrl) ?? page.featured);
  return {
    slug: page.slug,
    name: pageName(page),
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

export function renderDiscoverHead(origin: string): string {
  const url = new URL('/discover', origin).href;
  return pageHead({ title: TITLE, description: DESCRIPTION, url, type: 'website', siteName: PRODUCT_NAME });
}

export function renderDiscoverBody(cards: DiscoverCard[]): string {
  return renderToStaticMarkup(<DiscoverBody cards={cards} />);
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
