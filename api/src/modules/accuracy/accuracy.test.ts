import { describe, expect, test } from 'bun:test';
import { adminTestApp, insertIdentification } from '../../../test-support/admin-fixtures';
import { insertVerified, type Step } from '../../../test-support/verified-fixtures';

const step = (aphiaId: number, rank: string, name: string): Step => ({ aphiaId, rank, name });
const AMPHIPRION = [step(1, 'Kingdom', 'Animalia'), step(3, 'Class', 'Actinopteri'), step(5, 'Family', 'Pomacentridae'), step(6, 'Genus', 'Amphiprion')];
const OCELLARIS = [...AMPHIPRION, step(7, 'Species', 'Amphiprion ocellaris')];
const PERCULA = [...AMPHIPRION, step(8, 'Species', 'Amphiprion percula')];
const HOUR = 3_600_000;

describe('GET /api/admin/accuracy', () => {
  test('measures the model on the verified sightings only, from the database', async () => {
    const app = await adminTestApp();
    const march = new Date('2026-03-10T12:00:00Z');
    const april = new Date('2026-04-02T08:00:00Z');
    // Right at species with 0.9; verified 2 hours after the request.
    await insertVerified(app, { machine: OCELLARIS, community: OCELLARIS, confidence: 0.9, requestedAt: new Date(march.getTime() - 2 * HOUR), verifiedAt: march });
    // Stopped at the genus (which holds the experts' species), though its best candidate, at 0.6, was right; 4 hours.
    await insertVerified(app, { machine: AMPHIPRION, community: PERCULA, confidence: 0.6, best: PERCULA, requestedAt: new Date(april.getTime() - 4 * HOUR), verifiedAt: april });
    // Not counted: one still in review, and a verified one its owner put in the trash.
    await insertIdentification(app, { aphiaId: 7, reviewStatus: 'in-review', reviewRequestedAt: march });
    await insertVerified(app, { machine: PERCULA, community: OCELLARIS, verifiedAt: march }, { trashedAt: april });

    const { data, status } = await app.admin.api.admin.accuracy.get();
    expect(status).toBe(200);
    expect(data!.sightings).toBe(2);
    expect(data!.overall.agreement).toEqual({
      species: { sightings: 2, right: 1, rate: 0.5 },
      genus: { sightings: 2, right: 2, rate: 1 },
      family: { sightings: 2, right: 2, rate: 1 },
    });
    expect(data!.overall.classes.map((c) => c.className)).toEqual(['Actinopteri']);
    expect(data!.months.map((m) => [m.month, m.agreement.species.right])).toEqual([['2026-04', 0], ['2026-03', 1]]);
    expect(data!.stoppedEarly).toMatchObject({ sightings: 2, stopped: 1, byRank: { genus: 1, family: 0, higher: 0 }, contained: 1, accuracy: 1 });
    // Both best candidates right: |1 − 0.9| and |1 − 0.6|, each weighing a half.
    expect(data!.calibration.expectedCalibrationError!).toBeCloseTo((0.1 + 0.4) / 2, 10);
    expect(data!.calibration.buckets.map((b) => b.sightings)).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 1]);
    expect(data!.timeToVerification).toEqual({ sightings: 2, medianHours: 3 });
  });

  test('with nothing verified yet: zero sightings and no rates', async () => {
    const app = await adminTestApp();
    const { data } = await app.admin.api.admin.accuracy.get();
    expect(data!.sightings).toBe(0);
    expect(data!.overall.agreement.species.rate).toBeNull();
    expect(data!.calibration.buckets).toHaveLength(10);
  });
});
