import { describe, expect, test } from 'bun:test';
import { MAX_TRIPS_PER_ACCOUNT } from '@rules/trips';
import { trips } from '../../db/schema';
import { insertIdentification } from '../../../test-support/admin-fixtures';
import { burstFrame, newTrip, sendPhoto, tripApp } from '../../../test-support/trips';

describe('POST /api/trips', () => {
  test('a signed-in diver starts a trip: 201 with the trip, empty', async () => {
    const app = await tripApp();
    const answer = await app.diver.post('/api/trips', { name: 'Raja Ampat' });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ name: 'Raja Ampat', photoCount: 0, sightingCount: 0, identified: 0, pending: 0, failed: 0, needsPlan: 0, sightings: [] });
  });

  test('a blank name is 400 request.invalid; a name is kept without its outer spaces', async () => {
    const app = await tripApp();
    const blank = await app.diver.post('/api/trips', { name: '   ' });
    expect([blank.status, (await blank.json()).code]).toEqual([400, 'request.invalid']);
    expect((await (await app.diver.post('/api/trips', { name: '  Komodo ' })).json()).name).toBe('Komodo');
  });

  test('without a session: 401 auth.required', async () => {
    const app = await tripApp();
    const answer = await app.client().post('/api/trips', { name: 'Raja Ampat' });
    expect(answer.status).toBe(401);
    expect((await answer.json()).code).toBe('auth.required');
  });

  test('an account holds at most 200 trips: the 201st is 409 trips.limit', async () => {
    const app = await tripApp();
    const [user] = await app.sql<{ id: number }>`SELECT id FROM users WHERE username = 'diver'`;
    const rows = Array.from({ length: MAX_TRIPS_PER_ACCOUNT - 1 }, (_, i) => ({ userId: Number(user!.id), name: `Trip ${i}` }));
    await app.ctx.db.insert(trips).values(rows);
    expect((await app.diver.post('/api/trips', { name: 'The 200th' })).status).toBe(201);
    const refused = await app.diver.post('/api/trips', { name: 'The 201st' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('trips.limit');
  });
});

describe('GET /api/trips', () => {
  test("lists the diver's own trips newest first, paged with a cursor", async () => {
    const app = await tripApp();
    for (const [i, name] of ['Bali', 'Komodo', 'Raja Ampat'].entries()) {
      app.setNow(new Date(Date.UTC(2026, 0, 1 + i)));
      await newTrip(app.diver, name);
    }
    await newTrip(await app.signUp('other'), 'Not mine');
    const first = await app.diver.get('/api/trips?limit=2');
    expect((await first.json()).map((trip: { name: string }) => trip.name)).toEqual(['Raja Ampat', 'Komodo']);
    const next = await app.diver.get(`/api/trips?limit=2&cursor=${first.headers.get('x-next-cursor')}`);
    expect((await next.json()).map((trip: { name: string }) => trip.name)).toEqual(['Bali']);
    expect(next.headers.get('x-next-cursor')).toBeNull();
  });
});

describe('GET /api/trips/:id and DELETE /api/trips/:id', () => {
  test("another diver's trip answers 404 trips.not_found, read or deleted", async () => {
    const app = await tripApp();
    const id = await newTrip(app.diver);
    const other = await app.signUp('other');
    for (const answer of [await other.get(`/api/trips/${id}`), await other.delete(`/api/trips/${id}`), await sendPhoto(other, id, await burstFrame('turtle-1.jpg', null))]) {
      expect(answer.status).toBe(404);
      expect((await answer.json()).code).toBe('trips.not_found');
    }
    expect((await app.diver.get(`/api/trips/${id}`)).status).toBe(200);
  });

  test('deleting a trip removes it, its photos and their files; an identification made from it stays', async () => {
    const app = await tripApp();
    const id = await newTrip(app.diver);
    await sendPhoto(app.diver, id, await burstFrame('turtle-1.jpg', '2025-06-14T09:00:00'));
    await app.diver.post(`/api/trips/${id}/group`);
    const [user] = await app.sql<{ id: number }>`SELECT id FROM users WHERE username = 'diver'`;
    const identification = await insertIdentification(app, { userId: Number(user!.id) });
    await app.sql`UPDATE trip_sightings SET status = 'identified', identification_id = ${identification.id}`;
    expect(app.storedPhotos()).toHaveLength(1);
    expect((await app.diver.delete(`/api/trips/${id}`)).status).toBe(204);
    expect((await app.diver.get(`/api/trips/${id}`)).status).toBe(404);
    expect(app.storedPhotos()).toEqual([]);
    const counts = await app.sql<{ photos: number; sightings: number; identifications: number }>`
      SELECT (SELECT count(*) FROM trip_photos) AS photos, (SELECT count(*) FROM trip_sightings) AS sightings, (SELECT count(*) FROM species_identifications) AS identifications`;
    expect(Object.values(counts[0]!).map(Number)).toEqual([0, 0, 1]);
  });
});
