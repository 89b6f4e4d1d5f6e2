import { describe, expect, test } from 'bun:test';
import { accuracyFigures, median, type LineageStep, type VerifiedSighting } from './figures';

// Made-up WoRMS lineages: two fish families and a family of sea slugs.
const step = (aphiaId: number, rank: string, name: string): LineageStep => ({ aphiaId, rank, name });
const FISH = [step(1, 'Kingdom', 'Animalia'), step(2, 'Phylum', 'Chordata'), step(3, 'Class', 'Actinopteri'), step(4, 'Order', 'Ovalentaria')];
const POMACENTRIDAE = [...FISH, step(5, 'Family', 'Pomacentridae')];
const AMPHIPRION = [...POMACENTRIDAE, step(6, 'Genus', 'Amphiprion')];
const OCELLARIS = [...AMPHIPRION, step(7, 'Species', 'Amphiprion ocellaris')];
const PERCULA = [...AMPHIPRION, step(8, 'Species', 'Amphiprion percula')];
const CHROMIS_VIRIDIS = [...POMACENTRIDAE, step(9, 'Genus', 'Chromis'), step(10, 'Species', 'Chromis viridis')];
const LUNARE = [...FISH, step(11, 'Family', 'Labridae'), step(12, 'Genus', 'Thalassoma'), step(13, 'Species', 'Thalassoma lunare')];
const SLUGS = [step(1, 'Kingdom', 'Animalia'), step(21, 'Phylum', 'Mollusca'), step(20, 'Class', 'Gastropoda'), step(22, 'Order', 'Nudibranchia'), step(23, 'Family', 'Chromodorididae')];
const CHROMODORIS = [...SLUGS, step(24, 'Genus', 'Chromodoris')];
const ANNAE = [...CHROMODORIS, step(25, 'Species', 'Chromodoris annae')];
const BULLOCKII = [...SLUGS, step(26, 'Genus', 'Hypselodoris'), step(27, 'Species', 'Hypselodoris bullockii')];

const at = (day: string, hour = 0) => new Date(`2026-${day}T${String(hour).padStart(2, '0')}:00:00Z`);
function sighting(machine: LineageStep[] | null, community: LineageStep[], best: [number, LineageStep[] | null] | null, requested: Date | null, verified: Date): VerifiedSighting {
  const bestCandidate = best && { confidence: best[0], aphiaId: best[1]?.at(-1)!.aphiaId ?? null, lineage: best[1] };
  return { machine, community, bestCandidate, reviewRequestedAt: requested, verifiedAt: verified };
}

// Eight verified sightings, in January (1–3) and February (4–8).
const SET = [
  /* 1 */ sighting(OCELLARIS, OCELLARIS, [0.95, OCELLARIS], at('01-01'), at('01-02')), // right everywhere; 24 h
  /* 2 */ sighting(PERCULA, OCELLARIS, [0.85, PERCULA], at('01-03'), at('01-03', 10)), // wrong species, right genus; 10 h
  /* 3 */ sighting(AMPHIPRION, OCELLARIS, [0.55, OCELLARIS], at('01-05'), at('01-07')), // stopped at the right genus; 48 h
  /* 4 */ sighting(POMACENTRIDAE, LUNARE, [0.4, CHROMIS_VIRIDIS], at('02-01'), at('02-01', 5)), // stopped at a wrong family; 5 h
  /* 5 */ sighting(ANNAE, ANNAE, [0.9, ANNAE], at('02-02'), at('02-02', 2)), // a sea slug, right; 2 h
  /* 6 */ sighting(BULLOCKII, CHROMODORIS, [0.8, BULLOCKII], at('02-03'), at('02-04', 6)), // experts stopped at genus; 30 h
  /* 7 */ sighting(null, CHROMIS_VIRIDIS, [0.75, null], null, at('02-05')), // a name WoRMS does not know; no request time
  /* 8 */ sighting(LUNARE, LUNARE, [0.72, LUNARE], at('02-06'), at('02-06', 1)), // right; 1 h
];

describe('the accuracy figures on a hand-computed set', () => {
  const figures = accuracyFigures(SET);

  test('top-1 agreement at species counts only sightings the experts named to species; genus and family all eight', () => {
    // Species: 1,2,3,4,5,7,8 named to species; right: 1, 5, 8 (3 stopped at genus, 7 names nothing).
    expect(figures.overall.agreement.species).toEqual({ sightings: 7, right: 3, rate: 3 / 7 });
    // Genus: right 1, 2, 3 (Amphiprion), 5 (Chromodoris), 8 (Thalassoma); 4 stopped at family, 6 Hypselodoris, 7 nothing.
    expect(figures.overall.agreement.genus).toEqual({ sightings: 8, right: 5, rate: 5 / 8 });
    // Family: also 6 (Chromodorididae); 4 is Pomacentridae against Labridae.
    expect(figures.overall.agreement.family).toEqual({ sightings: 8, right: 6, rate: 6 / 8 });
  });

  test('per class of the community taxon, most sightings first', () => {
    expect(figures.overall.classes.map((c) => [c.className, c.agreement.species.right, c.agreement.species.sightings, c.agreement.genus.right, c.agreement.family.right, c.agreement.family.sightings])).toEqual([
      ['Actinopteri', 2, 6, 4, 4, 6], // 1,2,3,4,7,8: species right 1 and 8; genus and family right 1,2,3,8
      ['Gastropoda', 1, 1, 1, 2, 2], // 5 and 6: species only 5 (right); genus 5; family both
    ]);
  });

  test('per month of verification, newest first', () => {
    expect(figures.months.map((m) => m.month)).toEqual(['2026-02', '2026-01']);
    const [february, january] = figures.months;
    expect(january!.sightings).toBe(3);
    expect(january!.agreement.species).toEqual({ sightings: 3, right: 1, rate: 1 / 3 });
    expect(january!.agreement.genus.rate).toBe(1);
    // February: 4–8; species 4,5,7,8 (right 5, 8); genus right 5, 8; family right 5, 6, 8.
    expect(february!.agreement).toEqual({
      species: { sightings: 4, right: 2, rate: 2 / 4 },
      genus: { sightings: 5, right: 2, rate: 2 / 5 },
      family: { sightings: 5, right: 3, rate: 3 / 5 },
    });
    expect(february!.classes.map((c) => c.className)).toEqual(['Actinopteri', 'Gastropoda']);
  });

  test('stopping above species on a sighting named to species: how often, at which rank, and how often it contained the answer', () => {
    // Of the 7 named to species, 3 stopped at genus Amphiprion (contains A. ocellaris) and 4 at Pomacentridae (not Labridae).
    expect(figures.stoppedEarly).toEqual({ sightings: 7, stopped: 2, rate: 2 / 7, byRank: { genus: 1, family: 1, higher: 0 }, contained: 1, accuracy: 1 / 2 });
  });

  test('calibration: the best candidate against the species, in buckets of 0.1, and the expected calibration error', () => {
    const { calibration } = figures;
    // 6 is left out (the experts stopped at genus): 7 points.
    expect(calibration.sightings).toBe(7);
    const filled = calibration.buckets.filter((b) => b.sightings > 0).map((b) => [b.from, b.sightings, b.accuracy]);
    expect(filled).toEqual([
      [0.4, 1, 0], // 4: Chromis viridis, not Thalassoma lunare
      [0.5, 1, 1], // 3: the best candidate was right though the answer stopped at genus
      [0.7, 2, 0.5], // 7 (0.75, unknown to WoRMS) wrong, 8 (0.72) right
      [0.8, 1, 0], // 2
      [0.9, 2, 1], // 1 and 5
    ]);
    expect(calibration.buckets[7]!.meanConfidence).toBeCloseTo((0.75 + 0.72) / 2, 10);
    expect(calibration.buckets).toHaveLength(10);
    const ece = (1 * 0.4 + 1 * 0.45 + 2 * Math.abs(0.5 - 0.735) + 1 * 0.85 + 2 * Math.abs(1 - 0.925)) / 7;
    expect(calibration.expectedCalibrationError!).toBeCloseTo(ece, 10);
    expect(ece).toBeCloseTo(2.32 / 7, 10);
  });

  test('the median time from review request to verification, over those whose request is known', () => {
    // 24, 10, 48, 5, 2, 30, 1 hours (7 has no request time): sorted 1, 2, 5, 10, 24, 30, 48.
    expect(figures.timeToVerification).toEqual({ sightings: 7, medianHours: 10 });
    expect(figures.sightings).toBe(8);
  });
});

describe('edge cases', () => {
  test('no verified sighting gives no rates, rather than zeros', () => {
    const figures = accuracyFigures([]);
    expect(figures.overall.agreement.species).toEqual({ sightings: 0, right: 0, rate: null });
    expect(figures.calibration.expectedCalibrationError).toBeNull();
    expect(figures.stoppedEarly.rate).toBeNull();
    expect(figures.timeToVerification.medianHours).toBeNull();
    expect(figures.months).toEqual([]);
  });

  test('a median of an even count is the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test('a confidence of exactly 1 falls in the last bucket', () => {
    const { buckets } = accuracyFigures([sighting(OCELLARIS, OCELLARIS, [1, OCELLARIS], null, at('03-01'))]).calibration;
    expect(buckets[9]!.sightings).toBe(1);
  });
});
