import { describe, expect, test } from 'bun:test';
import { burstFrame, newTrip, sendPhoto, tripApp } from '../../../test-support/trips';

type Trip = { sightings: Array<{ id: number; photoIds: number[]; status: string }> };

/** A trip of three different photos a minute apart, grouped: three sightings of one photo each. */
async function groupedTrip() {
  const app = await tripApp();
  const id = await newTrip(app.diver);
  const ids: number[] = [];
  for (const [i, photo] of ['turtle-1.jpg', 'chromis-1.jpg', 'clownfish-1.jpg'].entries()) {
    ids.push((await (await sendPhoto(app.diver, id, await burstFrame(photo, `2025-06-14T09:0${i}:00`))).json()).id);
  }
  await app.diver.post(`/api/trips/${id}/group`);
  const edit = (sightings: number[][]) => app.diver.put(`/api/trips/${id}/sightings`, { sightings: sightings.map((photoIds) => ({ photoIds })) });
  return { app, id, ids, edit };
}

const sorted = (trip: Trip) => trip.sightings.map((sighting) => [...sighting.photoIds].sort((a, b) => a - b));

describe('PUT /api/trips/:id/sightings', () => {
  test('merges and splits: the grouping given replaces the one made', async () => {
    const { ids, edit } = await groupedTrip();
    const merged = await edit([[ids[0]!, ids[1]!], [ids[2]!]]);
    expect(merged.status).toBe(200);
    expect(sorted(await merged.json())).toEqual([[ids[0]!, ids[1]!], [ids[2]!]]);
    expect(sorted(await (await edit([[ids[0]!], [ids[1]!, ids[2]!]])).json())).toEqual([[ids[0]!], [ids[1]!, ids[2]!]]);
  });

  test('a photo left out is ungrouped: grouping again makes it a sighting', async () => {
    const { app, id, ids, edit } = await groupedTrip();
    expect(sorted(await (await edit([[ids[0]!, ids[1]!]])).json())).toEqual([[ids[0]!, ids[1]!]]);
    expect(sorted(await (await app.diver.post(`/api/trips/${id}/group`)).json())).toEqual([[ids[0]!, ids[1]!], [ids[2]!]]);
  });

  test("a photo the trip does not hold is 400 trips.unknown_photo; one named twice is 400 trips.photo_twice; nothing changes", async () => {
    const { app, id, ids, edit } = await groupedTrip();
    const otherTrip = await newTrip(app.diver, 'Another');
    const stranger = (await (await sendPhoto(app.diver, otherTrip, await burstFrame('turtle-2.jpg', null))).json()).id;
    const answers = [await edit([[ids[0]!, stranger]]), await edit([[ids[0]!], [ids[0]!, ids[1]!]])];
    expect(await Promise.all(answers.map(async (answer) => [answer.status, (await answer.json()).code]))).toEqual([
      [400, 'trips.unknown_photo'],
      [400, 'trips.photo_twice'],
    ]);
    expect(sorted(await (await app.diver.get(`/api/trips/${id}`)).json())).toEqual([[ids[0]!], [ids[1]!], [ids[2]!]]);
  });

  test('a photo of a sighting being or been identified is 409 trips.photo_identified; that sighting stays through any edit', async () => {
    const { app, ids, edit } = await groupedTrip();
    await app.sql`UPDATE trip_sightings SET status = 'queued' WHERE photo_ids = ${JSON.stringify([ids[0]!])}`;
    const refused = await edit([[ids[0]!, ids[1]!]]);
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('trips.photo_identified');
    const trip: Trip = await (await edit([[ids[1]!, ids[2]!]])).json();
    expect(trip.sightings.map((sighting) => [sighting.status, [...sighting.photoIds].sort((a, b) => a - b)])).toEqual([
      ['queued', [ids[0]!]],
      ['grouped', [ids[1]!, ids[2]!]],
    ]);
  });

  test('a sighting without photos is 400 request.invalid', async () => {
    const { edit } = await groupedTrip();
    const answer = await edit([[]]);
    expect(answer.status).toBe(400);
    expect((await answer.json()).code).toBe('request.invalid');
  });

  test("another diver's trip is 404 trips.not_found", async () => {
    const { app, id, ids } = await groupedTrip();
    const answer = await (await app.signUp('other')).put(`/api/trips/${id}/sightings`, { sightings: [{ photoIds: [ids[0]!] }] });
    expect(answer.status).toBe(404);
    expect((await answer.json()).code).toBe('trips.not_found');
  });
});
