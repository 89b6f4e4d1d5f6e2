import { openScratchDatabase } from '../../db/scratch';
import { describe, expect, test } from 'bun:test';
import { iucnCategoryName } from './iucn';
import type { NameMatch } from './model';
import { cleanName, namesToMatch, resolveName, verificationOf } from './names';
import { commonTaxon } from './rank-rule';

const step = (aphiaId: number, rank: string) => ({ aphiaId, rank, name: `${rank} ${aphiaId}` });
const KINGDOM = step(2, 'Kingdom');
const FAMILY = step(10, 'Family');
const GENUS = step(20, 'Genus');
const lineage = (...steps: ReturnType<typeof step>[]) => [KINGDOM, ...steps];

describe('the rank rule, alone', () => {
  test('no rule when the best candidate reaches the threshold', () => {
    expect(commonTaxon([{ confidence: 0.7, lineage: lineage(FAMILY, GENUS, step(30, 'Species')) }], 0.7)).toBeNull();
  });

  test('one unsure candidate steps up to its genus', () => {
    expect(commonTaxon([{ confidence: 0.5, lineage: lineage(FAMILY, GENUS, step(30, 'Species')) }], 0.7)).toEqual(GENUS);
  });

  test('candidates are taken in order until they reach the threshold; later ones do not widen the answer', () => {
    const candidates = [
      { confidence: 0.5, lineage: lineage(FAMILY, GENUS, step(30, 'Species')) },
      { confidence: 0.3, lineage: lineage(FAMILY, GENUS, step(31, 'Species')) },
      { confidence: 0.1, lineage: lineage(step(11, 'Family'), step(21, 'Genus'), step(32, 'Species')) },
    ];
    expect(commonTaxon(candidates, 0.7)).toEqual(GENUS);
    expect(commonTaxon(candidates, 0.85)).toEqual(KINGDOM);
  });

  test('sub-ranks are passed over: the answer is a genus or family, not a tribe', () => {
    const tribe = step(15, 'Tribe');
    const candidates = [
      { confidence: 0.4, lineage: lineage(FAMILY, tribe, step(20, 'Genus'), step(30, 'Species')) },
      { confidence: 0.4, lineage: lineage(FAMILY, tribe, step(21, 'Genus'), step(31, 'Species')) },
    ];
    expect(commonTaxon(candidates, 0.7)).toEqual(FAMILY);
  });

  test('candidates WoRMS does not know are left out; none known means no rule', () => {
    expect(commonTaxon([{ confidence: 0.4, lineage: null }, { confidence: 0.4, lineage: lineage(FAMILY, GENUS) }], 0.7)).toEqual(FAMILY);
    expect(commonTaxon([{ confidence: 0.4, lineage: null }], 0.7)).toBeNull();
  });
});

describe('names and categories', () => {
  test('names lose subgenus, sp., cf. and aff.; each binomial brings its genus along', () => {
    expect(cleanName('Chromis (Chromis)  cf. viridis')).toBe('Chromis viridis');
    expect(cleanName('Chromis sp.')).toBe('Chromis');
    expect(namesToMatch(['Chromis viridis', 'Chromis atripectoralis', '', null])).toEqual(['chromis viridis', 'chromis', 'chromis atripectoralis']);
  });

  test('IUCN categories as WoRMS writes them', () => {
    expect(iucnCategoryName('Endangered (EN)')).toBe('Endangered');
    expect(iucnCategoryName('CR')).toBe('Critically Endangered');
    expect(iucnCategoryName('least concern')).toBe('Least Concern');
    expect(iucnCategoryName('LR/nt')).toBe('Near Threatened');
    expect(iucnCategoryName('not a category')).toBeNull();
  });
});

describe('what WoRMS’s match_type means for the verification', () => {
  const accepted = { aphiaId: 10, acceptedId: 10 };
  const synonym = { aphiaId: 11, acceptedId: 10 };

  test('exact and exact_subgenus confirm the name: verified, or synonym when WoRMS does not accept it', () => {
    expect(verificationOf({ ...accepted, matchType: 'exact' })).toBe('verified');
    expect(verificationOf({ ...accepted, matchType: 'exact_subgenus' })).toBe('verified');
    expect(verificationOf({ ...synonym, matchType: 'exact' })).toBe('synonym');
    expect(verificationOf({ ...synonym, matchType: 'exact_subgenus' })).toBe('synonym');
  });

  test('exact_genus, phonetic and near_1 to near_3 corrected the name: fuzzy, synonym or not', () => {
    for (const matchType of ['exact_genus', 'phonetic', 'near_1', 'near_2', 'near_3']) {
      expect({ matchType, verification: verificationOf({ ...accepted, matchType }) }).toEqual({ matchType, verification: 'fuzzy' });
      expect({ matchType, verification: verificationOf({ ...synonym, matchType }) }).toEqual({ matchType, verification: 'fuzzy' });
    }
  });

  test('a match type WoRMS may add later is not taken as a confirmation', () => {
    expect(verificationOf({ ...accepted, matchType: 'exact_something_new' })).toBe('fuzzy');
    expect(verificationOf({ ...accepted, matchType: '' })).toBe('fuzzy');
  });

  const record = (name: string, rank: string, matchType: string, aphiaId = 50): NameMatch => ({
    aphiaId, name, status: 'accepted', rank, acceptedId: aphiaId, acceptedName: name, matchType,
    kingdom: 'Animalia', phylum: 'Chordata', class: null, order: null, family: null, genus: null, isMarine: true, isBrackish: null,
  });

  test('a corrected name of another kind (a genus for a binomial) does not stand for the name: the genus fallback decides', () => {
    const matches = new Map([
      ['chromis virdis', [record('Chromis', 'Genus', 'phonetic', 60)]],
      ['chromis', [record('Chromis', 'Genus', 'exact', 60)]],
    ]);
    expect(resolveName('Chromis virdis', matches, new Set())).toMatchObject({ verification: 'fuzzy', genusFallback: true, match: { aphiaId: 60 } });
    const none = new Map([['fictus fictum', [record('Fictus', 'Genus', 'near_3')]]]);
    expect(resolveName('Fictus fictum', none, new Set())).toBeNull();
  });

  test('of an exact and a near record with one name, the exact one wins', () => {
    const matches = new Map([['chromis viridis', [record('Chromis viridis', 'Species', 'near_1', 70), record('Chromis viridis', 'Species', 'exact', 71)]]]);
    expect(resolveName('Chromis viridis', matches, new Set())).toMatchObject({ verification: 'verified', match: { aphiaId: 71 } });
  });
});

describe('the taxa cache', () => {
  test('finds many taxa at once in one pass over the table', async () => {
    const { fixtureTaxa } = await import('../../../test-support/catalogue-fixtures');
    const { findTaxa, saveTaxon } = await import('./repo');
    const { db } = await openScratchDatabase();
    const taxa = fixtureTaxa(Array.from({ length: 1_200 }, (_, i) => ({ scientificName: `Genus species${i}`, speciesName: `Fish ${i}`, conservationStatus: 'Least Concern' })));
    for (const taxon of taxa) await saveTaxon(db, taxon);
    const ids = taxa.map((taxon) => taxon.aphiaId);
    expect((await findTaxa(db, ids)).size).toBe(1_200);
    expect([...(await findTaxa(db, ids.slice(0, 3))).keys()]).toEqual(ids.slice(0, 3));
  });
});
