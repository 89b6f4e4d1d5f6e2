import { wormsLsid } from '@rules/taxon';
import { renderToStaticMarkup } from 'react-dom/server';
import { SpeciesBody } from '../components/species/SpeciesBody';
import { PRODUCT_NAME } from '@rules/product';
import { metaDescription, pageName, pageScientificName, speciesPath, type SpeciesPage } from '../model/catalogue';
import { pageHead, scriptJson } from './html';
import { fillTemplate } from './templates';

/** Absolute URL of a species page: canonical link, Open Graph and what visitors share. */
export const speciesUrl = (slug: string, origin: string) => new URL(speciesPath(slug), origin).href;


/** The schema.org Taxon of a page: the accepted name, its common names and rank, and the same taxon in WoRMS. */
function taxonJsonLd(page: SpeciesPage, description: string, url: string, image: string | undefined) {
  const name = pageName(page);
  const scientificName = pageScientificName(page);
  const { taxon } = page;
  const otherNames = taxon?.vernacularNames.length ? taxon.vernacularNames : scientificName ? [name] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Taxon',
    name: scientificName || name,
    ...(otherNames.length ? { alternateName: otherNames.length === 1 ? otherNames[0] : otherNames } : {}),
    ...(taxon ? { taxonRank: taxon.rank, sameAs: [wormsLsid(taxon.aphiaId), taxon.url] } : {}),
    description,
    url,
    ...(image ? { image } : {}),
  };
}

/**
 * A species page: the species page template Astro built (TEMPLATE_FILES.species) filled with the page's head and
 * body. The one renderer of a species page, whoever asks: the full build, a publish (the overlay) and a request for
 * a page neither holds; so a page's bytes never depend on how it was made.
 */
export function renderSpeciesPage(template: string, page: SpeciesPage, origin: string): string {
  return fillTemplate(template, renderSpeciesHead(page, origin), renderSpeciesBody(page, origin));
}

/** <title>, description, canonical, Open Graph, Twitter and schema.org Taxon JSON-LD of a species page. */
function renderSpeciesHead(page: SpeciesPage, origin: string): string {
  const name = pageName(page);
  const title = `${name} | ${PRODUCT_NAME}`;
  const description = metaDescription(page.featured.description);
  const url = speciesUrl(page.slug, origin);
  const imageUrl = page.featured.imageUrl ?? page.photos.find((photo) => photo.imageUrl)?.imageUrl;
  const image = imageUrl ? new URL(imageUrl, origin).href : undefined;
  const head = pageHead({
    title,
    description,
    url,
    type: 'article',
    siteName: PRODUCT_NAME,
    ...(image ? { image: { url: image, alt: name } } : {}),
  });
  return `${head}<script type="application/ld+json">${scriptJson(taxonJsonLd(page, description, url, image))}</script>`;
}

function renderSpeciesBody(page: SpeciesPage, origin: string): string {
  return renderToStaticMarkup(<SpeciesBody page={page} url={speciesUrl(page.slug, origin)} />);
}
