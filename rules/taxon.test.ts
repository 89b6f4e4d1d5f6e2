import { describe, expect, test } from 'bun:test';
import { commonName, sightingName } from './taxon';

test("a taxon's common name is WoRMS's English name when it has one, as a heading writes it", () => {
  expect(commonName({ vernacularName: 'clown anemonefish' }, 'Ocellaris Clownfish')).toBe('Clown anemonefish');
});

test("without a WoRMS English name, or without a taxon, the common name is the model's", () => {
  expect(commonName({ vernacularName: null }, 'Ocellaris Clownfish')).toBe('Ocellaris Clownfish');
  expect(commonName(null, 'Unknown reef fish')).toBe('Unknown reef fish');
});

describe("a sighting's name", () => {
  const taxon = (aphiaId: number, scientificName: string, vernacularName: string | null) => ({ aphiaId, scientificName, vernacularName });

  test("is the experts' taxon once they settled on another than the model's, by its common name, else its scientific name", () => {
    const model = { speciesName: 'Clown anemonefish', taxon: { aphiaId: 278400 } };
    expect(sightingName({ ...model, communityTaxon: taxon(218855, 'Chromis viridis', 'blue-green chromis') })).toBe('Blue-green chromis');
    expect(sightingName({ ...model, communityTaxon: taxon(999, 'Chromis', null) })).toBe('Chromis');
  });

  test("is the answer's own name before any review, or when the experts agree with the model", () => {
    expect(sightingName({ speciesName: 'Clown anemonefish', taxon: { aphiaId: 278400 }, communityTaxon: null })).toBe('Clown anemonefish');
    expect(sightingName({ speciesName: 'Clown anemonefish', taxon: { aphiaId: 278400 }, communityTaxon: taxon(278400, 'Amphiprion ocellaris', 'x') })).toBe('Clown anemonefish');
  });
});
