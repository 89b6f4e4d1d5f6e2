import { renderToStaticMarkup } from 'react-dom/server';
import { SpeciesBody } from '../components/species/SpeciesBody';
import { PRODUCT_NAME } from '../lib/product';
import { metaDescription, speciesPath, type SpeciesPage } from './catalogue';
import { pageHead, scriptJson } from './html';

/** Absolute URL of a species page: canonical link, Open Graph and what visitors share. */
export const speciesUrl = (slug: string, origin: string) => new URL(speciesPath(slug), origin).href;

/** <title>, description, canonical, Open Graph, Twitter and schema.org Taxon JSON-LD of a species page. */
export function renderSpeciesHead({ entry }: SpeciesPage, origin: string): string {
  const title = `${entry.speciesName} | ${PRODUCT_NAME}`;
  const description = metaDescription(entry.description);
  const url = speciesUrl(entry.slug, origin);
  const image = entry.imageUrl ? new URL(entry.imageUrl, origin).href : undefined;
  const taxon = {
    '@context': 'https://schema.org',
    '@type': 'Taxon',
    name: entry.scientificName || entry.speciesName,
    ...(entry.scientificName ? { alternateName: entry.speciesName } : {}),
    description,
    url,
    ...(image ? { image } : {}),
  };
  const head = pageHead({
    title,
    description,
    url,
    type: 'article',
    siteName: PRODUCT_NAME,
    ...(image ? { image: { url: image, alt: entry.speciesName } } : {}),
  });
  return `${head}<script type="application/ld+json">${scriptJson(taxon)}</script>`;
}

export function renderSpeciesBody(page: SpeciesPage, origin: string): string {
  return renderToStaticMarkup(<SpeciesBody page={page} url={speciesUrl(page.entry.slug, origin)} />);
}
