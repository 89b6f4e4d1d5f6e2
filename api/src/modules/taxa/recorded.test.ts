import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { findRecording, recordedBody } from '../../fakes/recordings/worms';
import { openScratchDatabase } from '../../db/scratch';
import { startFakeWorms } from '../../fakes/worms';
import { createWormsClient } from '../../lib/worms/client';
import type { AphiaAttribute, AphiaVernacular } from '../../lib/worms/wire';
import { englishNames, iucnAssessmentOf, Taxonomy } from './lookup';
import { classificationContext, resolveName } from './names';
import { commonTaxon } from './rank-rule';
import { findTaxa, saveTaxon } from './repo';
import type { Db } from '../../db/client';

/** Real WoRMS answers (api/src/fakes/recordings/worms), served by the fake as they were recorded. */
const worms = startFakeWorms();
afterAll(() => worms.stop());

const client = createWormsClient(worms.url);
let taxonomy: Taxonomy;
let db: Db;
beforeEach(async () => {
  worms.reset();
  db = (await openScratchDatabase()).db;
  taxonomy = new Taxonomy(db, client, () => new Date('2026-11-01T12:00:00Z'));
});

const signal = () => AbortSignal.timeout(2_000);
/** Octopus vulgaris, a made-up taxon of the fake (worms-taxa.ts) with names in every language. */
const OCTOPUS = 140605;
const body = <T>(call: Parameters<typeof findRecording>[0], asked: number | string) => recordedBody(findRecording(call, asked)!) as T;

describe('against the recorded WoRMS answers', () => {
  test('an accepted taxon: Rhincodontidae with its classification, authority, synonyms and WoRMS link', async () => {
    const taxon = (await taxonomy.taxa([105706], signal())).get(105706);
    expect(taxon).toMatchObject({
      aphiaId: 105706,
      scientificName: 'Rhincodontidae',
      authority: 'Müller & Henle, 1841',
      rank: 'Family',
      status: 'accepted',
      url: 'https://www.marinespecies.org/aphia.php?p=taxdetails&id=105706',
      classification: { kingdom: 'Animalia', phylum: 'Chordata', class: 'Elasmobranchii', order: 'Orectolobiformes', family: 'Rhincodontidae', genus: null },
      isMarine: true,
      isBrackish: null,
      synonyms: ['Rhiniodontidae'],
      iucnCategory: null,
      iucnYear: null,
    });
  });

  test('a vernacular choice among several languages: the English name, wherever WoRMS lists it', async () => {
    const taxon = (await taxonomy.taxa([105706], signal())).get(105706)!;
    expect(body<AphiaVernacular[]>('AphiaVernacularsByAphiaID', 105706).map((v) => v.language_code)).toEqual(['jpn', 'jpn', 'rus', 'fra', 'spa', 'eng', 'jpn']);
    expect(taxon).toMatchObject({ vernacularName: 'whale shark', vernacularNames: ['whale shark'] });
    // Every name in the product's languages is kept too (Japanese and Russian are not among them), and read back.
    const commonNames = { en: ['whale shark'], es: ['tiburones ballena'], fr: ['requins baleine'] };
    expect(taxon.commonNames).toEqual(commonNames);
    expect((await findTaxa(db, [105706])).get(105706)!.commonNames).toEqual(commonNames);
    // Two English names: both kept, WoRMS's first one shown.
    expect(englishNames(body<AphiaVernacular[]>('AphiaVernacularsByAphiaID', 156806))).toEqual(['gilded wedgeclam', "Turton's wedge clam"]);
  });

  test('a classification with sub-ranks: all of them in the lineage, none of them an answer of the rank rule', async () => {
    const { lineage } = (await taxonomy.taxa([105706], signal())).get(105706)!;
    expect(lineage.map((step) => step.rank)).toEqual(['Kingdom', 'Phylum', 'Subphylum', 'Superclass', 'Superclass', 'Class', 'Subclass', 'Infraclass', 'Superorder', 'Order', 'Family']);
    // A lone unsure family steps up one rank: to its order, past the superorder Galeomorphi.
    expect(commonTaxon([{ confidence: 0.5, lineage }], 0.7)).toEqual({ aphiaId: 10208, rank: 'Order', name: 'Orectolobiformes' });
    // Two families of one order, neither sure: the order, not the superorder or infraclass between.
    const sibling = [...lineage.slice(0, -1), { aphiaId: 9_999_001, rank: 'Family', name: 'Another family' }];
    expect(commonTaxon([{ confidence: 0.4, lineage }, { confidence: 0.4, lineage: sibling }], 0.7)?.name).toBe('Orectolobiformes');
  });

  test('a synonym matched exactly: its accepted name stands for it, marked synonym', async () => {
    const matches = await taxonomy.matchNames(['Coryphaena immaculata'], signal());
    const resolved = resolveName('Coryphaena immaculata', matches, classificationContext('Animalia > Chordata > Actinopterygii'));
    expect(resolved).toMatchObject({ verification: 'synonym', genusFallback: false, match: { aphiaId: 302815, acceptedId: 126846, acceptedName: 'Coryphaena hippurus', matchType: 'exact' } });
  });

  test('a fuzzy match: "Gadus morha" is Gadus morhua, near_1, marked fuzzy', async () => {
    const matches = await taxonomy.matchNames(['Gadus morha'], signal());
    const resolved = resolveName('Gadus morha', matches, new Set());
    expect(resolved).toMatchObject({ verification: 'fuzzy', match: { aphiaId: 126436, acceptedId: 126436, acceptedName: 'Gadus morhua', matchType: 'near_1', status: 'accepted' } });
  });

  test('the IUCN category nested under "Species importance to society", with its year', async () => {
    const attributes = await client.attributes(276793, signal());
    expect(attributes.map((a) => a.measurementType)).toEqual(['Species importance to society']);
    expect(iucnAssessmentOf(attributes, 276793)).toEqual({ category: 'Least Concern', year: 2018 });
  });

  test('an inherited IUCN category is not the species’ own assessment', async () => {
    const attributes = await client.attributes(126436, signal());
    expect(attributes[0]!.AphiaID_Inherited).toBe(125732);
    expect(iucnAssessmentOf(attributes, 126436)).toBeNull();
    // The same tree, as the genus's own: then it counts.
    expect(iucnAssessmentOf(body<AphiaAttribute[]>('AphiaAttributesByAphiaID', 126436), 125732)).toEqual({ category: 'Vulnerable', year: 1996 });
  });

  test('a 204: an id WoRMS does not know is no taxon, not an error', async () => {
    expect(await client.record(44444, signal())).toBeNull();
    expect((await taxonomy.taxa([44444], signal())).size).toBe(0);
    expect(worms.requests).toContain('AphiaRecordsByAphiaIDs?aphiaids[]=44444');
  });

  test('several names per language under the bibliographic codes (made up in the recorded shape): every one kept, in order', async () => {
    const taxon = (await taxonomy.taxa([OCTOPUS], signal())).get(OCTOPUS)!;
    expect(taxon.commonNames).toEqual({ en: ['common octopus'], es: ['pulpo común', 'pulpo'], fr: ['pieuvre'], de: ['Gemeiner Krake', 'Krake'], 'zh-Hans': ['普通章鱼'] });
    expect(taxon).toMatchObject({ vernacularName: 'common octopus', vernacularNames: ['common octopus'] });
  });

  test('a taxon cached with English names only gains the other languages when it is next asked for', async () => {
    const cached = (await taxonomy.taxa([OCTOPUS], signal())).get(OCTOPUS)!;
    // As a taxon cached before other languages were kept, and marked stale by that migration (fetched at the epoch).
    await saveTaxon(db, { ...cached, commonNames: { en: cached.vernacularNames }, fetchedAt: new Date(0) });
    expect((await findTaxa(db, [OCTOPUS])).get(OCTOPUS)!.commonNames).toEqual({ en: ['common octopus'] });
    expect((await taxonomy.taxa([OCTOPUS], signal())).get(OCTOPUS)!.commonNames.de).toEqual(['Gemeiner Krake', 'Krake']);
    expect((await findTaxa(db, [OCTOPUS])).get(OCTOPUS)!.commonNames.es).toEqual(['pulpo común', 'pulpo']);
  });

  test('synonyms: a page of fewer than 50 is the last, so Gadus morhua costs one call', async () => {
    expect(await client.synonyms(126436, signal())).toHaveLength(19);
    expect(worms.requests.filter((path) => path.startsWith('AphiaSynonymsByAphiaID'))).toEqual(['AphiaSynonymsByAphiaID/126436?offset=1']);
  });
});
