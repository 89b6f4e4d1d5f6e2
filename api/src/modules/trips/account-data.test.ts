import { describe, expect, test } from 'bun:test';
import { unzipSync } from 'fflate';
import { makeAdmin } from '../../../test-support/identify';
import { burstFrame, newTrip, sendPhoto, tripApp } from '../../../test-support/trips';

const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** A diver with a trip of two photos grouped, and a stranger with a trip of one. */
async function twoDivers() {
  const app = await tripApp();
  const tripId = await newTrip(app.diver, 'Raja Ampat');
  const photos = [await burstFrame('turtle-1.jpg', '2025-06-14T09:00:00'), await burstFrame('chromis-1.jpg', '2025-06-14T09:05:00')];
  for (const bytes of photos) await sendPhoto(app.diver, tripId, bytes);
  await app.diver.post(`/api/trips/${tripId}/group`);
  const stranger = await app.signUp('stranger');
  await sendPhoto(stranger, await newTrip(stranger, 'Not yours'), await burstFrame('clownfish-1.jpg', null));
  const [me] = await app.sql<{ id: number }>`SELECT id FROM users WHERE username = 'diver'`;
  return { ...app, tripId, photos, stranger, userId: Number(me!.id) };
}

describe("an account's trips", () => {
  test('the export holds the trips as JSON, with their photos and sightings, and each photo as it was sent', async () => {
    const app = await twoDivers();
    const files = unzipSync(new Uint8Array(await (await app.diver.get('/api/account/export')).arrayBuffer()));
    const names = Object.keys(files).filter((name) => name.startsWith('trips/')).sort();
    expect(names).toEqual(['trips/photos/1', 'trips/photos/2', 'trips/trips.json']);
    expect(files['trips/photos/1']).toEqual(new Uint8Array(app.photos[0]!));
    const { trips } = JSON.parse(decode(files['trips/trips.json']));
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({ name: 'Raja Ampat', photos: [{ takenAt: '2025-06-14T09:00:00', file: 'trips/photos/1' }, { file: 'trips/photos/2' }] });
    expect(trips[0].sightings.map((sighting: { photoIds: number[] }) => sighting.photoIds)).toEqual([[1], [2]]);
    expect(trips[0]).not.toHaveProperty('userId');
  });

  test("deleting the account removes its trips and their photos' files; nobody else's", async () => {
    const app = await twoDivers();
    expect(app.storedPhotos()).toHaveLength(3);
    expect((await app.diver.api.account.delete({ password: 'secret-pass' })).status).toBe(204);
    expect(await app.sql`SELECT id FROM trips WHERE user_id = ${app.userId}`).toEqual([]);
    expect(await app.sql`SELECT id FROM trip_photos WHERE trip_id = ${app.tripId}`).toEqual([]);
    expect(app.storedPhotos()).toHaveLength(1);
    expect((await (await app.stranger.get('/api/trips')).json())[0].photoCount).toBe(1);
  });

  test("DELETE /api/admin/users/{id}: an admin deleting the account removes its trips and their photos' files", async () => {
    const app = await twoDivers();
    const admin = await app.signUp('boss');
    await makeAdmin(app.ctx.db, 'boss');
    expect((await admin.api.admin.users({ id: app.userId }).delete()).status).toBe(200);
    expect(await app.sql`SELECT id FROM trips WHERE user_id = ${app.userId}`).toEqual([]);
    expect(app.storedPhotos()).toHaveLength(1);
  });
});
