import { describe, expect, test } from 'bun:test';
import type { PublicIdentification, SpeciesPage, TaxonFacts } from './catalogue';
import { CONFUSED_WITH_MAX, confusedTarget, withConfusedWith } from './confused-with';

const taxon = (scientificName: string, synonyms: string[] = []) => ({ scientificName, synonyms }) as TaxonFacts;

const identification = (id: number, alternativeSpecies: PublicIdentification['alternativeSpecies'], extra: Partial<PublicIdentification> = {}) =>
  ({ id, slug: `s-${id}`, scientificName: null, imageUrl: `/uploads/${id}.jpg`, thumbnail: null, alternativeSpecies, ...extra }) as PublicIdentification;

const page = (slug: string, scientificName: string | null, photos: PublicIdentification[], synonyms: string[] = []): SpeciesPage => ({
  slug,
  taxon: scientificName ? taxon(scientificName, synonyms) : null,
  featured: photos[0]!,
  photos,
});

describe('"Often confused with" of a species page', () => {
  const clown = page('amphiprion-ocellaris', 'Amphiprion ocellaris', [
    identification(1, [{ name: 'Orange Clownfish', scientificName: 'Amphiprion percula' }, { name: 'Maroon Clownfish', scientificName: 'Premnas biaculeatus' }]),
    identification(2, [{ name: 'Maroon Clownfish', scientificName: 'premnas biaculeatus' }, { name: 'Clownfish', scientificName: 'Amphiprion ocellaris' }]),
  ]);
  const maroon = page('premnas-biaculeatus', 'Premnas biaculeatus', [
    identification(3, [], { thumbnail: { width: 240, height: 180, src: '/uploads/thumbs/3-240.webp', avif: '', webp: '' } }),
  ]);
  const percula = page('amphiprion-percula', 'Amphiprion percula', [identification(4, [])], ['Lutjanus percula']);

  test('the look-alikes its identifications name, most named first, those with a page linked with their card picture', () => {
    const [withList] = withConfusedWith([clown, maroon]);
    expect(withList!.confusedWith).toEqual([
      { name: 'Maroon Clownfish', scientificName: 'Premnas biaculeatus', slug: 'premnas-biaculeatus', imageUrl: '/uploads/thumbs/3-240.webp' },
      { name: 'Orange Clownfish', scientificName: 'Amphiprion percula', slug: null, imageUrl: null },
    ]);
  });

  test('never the page’s own taxon; a synonym finds the page; a page naming none has no list', () => {
    const renamed = page('a', 'Amphiprion ocellaris', [identification(5, [{ name: 'Orange', scientificName: 'Lutjanus percula' }])]);
    const [withSynonym, , none] = withConfusedWith([renamed, percula, maroon]);
    expect(withSynonym!.confusedWith).toEqual([{ name: 'Orange', scientificName: 'Amphiprion percula', slug: 'amphiprion-percula', imageUrl: '/uploads/4.jpg' }]);
    expect(none).not.toHaveProperty('confusedWith');
    expect(withConfusedWith([clown])[0]!.confusedWith!.map((alike) => alike.name)).not.toContain('Clownfish');
  });

  test(`at most ${CONFUSED_WITH_MAX}`, () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ name: `Fish ${i}`, scientificName: `Genus species${i}` }));
    expect(withConfusedWith([page('x', 'X x', [identification(6, many)])])[0]!.confusedWith).toHaveLength(CONFUSED_WITH_MAX);
  });

  test('a name two pages are found by links to the first of them by slug, whichever pages are read together', () => {
    // Both pages have "Lutjanus percula" (one as its name, one as a synonym).
    const lutjanus = page('lutjanus-percula', 'Lutjanus percula', [identification(6, [])]);
    const namer = page('namer', 'Chromis viridis', [identification(7, [{ name: 'Orange', scientificName: 'Lutjanus percula' }])]);
    const link = (pages: SpeciesPage[], others?: (name: string) => ReturnType<typeof confusedTarget> | undefined) =>
      withConfusedWith(pages, others).find((each) => each.slug === 'namer')!.confusedWith![0]!.slug;
    expect(link([namer, lutjanus, percula])).toBe('amphiprion-percula');
    expect(link([namer, percula, lutjanus])).toBe('amphiprion-percula');
    // The batch holds the later one, the rest of the catalogue the first: the first still.
    expect(link([namer, lutjanus], (name) => (name === 'lutjanus percula' ? confusedTarget(percula) : undefined))).toBe('amphiprion-percula');
  });
});
