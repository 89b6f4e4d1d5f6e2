import { describe, expect, test } from 'bun:test';
import { Catalogue, metaDescription, pageName, type PublicIdentification, type TaxonFacts } from './catalogue';
import { speciesPages } from './pages';

const taxon = (aphiaId: number, scientificName: string, vernacularName: string | null): TaxonFacts => ({
  aphiaId,
  scientificName,
  authority: null,
  rank: 'Species',
  status: 'accepted',
  url: `https://www.marinespecies.org/aphia.php?p=taxdetails&id=${aphiaId}`,
  vernacularName,
  vernacularNames: vernacularName ? [vernacularName] : [],
  commonNames: vernacularName ? { en: [vernacularName] } : {},
  synonyms: [],
  classification: { kingdom: 'Animalia', phylum: null, class: null, order: null, family: null, genus: null },
  isMarine: true,
  isBrackish: false,
  isFreshwater: false,
  isTerrestrial: false,
});

const photo = (id: number, speciesName: string, aphiaId: number | null, publishedAt: string) =>
  ({ id, slug: `s-${id}`, speciesName, scientificName: null, description: 'x', publishedAt, taxon: aphiaId ? { aphiaId } : null }) as PublicIdentification;

describe('species pages', () => {
  const taxa = new Map([
    [1, taxon(1, 'Amphiprion ocellaris', 'clown anemonefish')],
    [2, taxon(2, 'Paracanthurus hepatus', null)],
  ]);
  const records = new Map([
    [1, { slug: 'amphiprion-ocellaris', featuredIdentificationId: null }],
    [2, { slug: 'paracanthurus-hepatus', featuredIdentificationId: 6 }],
  ]);
  const published = [
    photo(3, 'Clownfish', 1, '2025-05-03'),
    photo(4, 'Clown Anemonefish', 1, '2025-05-01'),
    photo(5, 'Blue Tang', 2, '2025-05-02'),
    photo(6, 'Palette Surgeonfish', 2, '2025-05-04'),
    photo(7, 'Mystery fish', null, '2025-05-05'),
    photo(8, 'Known taxon, no page yet', 9, '2025-05-06'),
  ];

  test('one page per taxon with every photo, oldest first; an unresolved identification keeps its own page', () => {
    const catalogue = new Catalogue(speciesPages(published, taxa, records));
    expect(catalogue.page('amphiprion-ocellaris')!.photos.map((p) => p.id)).toEqual([4, 3]);
    expect(catalogue.page('s-7')).toMatchObject({ taxon: null, photos: [{ id: 7 }] });
    expect(catalogue.page('s-8')).toMatchObject({ taxon: null });
    expect(catalogue.photoCount).toBe(6);
  });

  test('the featured identification is the admin’s choice, else the first published', () => {
    const catalogue = new Catalogue(speciesPages(published, taxa, records));
    expect(catalogue.page('amphiprion-ocellaris')!.featured.id).toBe(4);
    expect(catalogue.page('paracanthurus-hepatus')!.featured.id).toBe(6);
    const unpublishedChoice = new Map([...records, [2, { slug: 'paracanthurus-hepatus', featuredIdentificationId: 99 }]]);
    expect(new Catalogue(speciesPages(published, taxa, unpublishedChoice)).page('paracanthurus-hepatus')!.featured.id).toBe(5);
  });

  test('pages go by WoRMS’s English name, else the featured name, and are listed by it', () => {
    const catalogue = new Catalogue(speciesPages(published, taxa, records));
    expect(catalogue.entries.map((page) => pageName(page))).toEqual(['Clown anemonefish', 'Known taxon, no page yet', 'Mystery fish', 'Palette Surgeonfish']);
  });

  test('meta descriptions take the first 150 characters of the description', () => {
    expect(metaDescription(` ${'a'.repeat(200)}`)).toBe('a'.repeat(150));
    expect(metaDescription('short ')).toBe('short');
  });
});
