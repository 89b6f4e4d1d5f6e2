import { wormsLsid } from '@rules/taxon';
import { renderToStaticMarkup } from 'react-dom/server';
import { SpeciesBody } from '../components/species/SpeciesBody';
import { PRODUCT_NAME } from '@rules/product';
import { LANGUAGES, pathIn, type Language } from '@rules/languages';
import { metaDescription, pageName, pageScientificName, speciesPath, speciesPathIn, type SpeciesPage } from '../model/catalogue';
import { languageLinks, pageHead, scriptJson } from './html';
import { fillTemplate } from './templates';

/** Absolute URL of a species page in a language: canonical link, Open Graph and what visitors share. */
export const speciesUrl = (slug: string, origin: string, language: Language = 'en') => new URL(speciesPathIn(language, slug), origin).href;

/** The schema.org Taxon of a page: the accepted name, its common names and rank, and the same taxon in WoRMS. */
function taxonJsonLd(page: SpeciesPage, description: string, url: string, image: string | undefined, language: Language) {
  const name = pageName(page, language);
  const scientificName = pageScientificName(page);
  const { taxon } = page;
  const inLanguage = language === 'en' ? undefined : taxon?.commonNames[language];
  const otherNames = inLanguage?.length ? inLanguage : taxon?.vernacularNames.length ? taxon.vernacularNames : scientificName ? [name] : [];
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
 * A species page in a language: the species page template Astro built in that language (templateFile) filled with
 * the page's head and body. The one renderer of a species page, whoever asks: the full build, a publish (the
 * overlay) and a request for a page neither holds; so a page's bytes never depend on how it was made. The facts are
 * the same in every language; the frame's words, the name it goes by, the names it lists and its links are the
 * language's.
 */
export function renderSpeciesPage(template: string, page: SpeciesPage, origin: string, language: Language = 'en'): string {
  return switcherToPage(fillTemplate(template, renderSpeciesHead(page, origin, language), renderSpeciesBody(page, origin, language)), page.slug);
}

/** The route the species template is built at (SpeciesDocument.astro), which its language switcher's links name. */
const TEMPLATE_ROUTE = '/species/';

/**
 * The app bar's language switcher, shared by every species page's template, points at the template's route: each
 * language's link is made this page's address in that language, so it leads there without a script.
 */
function switcherToPage(html: string, slug: string): string {
  return LANGUAGES.reduce(
    (filled, each) => filled.replace(`href="${pathIn(each, TEMPLATE_ROUTE)}" hreflang="${each}"`, () => `href="${speciesPathIn(each, slug)}" hreflang="${each}"`),
    html,
  );
}

/** <title>, description, canonical, its other languages, Open Graph, Twitter and schema.org Taxon JSON-LD of a species page. */
function renderSpeciesHead(page: SpeciesPage, origin: string, language: Language): string {
  const name = pageName(page, language);
  const title = `${name} | ${PRODUCT_NAME}`;
  const description = metaDescription(page.featured.description);
  const url = speciesUrl(page.slug, origin, language);
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
  const json = `<script type="application/ld+json">${scriptJson(taxonJsonLd(page, description, url, image, language))}</script>`;
  return `${head}${languageLinks(origin, speciesPath(page.slug))}${json}`;
}

function renderSpeciesBody(page: SpeciesPage, origin: string, language: Language): string {
  return renderToStaticMarkup(<SpeciesBody page={page} url={speciesUrl(page.slug, origin, language)} language={language} />);
}
