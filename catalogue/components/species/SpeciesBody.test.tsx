import { describe, expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PublicIdentification, SpeciesPage } from '../../model/catalogue';
import { SpeciesBody } from './SpeciesBody';
import { seaTurtles } from './test-fixtures';

const turtles = seaTurtles;

const photo: PublicIdentification = {
  id: 3,
  slug: 'cheloniidae',
  speciesName: 'Sea turtles (family Cheloniidae)',
  scientificName: 'Cheloniidae',
  description: 'A sea turtle gliding over the reef.',
  conservationStatus: null,
  distribution: null,
  habitat: null,
  features: null,
  conservation: null,
  classification: null,
  taxon: null,
  verification: 'verified',
  modelScientificName: 'Chelonia mydas',
  conservationStatusSource: 'model',
  conservationStatusYear: null,
  stepBackReason: null,
  alternativeSpecies: [],
  imageUrl: '/uploads/turtle.jpg',
  photos: [{ imageUrl: '/uploads/turtle.jpg', width: null, height: null }],
  thumbnail: null,
  uploaderName: 'diver',
  uploaderWebsite: null,
  licence: null,
  area: null,
  accepted: true,
  createdAt: '2025-05-01T00:00:00.000Z',
  publishedAt: '2025-05-02T00:00:00.000Z',
};

const body = (page: SpeciesPage) => {
  document.body.innerHTML = renderToStaticMarkup(<SpeciesBody page={page} url="https://reefid.example/species/cheloniidae" />);
  return document.body;
};

describe('a species page', () => {
  test('its best photo comes first, above the WoRMS card', () => {
    const page = body({ slug: 'cheloniidae', taxon: turtles, featured: photo, photos: [photo] });
    const firstPhoto = page.querySelector('img[src="/uploads/turtle.jpg"]')!;
    const facts = page.querySelector('.taxon-facts')!;
    expect(firstPhoto.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('its share text uses the name as a sentence does', () => {
    const shareText = (page: HTMLElement) => new URL(page.querySelector<HTMLAnchorElement>('.share a[href*="twitter"], .share a[href*="x.com"]')!.href).searchParams.get('text');
    expect(shareText(body({ slug: 'cheloniidae', taxon: turtles, featured: photo, photos: [photo] }))).toBe('Check out Sea turtles (family Cheloniidae) on ReefID');
    const chromis = { ...turtles, scientificName: 'Chromis', rank: 'Genus', vernacularName: null };
    expect(shareText(body({ slug: 'chromis', taxon: chromis, featured: photo, photos: [photo] }))).toBe('Check out genus Chromis on ReefID');
    const green = { ...turtles, scientificName: 'Chelonia mydas', rank: 'Species', vernacularName: 'green turtle' };
    expect(shareText(body({ slug: 'chelonia-mydas', taxon: green, featured: photo, photos: [photo] }))).toBe('Check out Green turtle on ReefID');
  });
});
