import { describe, expect, test } from 'bun:test';
import type { CheckedCandidate } from '@rules/identification';
import { speciesIdentifications, tripSightings } from '../../db/schema';
import { insertIdentification } from '../../../test-support/admin-fixtures';
import { newTrip, tripApp } from '../../../test-support/trips';

const candidate = (confidence: number, rest: Partial<CheckedCandidate> = {}): CheckedCandidate => ({
  name: 'Blue-green chromis', scientificName: 'Chromis viridis', rank: 'species', confidence, aphiaId: 218744, verification: 'verified', nearby: true, atDepth: true, ...rest,
});

/**
 * A diver's trip of four identified sightings and one still grouped: sure (0.9, a species recorded there), unsure
 * (0.4), a genus, and one not recorded at that depth.
 */
async function identifiedTrip() {
  const app = await tripApp();
  const tripId = await newTrip(app.diver);
  const [user] = await app.sql<{ id: number }>`SELECT id FROM users WHERE username = 'diver'`;
  const made = async (candidates: CheckedCandidate[]) =>
    (await insertIdentification(app, { userId: Number(user!.id), aphiaId: 218744, candidates: JSON.stringify(candidates), imageUrl: '/uploads/cover.webp' })).id;
  const ids = [
    await made([candidate(0.9)]),
    await made([candidate(0.4)]),
    await made([candidate(0.8, { rank: 'genus', scientificName: 'Chromis' })]),
    await made([candidate(0.9, { atDepth: false })]),
  ];
  await app.ctx.db.insert(tripSightings).values([
    ...ids.map((identificationId, index) => ({ tripId, photoIds: JSON.stringify([index + 1]), status: 'identified' as const, identificationId })),
    { tripId, photoIds: JSON.stringify([9]) },
  ]);
  const trip = async () => (await app.diver.get(`/api/trips/${tripId}`)).json();
  const stored = async () => app.ctx.db.select().from(speciesIdentifications).orderBy(speciesIdentifications.id);
  return { app, tripId, ids, trip, stored };
}

describe('GET /api/trips/:id: the review cards', () => {
  test('each identified sighting carries its answer and why it is doubtful; the others none, their fields as they were', async () => {
    const { trip } = await identifiedTrip();
    const { sightings } = await trip();
    expect(sightings.map((sighting: { answer?: { doubts: string[] } }) => sighting.answer?.doubts)).toEqual([[], ['low-confidence'], ['above-species'], ['not-recorded-at-depth'], undefined]);
    expect(sightings[0].answer).toMatchObject({ scientificName: 'Amphiprion ocellaris', speciesName: 'Clownfish', rank: 'species', confidence: 0.9, imageUrl: '/uploads/cover.webp', accepted: false, diverName: null });
    expect(Object.keys(sightings[4])).toEqual(['id', 'photoIds', 'identificationId', 'status']);
  });
});

describe('POST /api/trips/:id/accept', () => {
  test('accepts every sighting the model was sure of, and no other', async () => {
    const { app, tripId, stored } = await identifiedTrip();
    const answer = await app.diver.post(`/api/trips/${tripId}/accept`);
    expect(answer.status).toBe(200);
    expect((await answer.json()).sightings.map((sighting: { answer?: { accepted: boolean } }) => sighting.answer?.accepted)).toEqual([true, false, false, false, undefined]);
    expect((await stored()).map((row) => row.accepted)).toEqual([true, false, false, false]);
  });

  test("another diver's trip is 404 trips.not_found, and nothing of it is accepted", async () => {
    const { app, tripId, stored } = await identifiedTrip();
    const other = await app.signUp('other');
    for (const answer of [await other.post(`/api/trips/${tripId}/accept`), await other.put(`/api/trips/${tripId}/sightings/1/name`, { scientificName: 'Chromis viridis' }), await other.post(`/api/trips/${tripId}/offer`, { licence: 'CC-BY-4.0' })]) {
      expect([answer.status, (await answer.json()).code]).toEqual([404, 'trips.not_found']);
    }
    expect((await stored()).map((row) => [row.accepted, row.diverScientificName, row.catalogueConsent])).toEqual(Array(4).fill([false, null, false]));
  });
});

describe('PUT /api/trips/:id/sightings/:sightingId/name', () => {
  test("the diver's own name, checked against WoRMS, is kept beside the model's answer and accepts the sighting", async () => {
    const { app, tripId, trip, stored } = await identifiedTrip();
    const { sightings } = await trip();
    const answer = await app.diver.put(`/api/trips/${tripId}/sightings/${sightings[1].id}/name`, { scientificName: ' Chromis viridis ' });
    expect(answer.status).toBe(200);
    expect((await answer.json()).sightings[1].answer).toMatchObject({ accepted: true, scientificName: 'Amphiprion ocellaris', diverName: { scientificName: 'Chromis viridis' } });
    // The model's answer stays; experts' review status is not touched: the diver's name is no vote.
    expect((await stored())[1]).toMatchObject({ scientificName: 'Amphiprion ocellaris', aphiaId: 218744, diverAphiaId: expect.any(Number), diverScientificName: 'Chromis viridis', reviewStatus: 'unreviewed', communityAphiaId: null });
  });

  test('a name WoRMS does not know, a blank one, a sighting not identified or not of the trip: each its code', async () => {
    const { app, tripId, trip, stored } = await identifiedTrip();
    const { sightings } = await trip();
    const name = async (sightingId: number, scientificName: unknown) => {
      const answer = await app.diver.put(`/api/trips/${tripId}/sightings/${sightingId}/name`, { scientificName });
      return [answer.status, (await answer.json()).code];
    };
    expect(await name(sightings[0].id, 'Nonexistus imaginarius')).toEqual([400, 'trips.unknown_name']);
    expect(await name(sightings[0].id, '  ')).toEqual([400, 'trips.name_needed']);
    expect(await name(sightings[0].id, 'A'.repeat(201))).toEqual([400, 'trips.name_too_long']);
    expect(await name(sightings[0].id, 42)).toEqual([400, 'request.invalid']);
    expect(await name(sightings[4].id, 'Chromis viridis')).toEqual([409, 'trips.not_identified']);
    expect(await name(999_999, 'Chromis viridis')).toEqual([404, 'trips.sighting_not_found']);
    expect((await stored()).map((row) => row.diverScientificName)).toEqual([null, null, null, null]);
  });
});

describe('POST /api/trips/:id/offer', () => {
  test("offers every accepted sighting to the catalogue under the licence chosen, through each one's consent", async () => {
    const { app, tripId, stored } = await identifiedTrip();
    await app.diver.post(`/api/trips/${tripId}/accept`);
    const answer = await app.diver.post(`/api/trips/${tripId}/offer`, { licence: 'CC-BY-4.0' });
    expect(answer.status).toBe(200);
    expect((await answer.json()).sightings[0].answer).toMatchObject({ catalogueConsent: true, licence: 'CC-BY-4.0' });
    // As an identification's own consent does, the offer also asks experts to review it.
    expect((await stored()).map((row) => [row.catalogueConsent, row.licence, row.reviewRequestedAt !== null])).toEqual([
      [true, 'CC-BY-4.0', true],
      [false, null, false],
      [false, null, false],
      [false, null, false],
    ]);
  });

  test('a licence not offered is 400 consent.invalid, none at all 400 request.invalid, and nothing is offered', async () => {
    const { app, tripId, stored } = await identifiedTrip();
    await app.diver.post(`/api/trips/${tripId}/accept`);
    for (const [body, code] of [[{ licence: 'All rights mine' }, 'consent.invalid'], [{}, 'request.invalid']] as const) {
      const answer = await app.diver.post(`/api/trips/${tripId}/offer`, body);
      expect([answer.status, (await answer.json()).code]).toEqual([400, code]);
    }
    expect((await stored()).map((row) => row.catalogueConsent)).toEqual([false, false, false, false]);
  });
});
