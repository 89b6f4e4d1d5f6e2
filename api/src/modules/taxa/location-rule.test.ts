import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { openScratchDatabase } from '../../db/scratch';
import { SPECIES } from '../../fakes/species';
import { startFakeWorms } from '../../fakes/worms';
import { createWormsClient } from '../../lib/worms/client';
import { groundAnswer } from './ground';
import { Taxonomy } from './lookup';

const worms = startFakeWorms();
afterAll(() => worms.stop());
let taxonomy: Taxonomy;
beforeEach(async () => {
  worms.reset();
  taxonomy = new Taxonomy((await openScratchDatabase()).db, createWormsClient(worms.url), () => new Date('2026-11-01T12:00:00Z'));
});

const CLOWNFISH = SPECIES[0]!; // Amphiprion ocellaris 0.82, A. percula 0.14, genus Amphiprion 0.04
const OCELLARIS = 278400;
const PERCULA = 278401;
const AMPHIPRION = 205734;
/** The clownfish answer with neither species sure: A. ocellaris 0.5, A. percula 0.45. */
const UNSURE = { ...CLOWNFISH, candidates: [{ ...CLOWNFISH.candidates[0]!, confidence: 0.5 }, { ...CLOWNFISH.candidates[1]!, confidence: 0.45 }] };

/** OBIS as the grounding sees it: which accepted taxa were recorded near the photo. */
const recorded = (answers: Record<number, boolean>) => async (ids: number[]) =>
  new Map(ids.filter((id) => id in answers).map((id) => [id, answers[id]!]));

/** Each candidate's name and confidence, and what one rule found of it (recorded nearby, or at this depth). */
const weighed = (result: Awaited<ReturnType<typeof groundAnswer>>, rule: 'nearby' | 'atDepth') =>
  result.candidates.map((c) => [c.scientificName, c.confidence, c[rule]]);

const ground = (nearby?: (ids: number[]) => Promise<Map<number, boolean>>) =>
  groundAnswer(taxonomy, CLOWNFISH, { speciesThreshold: 0.7, timeoutMs: 1_000, nearby });

describe('the location rule', () => {
  test('recorded nearby, or not known: the answer stands, and each candidate says which', async () => {
    const near = await ground(recorded({ [OCELLARIS]: true, [PERCULA]: true }));
    expect(near.scientificName).toBe('Amphiprion ocellaris');
    expect(near.candidates.map((c) => [c.aphiaId, c.nearby])).toEqual([[OCELLARIS, true], [PERCULA, true], [AMPHIPRION, null]]);
    const unknown = await ground();
    expect(unknown.scientificName).toBe('Amphiprion ocellaris');
    expect(unknown.candidates.map((c) => c.nearby)).toEqual([null, null, null]);
  });

  test('a best candidate never recorded near here counts half: under the threshold, the rank rule gives the genus', async () => {
    const result = await ground(recorded({ [OCELLARIS]: false, [PERCULA]: true, [AMPHIPRION]: true }));
    expect(result.scientificName).toBe('Amphiprion');
    expect(result.taxon?.rank).toBe('Genus');
    expect(result.verification).toBe('verified');
    // The candidates keep the model's confidence, ranked by their weight.
    expect(weighed(result, 'nearby')).toEqual([['Amphiprion ocellaris', 0.82, false], ['Amphiprion percula', 0.14, true], ['Amphiprion', 0.04, true]]);
  });

  test('a candidate not recorded nearby drops below one that is, when its weight falls under it', async () => {
    const result = await groundAnswer(taxonomy, UNSURE, {
      speciesThreshold: 0.7,
      timeoutMs: 1_000,
      nearby: recorded({ [OCELLARIS]: false, [PERCULA]: true }),
    });
    expect(result.candidates.map((c) => c.scientificName)).toEqual(['Amphiprion percula', 'Amphiprion ocellaris']);
  });
});

const groundAt = (nearby: Record<number, boolean>, atDepth: Record<number, boolean>, answer = CLOWNFISH) =>
  groundAnswer(taxonomy, answer, { speciesThreshold: 0.7, timeoutMs: 1_000, nearby: recorded(nearby), atDepth: recorded(atDepth) });

describe('the depth rule', () => {
  test('recorded at this depth, or not known: the answer stands, and each candidate says which', async () => {
    const result = await groundAt({ [OCELLARIS]: true, [PERCULA]: true }, { [OCELLARIS]: true });
    expect(result.scientificName).toBe('Amphiprion ocellaris');
    expect(result.candidates.map((c) => [c.aphiaId, c.nearby, c.atDepth])).toEqual([[OCELLARIS, true, true], [PERCULA, true, null], [AMPHIPRION, null, null]]);
    expect((await ground()).candidates.map((c) => c.atDepth)).toEqual([null, null, null]);
  });

  test('a best candidate recorded nearby but never at this depth counts half: under the threshold, the genus', async () => {
    const result = await groundAt({ [OCELLARIS]: true, [PERCULA]: true }, { [OCELLARIS]: false, [PERCULA]: true });
    expect(result.scientificName).toBe('Amphiprion');
    expect(weighed(result, 'atDepth')).toEqual([['Amphiprion ocellaris', 0.82, false], ['Amphiprion percula', 0.14, true], ['Amphiprion', 0.04, null]]);
  });

  test('a candidate not recorded at this depth drops below one that is; not nearby and not at depth lower it once', async () => {
    const atDepth = await groundAt({ [OCELLARIS]: true, [PERCULA]: true }, { [OCELLARIS]: false, [PERCULA]: true }, UNSURE);
    expect(atDepth.candidates.map((c) => c.scientificName)).toEqual(['Amphiprion percula', 'Amphiprion ocellaris']);
    // Both rules against A. ocellaris (0.5 → 0.25 if they compounded), only the location rule against A. percula (0.225).
    const both = await groundAt({ [OCELLARIS]: false, [PERCULA]: false }, { [OCELLARIS]: false, [PERCULA]: true }, UNSURE);
    expect(both.candidates.map((c) => c.scientificName)).toEqual(['Amphiprion ocellaris', 'Amphiprion percula']);
  });
});
