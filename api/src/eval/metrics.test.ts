import { describe, expect, test } from 'bun:test';
import { calibration, containsLabel, isAbstention, percentile, rankedAnswers, sameAt, topKCorrect, type TaxonKey } from './metrics';

/** Made-up taxa: family 10 > genera 20, 21 > species 30, 31 (genus 20) and 32 (genus 21). */
const family = { aphiaId: 10, name: 'Pomacentridae' };
const genus = (id: number, name: string) => ({ aphiaId: id, name });
const species = (id: number, name: string, g: { aphiaId: number; name: string }): TaxonKey => ({
  aphiaId: id,
  scientificName: name,
  rank: 'Species',
  at: { species: { aphiaId: id, name }, genus: g, family },
  lineageIds: [1, 10, g.aphiaId, id],
});
const chromis = genus(20, 'Chromis');
const amphiprion = genus(21, 'Amphiprion');
const viridis = species(30, 'Chromis viridis', chromis);
const atripectoralis = species(31, 'Chromis atripectoralis', chromis);
const ocellaris = species(32, 'Amphiprion ocellaris', amphiprion);
const chromisGenus: TaxonKey = { aphiaId: 20, scientificName: 'Chromis', rank: 'Genus', at: { genus: chromis, family }, lineageIds: [1, 10, 20] };

describe('rank comparison and top-k', () => {
  test('same species, genus and family by AphiaID; a genus is never right at species rank', () => {
    expect(sameAt(viridis, viridis, 'species')).toBe(true);
    expect(sameAt(atripectoralis, viridis, 'species')).toBe(false);
    expect(sameAt(atripectoralis, viridis, 'genus')).toBe(true);
    expect(sameAt(ocellaris, viridis, 'genus')).toBe(false);
    expect(sameAt(ocellaris, viridis, 'family')).toBe(true);
    expect(sameAt(chromisGenus, viridis, 'species')).toBe(false);
    expect(sameAt(chromisGenus, viridis, 'genus')).toBe(true);
    expect(sameAt(null, viridis, 'family')).toBe(false);
  });

  test('by name when one side has no AphiaID at that rank (no WoRMS classification)', () => {
    const bare: TaxonKey = { ...viridis, aphiaId: 99, at: { species: { aphiaId: 99, name: 'x' }, genus: { aphiaId: null, name: 'chromis' } }, lineageIds: [] };
    expect(sameAt(bare, viridis, 'genus')).toBe(true);
    expect(sameAt(bare, viridis, 'family')).toBe(false);
  });

  test('top-1 and top-3 over the ranked answers; unmatched answers take their place', () => {
    const answers = rankedAnswers(chromisGenus, [viridis, atripectoralis, null]);
    expect(answers.map((a) => a?.aphiaId ?? null)).toEqual([20, 30, 31, null]);
    expect(topKCorrect(answers, viridis, 'species', 1)).toBe(false);
    expect(topKCorrect(answers, viridis, 'genus', 1)).toBe(true);
    expect(topKCorrect(answers, viridis, 'species', 3)).toBe(true);
    expect(topKCorrect(rankedAnswers(null, [null, ocellaris]), ocellaris, 'species', 1)).toBe(false);
    expect(topKCorrect(rankedAnswers(null, [null, ocellaris]), ocellaris, 'species', 3)).toBe(true);
    // The shown taxon is also the first candidate: counted once, so the third candidate is within the top 3.
    const deduped = rankedAnswers(viridis, [viridis, atripectoralis, ocellaris]);
    expect(deduped).toHaveLength(3);
    expect(topKCorrect(deduped, ocellaris, 'species', 3)).toBe(true);
  });

  test('abstention: above species; right when its taxon contains the label', () => {
    expect(isAbstention(chromisGenus)).toBe(true);
    expect(isAbstention(viridis)).toBe(false);
    expect(isAbstention({ ...viridis, rank: 'Subspecies' })).toBe(false);
    expect(isAbstention(null)).toBe(false);
    expect(containsLabel(chromisGenus, viridis)).toBe(true);
    expect(containsLabel(chromisGenus, ocellaris)).toBe(false);
    expect(containsLabel({ ...chromisGenus, lineageIds: [] }, atripectoralis)).toBe(true);
  });
});

describe('percentiles', () => {
  test('linear interpolation between closest ranks', () => {
    const values = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(values, 0.5)).toBeCloseTo(5.5, 10);
    expect(percentile(values, 0.9)).toBeCloseTo(9.1, 10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 1)).toBe(10);
    expect(percentile([42], 0.9)).toBe(42);
    expect(percentile([1, 2, 3], 0.5)).toBe(2);
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe('expected calibration error', () => {
  test('perfectly calibrated bins give 0', () => {
    const points = [
      { confidence: 0.75, correct: true },
      { confidence: 0.75, correct: true },
      { confidence: 0.75, correct: true },
      { confidence: 0.75, correct: false },
    ];
    expect(calibration(points).ece).toBeCloseTo(0, 10);
  });

  test('weighted gap between accuracy and confidence per bin; 1.0 falls in the last bin, 0 in the first', () => {
    const result = calibration([
      { confidence: 0.9, correct: false }, // bin 9: gap 0.9
      { confidence: 1, correct: true }, // bin 9
      { confidence: 0.05, correct: false }, // bin 0: gap 0.05
      { confidence: 0, correct: true }, // bin 0
    ]);
    // bin 9: mean conf 0.95, accuracy 0.5 → 0.45; bin 0: mean conf 0.025, accuracy 0.5 → 0.475; each weighs 2/4.
    expect(result.ece).toBeCloseTo(0.5 * 0.45 + 0.5 * 0.475, 10);
    expect(result.bins).toHaveLength(10);
    expect(result.bins[9]).toMatchObject({ from: 0.9, to: 1, count: 2, accuracy: 0.5 });
    expect(result.bins[0]!.count).toBe(2);
    expect(result.bins[5]).toMatchObject({ count: 0, accuracy: null, meanConfidence: null });
  });

  test('an overconfident model: always 0.9 sure, right one time in three', () => {
    const points = [0, 1, 2].map((i) => ({ confidence: 0.9, correct: i === 0 }));
    expect(calibration(points).ece).toBeCloseTo(0.9 - 1 / 3, 10);
    expect(calibration([]).ece).toBeNull();
  });
});
