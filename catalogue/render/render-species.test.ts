import { describe, expect, test } from 'bun:test';
import { LANGUAGES, type Language } from '@rules/languages';
import type { SpeciesPage, TaxonFacts } from '../model/catalogue';
import { turtlePhoto } from '../components/species/test-fixtures';
import { renderSpeciesPage } from './render-species';
import { BODY_MARKER, HEAD_MARKER } from './templates';

const ORIGIN = 'https://reefid.example';

/** A stand-in for the species template Astro builds in a language (its `<html lang>` is the template's). */
const template = (language: Language) => `<!doctype html><html lang="${language}"><head>${HEAD_MARKER}</head><body><main>${BODY_MARKER}</main></body></html>`;

/** Octopus vulgaris with WoRMS's names in four of the five languages: none in French. */
const octopus: TaxonFacts = {
  aphiaId: 140605,
  scientificName: 'Octopus vulgaris',
  authority: 'Cuvier, 1797',
  rank: 'Species',
  status: 'accepted',
  url: 'https://www.marinespecies.org/aphia.php?p=taxdetails&id=140605',
  vernacularName: 'common octopus',
  vernacularNames: ['common octopus'],
  commonNames: { en: ['common octopus'], es: ['pulpo común', 'pulpo'], de: ['Gemeiner Krake', 'Krake'], 'zh-Hans': ['普通章鱼'] },
  synonyms: [],
  classification: { kingdom: 'Animalia', phylum: 'Mollusca', class: 'Cephalopoda', order: 'Octopoda', family: 'Octopodidae', genus: 'Octopus' },
  isMarine: true,
  isBrackish: false,
  isFreshwater: false,
  isTerrestrial: false,
};
const featured = { ...turtlePhoto, slug: 'octopus-vulgaris', speciesName: 'Common octopus', scientificName: 'Octopus vulgaris', taxon: octopus };
const page: SpeciesPage = { slug: 'octopus-vulgaris', taxon: octopus, featured, photos: [featured] };

/** The page as a reader's browser gets it, searched with plain patterns (the API's tests have no DOM). */
const rendered = (language: Language, of: SpeciesPage = page) => renderSpeciesPage(template(language), of, ORIGIN, language);
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, hreflang, href]) => `${hreflang} ${href}`);
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)">/)?.[1];
/** The text of the first element the pattern opens ('<h1', '<dl'), its tags dropped and entities read. */
function text(html: string, opening: string): string | null {
  const start = html.indexOf(opening);
  if (start < 0) return null;
  const tag = opening.slice(1).split(/[\s>]/)[0]!;
  const inner = html.slice(html.indexOf('>', start) + 1, html.indexOf(`</${tag}>`, start));
  return inner.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
}

describe('a species page in each language', () => {
  test('links the page in every language, English as x-default, and is canonical at its own address', () => {
    for (const language of LANGUAGES) {
      const html = rendered(language);
      expect(alternates(html)).toEqual([
        `en ${ORIGIN}/species/octopus-vulgaris`,
        `es ${ORIGIN}/es/species/octopus-vulgaris`,
        `de ${ORIGIN}/de/species/octopus-vulgaris`,
        `fr ${ORIGIN}/fr/species/octopus-vulgaris`,
        `zh-Hans ${ORIGIN}/zh/species/octopus-vulgaris`,
        `x-default ${ORIGIN}/species/octopus-vulgaris`,
      ]);
      const prefix = { en: '', es: '/es', de: '/de', fr: '/fr', 'zh-Hans': '/zh' }[language];
      expect(canonical(html)).toBe(`${ORIGIN}${prefix}/species/octopus-vulgaris`);
    }
  });

  test("goes by its first name in the page's language, lists all of them, and shows the scientific name always", () => {
    const german = rendered('de');
    expect(text(german, '<h1')).toBe('Gemeiner Krake');
    expect(text(german, '<title')).toBe('Gemeiner Krake | ReefID');
    expect(text(german, '<p class="species-scientific"')).toBe('Octopus vulgaris Cuvier, 1797');
    expect(text(german, '<dl')).toContain('TrivialnamenGemeiner Krake, Krake');
    expect(text(german, '<h2 id="taxon-facts-title"')).toBe('Aus dem Weltregister der Meeresarten');
    expect(text(german, '<p class="species-published"')).toBe('1 Foto · zuerst veröffentlicht am 2. Mai 2025');
    expect(german).toContain('<div class="species-actions"><a class="btn" href="/de/identification">Weitere Art bestimmen</a>');

    const spanish = rendered('es');
    expect(text(spanish, '<h1')).toBe('Pulpo común');
    expect(text(spanish, '<dl')).toContain('Nombres comunespulpo común, pulpo');
    expect(text(rendered('zh-Hans'), '<h1')).toBe('普通章鱼');
  });

  test('falls back to the English name where the language has none, and to the scientific name where there is neither', () => {
    const french = rendered('fr');
    expect(text(french, '<h1')).toBe('Common octopus');
    expect(text(french, '<dl')).toContain('Noms communscommon octopus');
    const nameless = { ...octopus, vernacularName: null, vernacularNames: [], commonNames: {} };
    const unnamed = rendered('de', { ...page, taxon: nameless, featured: { ...featured, speciesName: 'Octopus vulgaris' } });
    expect(text(unnamed, '<h1')).toBe('Octopus vulgaris');
  });

  test('English is as before: the English name, its words and addresses', () => {
    const english = rendered('en');
    expect(text(english, '<h1')).toBe('Common octopus');
    expect(text(english, '<p class="species-published"')).toBe('1 photo · first published on 2 May 2025');
    expect(text(english, '<dl')).toContain('Common namescommon octopus');
    expect(english).toContain('<div class="species-actions"><a class="btn" href="/identification">Identify Another Species</a>');
  });
});
