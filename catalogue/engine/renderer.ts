import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Catalogue, type PublicIdentification, type SpeciesPage } from '@catalogue/model/catalogue';
import { catalogueSearchFiles, discoverCards, renderDiscoverBody, renderDiscoverHead } from '@catalogue/render/render-discover';
import type { DiscoverCard } from '@catalogue/discover/discover-card';
import { renderSpeciesPage } from '@catalogue/render/render-species';
import { planSitemapOf, renderRobots, renderSitemapFile, sitemapFiles, SITEMAP_URL_LIMIT, type SitemapPage, type SitemapPlan } from '@catalogue/render/sitemap';
import { renderRecentlyIdentified, renderRecentTiles, type RecentTile } from '@catalogue/render/render-home';
import { fillHomeTemplate, fillTemplate, templateFile, TEMPLATE_FILES } from '@catalogue/render/templates';
import { LANGUAGES, type Language } from '@rules/languages';

export { Catalogue, type SpeciesPage };

export const hash = (text: string) => Bun.hash(text).toString(36);

/** SITE_DIR has no catalogue templates: the site was not built (or built by other code). */
export class MissingTemplateError extends Error {}

/**
 * Renders catalogue files exactly as the static build does: the Astro-built templates of SITE_DIR filled by
 * the same head and body renderers the Astro pages call.
 */
export class CatalogueRenderer {
  /** The species, Discover and home templates, and the species-not-found page, in each language (templateFile). */
  private readonly species: Record<Language, string>;
  private readonly discover: Record<Language, string>;
  private readonly home: Record<Language, string>;
  private readonly notFoundPages: Record<Language, string>;
  /** Changes whenever templates or renderers change: a build made with other code is not reused. */
  readonly codeStamp: string;

  constructor(
    siteDir: string,
    readonly origin: string,
    /** URLs per sitemap file: the protocol's 50,000 (tests pass a few). The static build must be given the same. */
    readonly sitemapLimit = SITEMAP_URL_LIMIT,
  ) {
    const read = (file: string) => {
      try {
        return readFileSync(join(siteDir, file), 'utf8');
      } catch (cause) {
        throw new MissingTemplateError(`The catalogue template ${file} is missing from ${siteDir}: build the site first`, { cause });
      }
    };
    const inEveryLanguage = (kind: keyof typeof TEMPLATE_FILES) => Object.fromEntries(LANGUAGES.map((language) => [language, read(templateFile(kind, language))])) as Record<Language, string>;
    this.species = inEveryLanguage('species');
    this.discover = inEveryLanguage('discover');
    this.notFoundPages = inEveryLanguage('speciesNotFound');
    this.home = inEveryLanguage('home');
    const sample = new Catalogue([SAMPLE]);
    const page = sample.page(SAMPLE.slug)!;
    this.codeStamp = hash(
      [
        ...LANGUAGES.flatMap((language) => [
          this.species[language],
          this.discover[language],
          this.notFoundPages[language],
          this.home[language],
          this.speciesPage(page, language),
          this.discoverPage(sample, language),
          this.homePage(sample, language),
        ]),
      ].join('\0'),
    );
  }

  /** A species page in a language, as the full build, the overlay and a request alike make it (renderSpeciesPage). */
  speciesPage(page: SpeciesPage, language: Language = 'en'): string {
    return renderSpeciesPage(this.species[language], page, this.origin, language);
  }

  /** The answer to a species page's address that no published page has, in the address's language. */
  notFound(language: Language = 'en'): string {
    return this.notFoundPages[language];
  }

  discoverPage(catalogue: Catalogue, language: Language = 'en'): string {
    return this.discoverPageOf(discoverCards(catalogue), language);
  }

  /** Discover in a language from its cards, in Discover's order. */
  discoverPageOf(cards: DiscoverCard[], language: Language = 'en'): string {
    return fillTemplate(this.discover[language], renderDiscoverHead(this.origin, language), renderDiscoverBody(cards, language));
  }

  /** The home page in a language with its "Recently identified" strip in that language. */
  homePage(catalogue: Catalogue, language: Language = 'en'): string {
    return fillHomeTemplate(this.home[language], renderRecentlyIdentified(catalogue, language), this.origin);
  }

  /** The home page in a language from the strip's tiles, newest first. */
  homePageOf(tiles: RecentTile[], language: Language = 'en'): string {
    return fillHomeTemplate(this.home[language], renderRecentTiles(tiles, language), this.origin);
  }

  /** Discover's search index: names files, filters and card chunks, by path under the site root. */
  discoverSearchFiles = (catalogue: Catalogue) => catalogueSearchFiles(catalogue);
  /** Every sitemap file by path, the index (sitemap.xml) first: as the static build writes them. */
  sitemap = (catalogue: Catalogue) => sitemapFiles(catalogue.entries, this.origin, this.sitemapLimit);
  /** Which sitemap file holds which page, from each page's slug and date. */
  sitemapPlan = (pages: readonly SitemapPage[]) => planSitemapOf(pages, this.sitemapLimit);
  sitemapFile = (plan: SitemapPlan, path: string) => renderSitemapFile(plan, path, this.origin);
  robots = () => renderRobots(this.origin);
}

/** Identifies what a species page shows: equal digests, equal pages (for the same code stamp). */
export const pageDigest = (page: SpeciesPage) => hash(JSON.stringify(page));


const SAMPLE_PHOTO: PublicIdentification = {
  id: 1,
  slug: 'sample',
  speciesName: 'Sample',
  scientificName: 'Sample sample',
  description: 'Sample',
  conservationStatus: 'Least Concern',
  distribution: 'Sample',
  habitat: 'Sample',
  features: 'Sample',
  conservation: 'Sample',
  classification: 'Sample',
  taxon: {
    aphiaId: 1,
    scientificName: 'Sample sample',
    authority: 'Sample, 2000',
    rank: 'Species',
    status: 'accepted',
    url: 'https://www.marinespecies.org/aphia.php?p=taxdetails&id=1',
    vernacularName: 'sample',
    classification: { kingdom: 'Animalia', phylum: 'Chordata', class: 'Sample', order: 'Sample', family: 'Sample', genus: 'Sample' },
    isMarine: true,
    isBrackish: false,
    isFreshwater: false,
    isTerrestrial: false,
  },
  verification: 'synonym',
  modelScientificName: 'Sample older',
  conservationStatusSource: 'worms-iucn',
  conservationStatusYear: 2018,
  stepBackReason: null,
  alternativeSpecies: [{ name: 'Other', scientificName: 'Other other' }],
  imageUrl: '/uploads/sample.jpg',
  photos: [{ imageUrl: '/uploads/sample.jpg', width: 800, height: 600 }],
  thumbnail: { width: 240, height: 180, src: '/uploads/thumbs/sample-240.webp', avif: '/uploads/thumbs/sample-240.avif 240w', webp: '/uploads/thumbs/sample-240.webp 240w' },
  uploaderName: 'Sample',
  uploaderWebsite: 'https://example.com',
  licence: 'CC-BY-NC-4.0',
  area: 'Coral Sea, 16–17°S, 145–146°E',
  depthMeters: 12,
  accepted: true,
  reviewStatus: 'unreviewed',
  communityTaxon: null,
  verifiedBy: 0,
  createdAt: '2025-05-01T00:00:00.000Z',
  publishedAt: '2025-05-01T00:00:00.000Z',
};

/** A page with every part a species page can show: its render is part of the code stamp. */
const SAMPLE: SpeciesPage = {
  slug: 'sample',
  taxon: { ...SAMPLE_PHOTO.taxon!, vernacularNames: ['sample', 'other sample'], commonNames: { en: ['sample', 'other sample'], es: ['muestra', 'otra muestra'], de: ['Probe'] }, synonyms: ['Sample older'] },
  featured: SAMPLE_PHOTO,
  photos: [SAMPLE_PHOTO, { ...SAMPLE_PHOTO, id: 2, slug: 'sample-2', uploaderName: null, uploaderWebsite: null }],
};
