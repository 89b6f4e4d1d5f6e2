import { describe, expect, test } from 'bun:test';
import { commonName, everyCommonName, sightingName, taxonHeading } from './taxon';

test("a taxon's common name is WoRMS's English name when it has one, as a heading writes it", () => {
  expect(commonName({ vernacularName: 'clown anemonefish' }, 'Ocellaris Clownfish')).toBe('Clown anemonefish');
});

test("without a WoRMS English name, or without a taxon, the common name is the model's", () => {
  expect(commonName({ vernacularName: null }, 'Ocellaris Clownfish')).toBe('Ocellaris Clownfish');
  expect(commonName(null, 'Unknown reef fish')).toBe('Unknown reef fish');
});

describe('a common name in a language', () => {
  const octopus = {
    scientificName: 'Octopus vulgaris',
    vernacularName: 'common octopus',
    commonNames: { en: ['common octopus'], es: ['pulpo común', 'pulpo'], de: ['Gemeiner Krake', 'Krake'] },
  };

  test("is the language's first name, as a heading writes it", () => {
    expect(commonName(octopus, 'Octopus', 'es')).toBe('Pulpo común');
    expect(commonName(octopus, 'Octopus', 'de')).toBe('Gemeiner Krake');
  });

  test("is the English name when the language has none, and English stays WoRMS's English name", () => {
    expect(commonName(octopus, 'Octopus', 'fr')).toBe('Common octopus');
    expect(commonName(octopus, 'Octopus', 'zh-Hans')).toBe('Common octopus');
    expect(commonName({ ...octopus, commonNames: { en: ['another'] } }, 'Octopus', 'en')).toBe('Common octopus');
    expect(commonName({ vernacularName: 'common octopus' }, 'Octopus', 'es')).toBe('Common octopus');
  });

  test("is the model's name without an English one, and a heading's is the scientific name", () => {
    const unnamed = { scientificName: 'Octopus vulgaris', vernacularName: null, commonNames: { fr: ['pieuvre'] } };
    expect(commonName(unnamed, 'Octopus', 'es')).toBe('Octopus');
    expect(commonName(unnamed, 'Octopus', 'fr')).toBe('Pieuvre');
    expect(taxonHeading(unnamed, 'de')).toBe('Octopus vulgaris');
    expect(taxonHeading(octopus, 'de')).toBe('Gemeiner Krake');
  });

  test('every common name a search finds a taxon by: English first, every language, each once', () => {
    expect(everyCommonName({ de: ['Krake'], es: ['pulpo', 'Krake'], en: ['common octopus'] })).toEqual(['common octopus', 'pulpo', 'Krake']);
  });
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
