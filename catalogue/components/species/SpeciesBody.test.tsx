import { describe, expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PublicIdentification, SpeciesPage } from '../../model/catalogue';
import { speciesPages } from '../../model/pages';
import { SpeciesBody } from './SpeciesBody';
import { seaTurtles, turtlePhoto } from './test-fixtures';

const turtles = seaTurtles;

const photo = turtlePhoto;

const body = (page: SpeciesPage) => {
  document.body.innerHTML = renderToStaticMarkup(<SpeciesBody page={page} url="https://reefid.example/species/cheloniidae" />);
  return document.body;
};

describe('a species page', () => {
  test('its sighting is dated by the day the photo was taken, never by when it was uploaded', () => {
    const seen = { ...photo, observedOn: '2025-06-14' };
    expect(body({ slug: 'cheloniidae', taxon: turtles, featured: seen, photos: [seen] }).querySelector('.result-display')!.textContent).toContain('Seen on 14 June 2025');
    const undated = body({ slug: 'cheloniidae', taxon: turtles, featured: { ...photo, observedOn: null }, photos: [photo] }).textContent!;
    expect(undated).not.toContain('Identified on');
    expect(undated).not.toContain('Seen on');
  });

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

  test('a sighting’s other photos follow its cover in the gallery, with the same credit and each its own size', () => {
    const sighting = { ...photo, photos: [...photo.photos, { imageUrl: '/uploads/turtle-2.jpg', width: 320, height: 240 }] };
    const page = body({ slug: 'cheloniidae', taxon: turtles, featured: sighting, photos: [sighting] });
    const images = [...page.querySelectorAll<HTMLImageElement>('[data-gallery-photo] img')].map((image) => [image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]);
    // The size reserves the photo's place before it loads; a photo stored before sizes were kept has none.
    expect(images).toEqual([['/uploads/turtle.jpg', null, null], ['/uploads/turtle-2.jpg', '320', '240']]);
    expect(page.querySelectorAll('[data-gallery-photo]')[1]!.textContent).toContain('diver');
  });

  test('"Often confused with" links the look-alikes the catalogue has, with their picture, and names the others', () => {
    const confusedWith = [
      { name: 'Hawksbill Turtle', scientificName: 'Eretmochelys imbricata', slug: 'eretmochelys-imbricata', imageUrl: '/uploads/thumbs/h-240.webp' },
      { name: 'Leatherback', scientificName: 'Dermochelys coriacea', slug: null, imageUrl: null },
    ];
    const page = body({ slug: 'cheloniidae', taxon: turtles, featured: photo, photos: [photo], confusedWith });
    const section = page.querySelector('section[aria-labelledby="confused-with-heading"]')!;
    expect(section.querySelector('h2')!.textContent).toBe('Often confused with');
    const link = section.querySelector<HTMLAnchorElement>('a')!;
    expect(link.getAttribute('href')).toBe('/species/eretmochelys-imbricata');
    expect(link.textContent).toContain('Hawksbill Turtle');
    expect(link.querySelector('img')!.getAttribute('src')).toBe('/uploads/thumbs/h-240.webp');
    expect(section.querySelectorAll('a')).toHaveLength(1);
    expect(section.textContent).toContain('Leatherback');
    expect(body({ slug: 'cheloniidae', taxon: turtles, featured: photo, photos: [photo] }).querySelector('.confused-with')).toBeNull();
  });

  test('photos are grouped by community taxon, verified ones first, each saying how many experts verified it', () => {
    const hawksbill = { ...turtles, aphiaId: 137207, scientificName: 'Eretmochelys imbricata', rank: 'Species', vernacularName: 'hawksbill turtle' };
    const at = (day: number) => `2025-05-0${day}T00:00:00.000Z`;
    const sighting = (id: number, day: number, extra: Partial<PublicIdentification>): PublicIdentification => ({
      ...photo,
      id,
      slug: `turtle-${id}`,
      imageUrl: `/uploads/turtle-${id}.jpg`,
      photos: [{ imageUrl: `/uploads/turtle-${id}.jpg`, width: null, height: null }],
      publishedAt: at(day),
      ...extra,
    });
    const unreviewed = sighting(1, 1, { taxon: turtles });
    // The model said hawksbill; the experts agree on the family: it belongs on the family's page.
    const verified = sighting(2, 2, { taxon: hawksbill, communityTaxon: turtles, reviewStatus: 'verified', verifiedBy: 2 });
    // The model said sea turtle; the experts moved it to the hawksbill's page.
    const moved = sighting(3, 3, { taxon: turtles, communityTaxon: hawksbill, reviewStatus: 'verified', verifiedBy: 1 });
    const facts = new Map([[turtles.aphiaId, turtles], [hawksbill.aphiaId, hawksbill]]);
    const records = new Map([
      [turtles.aphiaId, { slug: 'cheloniidae', featuredIdentificationId: null }],
      [hawksbill.aphiaId, { slug: 'eretmochelys-imbricata', featuredIdentificationId: null }],
    ]);
    const pages = new Map(speciesPages([unreviewed, verified, moved], facts, records).map((page) => [page.slug, page]));
    expect(pages.get('cheloniidae')!.photos.map((each) => each.id)).toEqual([2, 1]);
    expect(pages.get('eretmochelys-imbricata')!.photos.map((each) => each.id)).toEqual([3]);

    const page = body(pages.get('cheloniidae')!);
    const figures = [...page.querySelectorAll('[data-gallery-photo]')];
    expect(figures.map((figure) => figure.querySelector('img')!.getAttribute('src'))).toEqual(['/uploads/turtle-2.jpg', '/uploads/turtle-1.jpg']);
    expect(figures[0]!.querySelector('figcaption')!.textContent).toContain('Verified by 2 experts');
    expect(figures[1]!.textContent).not.toContain('Verified by');
    expect(body(pages.get('eretmochelys-imbricata')!).textContent).toContain('Verified by 1 expert');
  });
});
