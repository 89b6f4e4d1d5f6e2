import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { openScratchDatabase } from '../../db/scratch';
import { startFakeWorms } from '../../fakes/worms';
import { createWormsClient } from '../../lib/worms/client';
import { groundAnswer, type ModelAnswer } from './ground';
import { Taxonomy } from './lookup';

const worms = startFakeWorms();
afterAll(() => worms.stop());

let clock = new Date('2026-11-01T12:00:00Z');
let taxonomy: Taxonomy;
beforeEach(async () => {
  worms.reset();
  clock = new Date('2026-11-01T12:00:00Z');
  taxonomy = new Taxonomy((await openScratchDatabase()).db, createWormsClient(worms.url), () => clock);
});

const OPTIONS = { speciesThreshold: 0.7, timeoutMs: 1_000 };

/** A model answer naming one species, sure of it unless told otherwise. */
function answer(scientificName: string, extra: Partial<ModelAnswer> = {}): ModelAnswer {
  return {
    speciesName: 'As the model named it',
    scientificName,
    classification: 'Animalia > Chordata > Actinopterygii > Perciformes > Pomacentridae',
    conservationStatus: 'Least Concern',
    candidates: [{ name: 'As the model named it', scientificName, rank: 'species', confidence: 0.9 }],
    alternativeSpecies: [],
    ...extra,
  };
}

const ground = (a: ModelAnswer, options = OPTIONS) => groundAnswer(taxonomy, a, options);

describe('checking the model answer against WoRMS', () => {
  test('exact match: verified, the accepted taxon with its classification, WoRMS link and common name', async () => {
    const result = await ground(answer('Amphiprion ocellaris'));
    expect(result.verification).toBe('verified');
    expect(result.taxon).toMatchObject({
      aphiaId: 278400,
      scientificName: 'Amphiprion ocellaris',
      authority: 'Cuvier, 1830',
      rank: 'Species',
      status: 'accepted',
      url: 'https://www.marinespecies.org/aphia.php?p=taxdetails&id=278400',
      vernacularName: 'clown anemonefish',
      classification: { kingdom: 'Animalia', phylum: 'Chordata', class: 'Actinopterygii', order: 'Perciformes', family: 'Pomacentridae', genus: 'Amphiprion' },
      isMarine: true,
      isFreshwater: false,
    });
    // One name per species: WoRMS's English name, chosen here once, not the model's own.
    expect(result.speciesName).toBe('Clown anemonefish');
    expect(result.classification).toBe('Animalia > Chordata > Actinopterygii > Perciformes > Pomacentridae > Amphiprion');
    expect(result.candidates[0]).toMatchObject({ aphiaId: 278400, verification: 'verified' });
  });

  test('all names go to WoRMS in one match call, then the chosen taxon’s five detail calls', async () => {
    await ground(answer('Amphiprion ocellaris', { alternativeSpecies: [{ name: 'Orange clownfish', scientificName: 'Amphiprion percula' }] }));
    const matchCalls = worms.requests.filter((path) => path.startsWith('AphiaRecordsByMatchNames'));
    expect(matchCalls).toHaveLength(1);
    const query = new URLSearchParams(matchCalls[0]!.split('?')[1]);
    expect(query.getAll('scientificnames[]').sort()).toEqual(['amphiprion', 'amphiprion ocellaris', 'amphiprion percula']);
    expect(worms.requests.filter((path) => !path.startsWith('AphiaRecordsByMatchNames')).map((path) => path.split(/[/?]/)[0]).sort()).toEqual([
      'AphiaAttributesByAphiaID',
      'AphiaClassificationByAphiaID',
      'AphiaRecordsByAphiaIDs',
      'AphiaSynonymsByAphiaID',
      'AphiaVernacularsByAphiaID',
    ]);
  });

  test('synonym: the accepted name replaces it, the model’s name is kept', async () => {
    const result = await ground(answer('Chromis caerulea'));
    expect(result.verification).toBe('synonym');
    expect(result.scientificName).toBe('Chromis viridis');
    expect(result.modelScientificName).toBe('Chromis caerulea');
    expect(result.taxon?.aphiaId).toBe(218855);
    expect(result.candidates[0]).toMatchObject({ scientificName: 'Chromis viridis', aphiaId: 218855, verification: 'synonym' });
    expect(result.taxon).toMatchObject({ synonyms: ['Chromis caerulea'], vernacularNames: ['blue-green chromis'] });
  });

  test('fuzzy match: a misspelt name is matched to the real one', async () => {
    const result = await ground(answer('Amphiprion ocelaris'));
    expect(result.verification).toBe('fuzzy');
    expect(result.scientificName).toBe('Amphiprion ocellaris');
    expect(result.modelScientificName).toBe('Amphiprion ocelaris');
  });

  test('homonym: the record that fits the answer’s classification wins', async () => {
    const gannet = await ground(answer('Morus', { classification: 'Animalia > Chordata > Aves > Suliformes > Sulidae' }));
    expect(gannet.taxon).toMatchObject({ aphiaId: 148780, classification: { kingdom: 'Animalia', family: 'Sulidae' } });
    const mulberry = await ground(answer('Morus', { classification: 'Plantae > Tracheophyta > Magnoliopsida > Rosales > Moraceae' }));
    expect(mulberry.taxon).toMatchObject({ aphiaId: 9003, classification: { kingdom: 'Plantae' }, isTerrestrial: true });
  });

  test('genus fallback: an unknown species in a known genus becomes that genus', async () => {
    const result = await ground(answer('Chromis imaginaria'));
    expect(result.verification).toBe('fuzzy');
    expect(result.taxon).toMatchObject({ aphiaId: 158709, rank: 'Genus', scientificName: 'Chromis' });
    expect(result.speciesName).toBe('Genus Chromis');
    expect(result.modelScientificName).toBe('Chromis imaginaria');
    expect(result.candidates[0]).toMatchObject({ scientificName: 'Chromis', rank: 'genus', aphiaId: 158709, verification: 'fuzzy' });
  });

  test('unmatched: a name WoRMS does not know stays as the model said it, without a taxon', async () => {
    const result = await ground(answer('Nemo fictus', { classification: 'Animalia > Chordata' }));
    expect(result).toMatchObject({ verification: 'unmatched', taxon: null, scientificName: 'Nemo fictus', conservationStatusSource: 'model' });
    expect(result.candidates[0]).toMatchObject({ aphiaId: null, verification: 'unmatched' });
  });

  test('non-marine: a freshwater-only taxon keeps its flags so the result can say so', async () => {
    const result = await ground(answer('Pterophyllum scalare'));
    expect(result.taxon).toMatchObject({ isMarine: false, isBrackish: false, isFreshwater: true });
  });

  test('conservation status from WoRMS’s IUCN assessment with its year, else the model’s estimate', async () => {
    const turtle = await ground(answer('Chelonia mydas', { conservationStatus: 'Vulnerable' }));
    expect(turtle).toMatchObject({ conservationStatus: 'Endangered', conservationStatusSource: 'worms-iucn', conservationStatusYear: 2004 });
    const chromis = await ground(answer('Chromis viridis', { conservationStatus: 'Vulnerable' }));
    expect(chromis).toMatchObject({ conservationStatus: 'Least Concern', conservationStatusSource: 'worms-iucn', conservationStatusYear: null });
  });

  test('an IUCN category inherited from the genus is not the species’ own: the model’s estimate stands', async () => {
    const clownfish = await ground(answer('Amphiprion ocellaris', { conservationStatus: 'Near Threatened' }));
    expect(clownfish).toMatchObject({ conservationStatus: 'Near Threatened', conservationStatusSource: 'model', conservationStatusYear: null });
    expect(clownfish.taxon).toMatchObject({ iucnCategory: null, iucnYear: null });
  });

  test('every page of synonyms is read, 50 at a time, until a short page', async () => {
    const result = await ground(answer('Mola mola', { classification: 'Animalia > Chordata > Actinopterygii > Tetraodontiformes > Molidae' }));
    expect(result.taxon?.synonyms).toHaveLength(120);
    expect(result.taxon?.synonyms.at(-1)).toBe('Mola mola120');
    expect(worms.requests.filter((path) => path.startsWith('AphiaSynonymsByAphiaID'))).toEqual([
      'AphiaSynonymsByAphiaID/9033?offset=1',
      'AphiaSynonymsByAphiaID/9033?offset=51',
      'AphiaSynonymsByAphiaID/9033?offset=101',
    ]);
  });

  test('look-alikes are checked too: accepted name and AphiaID', async () => {
    const result = await ground(
      answer('Chromis viridis', {
        alternativeSpecies: [
          { name: 'Blue-green damselfish', scientificName: 'Chromis caerulea' },
          { name: 'Made up', scientificName: 'Fictus fictus' },
        ],
      }),
    );
    expect(result.alternativeSpecies).toEqual([
      { name: 'Blue-green damselfish', scientificName: 'Chromis viridis', aphiaId: 218855, verification: 'synonym' },
      { name: 'Made up', scientificName: 'Fictus fictus', aphiaId: null, verification: 'unmatched' },
    ]);
  });

  test('WoRMS answering 500: the answer stays as the model gave it, marked unavailable', async () => {
    worms.setScenario('500');
    const result = await ground(answer('Chromis caerulea', { candidates: [{ name: 'b', scientificName: 'Chromis caerulea', rank: 'species', confidence: 0.2 }, { name: 'a', scientificName: 'Chromis viridis', rank: 'species', confidence: 0.6 }] }));
    expect(result).toMatchObject({ verification: 'unavailable', taxon: null, scientificName: 'Chromis caerulea', conservationStatusSource: 'model' });
    expect(result.candidates.map((c) => c.confidence)).toEqual([0.6, 0.2]);
  });

  test('WoRMS too slow: the deadline ends the check, marked unavailable, on time', async () => {
    worms.setScenario('slow', { slowMs: 5_000 });
    const started = performance.now();
    const result = await ground(answer('Amphiprion ocellaris'), { ...OPTIONS, timeoutMs: 300 });
    expect(result.verification).toBe('unavailable');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  test('a cached taxon costs no call; after 30 days it is asked again', async () => {
    await ground(answer('Chelonia mydas'));
    const calls = worms.requests.length;
    expect(calls).toBeGreaterThan(0);

    const cached = await ground(answer('Chelonia mydas'));
    expect(cached.taxon?.aphiaId).toBe(137206);
    expect(worms.requests.length).toBe(calls);

    clock = new Date(clock.getTime() + 31 * 24 * 60 * 60 * 1000);
    await ground(answer('Chelonia mydas'));
    expect(worms.requests.length).toBeGreaterThan(calls);
  });

  test('a stale cache entry still answers when WoRMS is down', async () => {
    await ground(answer('Chelonia mydas'));
    clock = new Date(clock.getTime() + 31 * 24 * 60 * 60 * 1000);
    worms.setScenario('500');
    const result = await ground(answer('Chelonia mydas'));
    expect(result).toMatchObject({ verification: 'verified', taxon: { aphiaId: 137206 } });
  });
});

describe('the rank rule', () => {
  const unsure = (candidates: ModelAnswer['candidates']) => answer(candidates[0]!.scientificName, { candidates });
  /** A species the model offered, with its name and how sure it was. */
  const species = (name: string, scientificName: string, confidence: number) => ({ name, scientificName, rank: 'species' as const, confidence });

  test('two Chromis species, neither sure: the answer is the genus they share, species still listed', async () => {
    const result = await ground(unsure([species('Blue-green chromis', 'Chromis viridis', 0.46), species('Black-axil chromis', 'Chromis atripectoralis', 0.38)]));
    expect(result.taxon).toMatchObject({ aphiaId: 158709, rank: 'Genus' });
    expect(result).toMatchObject({ verification: 'verified', scientificName: 'Chromis', speciesName: 'Genus Chromis', modelScientificName: 'Chromis viridis' });
    expect(result.candidates.map((c) => c.scientificName)).toEqual(['Chromis viridis', 'Chromis atripectoralis']);
  });

  test('candidates in two genera of one family: the family, named by its common name', async () => {
    const result = await ground(unsure([species('Clownfish', 'Amphiprion ocellaris', 0.5), species('Chromis', 'Chromis viridis', 0.3)]));
    expect(result.taxon).toMatchObject({ rank: 'Family', scientificName: 'Pomacentridae' });
    expect(result.speciesName).toBe('Damselfishes (family Pomacentridae)');
    expect(result.classification).toBe('Animalia > Chordata > Actinopterygii > Perciformes > Pomacentridae');
  });

  test('sub-ranks in the lineage are passed over: two sea turtles make the family, not the superfamily', async () => {
    const result = await ground(unsure([species('Green turtle', 'Chelonia mydas', 0.4), species('Hawksbill turtle', 'Eretmochelys imbricata', 0.4)]));
    expect(result.taxon?.lineage.map((step) => step.rank)).toContain('Superfamily');
    expect(result.taxon).toMatchObject({ rank: 'Family', scientificName: 'Cheloniidae' });
    expect(result.speciesName).toBe('Sea turtles (family Cheloniidae)');
  });

  test('a sure best candidate is shown as the species', async () => {
    const result = await ground(unsure([species('Blue-green chromis', 'Chromis viridis', 0.8), species('Black-axil chromis', 'Chromis atripectoralis', 0.1)]));
    expect(result.taxon).toMatchObject({ rank: 'Species', aphiaId: 218855 });
  });

  test('IDENTIFY_SPECIES_THRESHOLD moves the line', async () => {
    const candidates = [species('Blue-green chromis', 'Chromis viridis', 0.6), species('Black-axil chromis', 'Chromis atripectoralis', 0.3)];
    expect((await ground(unsure(candidates), { ...OPTIONS, speciesThreshold: 0.5 })).taxon?.rank).toBe('Species');
    expect((await ground(unsure(candidates), { ...OPTIONS, speciesThreshold: 0.7 })).taxon?.rank).toBe('Genus');
  });
});
