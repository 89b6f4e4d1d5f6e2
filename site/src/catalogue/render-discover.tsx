import { renderToStaticMarkup } from 'react-dom/server';
import { DiscoverBody } from '../components/discover/DiscoverBody';
import type { DiscoverCard } from '../components/discover/SpeciesCard';
import { PRODUCT_NAME } from '../lib/product';
import { cardDescription, type Catalogue } from './catalogue';
import { pageHead } from './html';

const TITLE = `Discover Marine Species | ${PRODUCT_NAME}`;
const DESCRIPTION = 'Browse and search the marine species identified and published by the ReefID community.';

export function discoverCards(catalogue: Catalogue): DiscoverCard[] {
  return catalogue.entries.map((entry) => ({
    slug: entry.slug,
    name: entry.speciesName,
    scientificName: entry.scientificName,
    description: cardDescription(entry.description),
    imageUrl: entry.imageUrl,
  }));
}

export function renderDiscoverHead(origin: string): string {
  const url = new URL('/discover', origin).href;
  return pageHead({ title: TITLE, description: DESCRIPTION, url, type: 'website', siteName: PRODUCT_NAME });
}

export function renderDiscoverBody(cards: DiscoverCard[]): string {
  return renderToStaticMarkup(<DiscoverBody cards={cards} />);
}

/** /discover/catalogue.json: every card, for the instant search in the browser. */
export const discoverIndexJson = (cards: DiscoverCard[]) => JSON.stringify(cards);
