import { describe, expect, test } from 'bun:test';
import { cardDescription, Catalogue, metaDescription, speciesKey, type PublicIdentification } from './catalogue';

const entry = (id: number, speciesName: string, scientificName: string | null, publishedAt: string) =>
  ({ id, slug: `s-${id}`, speciesName, scientificName, description: 'x', publishedAt }) as PublicIdentification;

describe('catalogue', () => {
  test('groups photos of a species by scientific name, case-insensitively, oldest publication first', () => {
    const catalogue = new Catalogue([
      entry(1, 'Clownfish', 'Amphiprion ocellaris', '2025-05-03'),
      entry(2, 'Clown Anemonefish', 'amphiprion ocellaris ', '2025-05-01'),
      entry(3, 'Blue Tang', null, '2025-05-02'),
      entry(4, 'blue tang', '', '2025-05-04'),
    ]);
    expect(catalogue.page('s-1')!.related.map((e) => e.id)).toEqual([2]);
    expect(catalogue.page('s-4')!.related.map((e) => e.id)).toEqual([3]);
    expect(catalogue.entries.map((e) => e.speciesName)).toEqual(['Blue Tang', 'blue tang', 'Clown Anemonefish', 'Clownfish']);
    expect(speciesKey({ speciesName: ' Blue Tang ', scientificName: null })).toBe('blue tang');
  });

  test('meta descriptions take the first 150 characters; cards cut there with an ellipsis', () => {
    const long = 'a'.repeat(200);
    expect(metaDescription(long)).toHaveLength(150);
    expect(cardDescription(long)).toBe(`${'a'.repeat(150)}...`);
    expect(cardDescription('short')).toBe('short');
  });
});
