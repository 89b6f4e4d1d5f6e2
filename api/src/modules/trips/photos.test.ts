import { describe, expect, test } from 'bun:test';
import { MAX_TRIP_PHOTOS } from '@rules/trips';
import { tripPhotos } from '../../db/schema';
import { generatedLog, importLog } from '../../../test-support/dive-logs';
import { burstFrame, newTrip, sendPhoto, tripApp } from '../../../test-support/trips';

describe('POST /api/trips/:id/photos', () => {
  test('201 with the photo: its hash, its camera time, and the dive that time falls on', async () => {
    const app = await tripApp();
    await importLog(app.diver, generatedLog(1, { from: '2025-06-14T09:00:00' }));
    const [dive] = await app.sql<{ id: number }>`SELECT id FROM dives`;
    const id = await newTrip(app.diver);
    const bytes = await burstFrame('turtle-1.jpg', '2025-06-14T09:20:00');
    const answer = await sendPhoto(app.diver, id, bytes);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({
      sha256: new Bun.CryptoHasher('sha256').update(bytes).digest('hex'),
      takenAt: '2025-06-14T09:20:00',
      diveId: Number(dive!.id),
    });
    expect(app.storedPhotos()).toHaveLength(1);
  });

  test('the same bytes again: 200 with the same id, nothing stored twice', async () => {
    const app = await tripApp();
    const id = await newTrip(app.diver);
    const bytes = await burstFrame('turtle-1.jpg', '2025-06-14T09:20:00');
    const first = await (await sendPhoto(app.diver, id, bytes)).json();
    const again = await sendPhoto(app.diver, id, bytes, 'renamed.jpg');
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(first.id);
    expect(app.storedPhotos()).toHaveLength(1);
  });

  test('an interrupted series resumed by sending every photo again stores each photo once', async () => {
    const app = await tripApp();
    const id = await newTrip(app.diver);
    const series = await Promise.all(['turtle-1.jpg', 'turtle-2.jpg', 'chromis-1.jpg', 'chromis-2.jpg', 'clownfish-1.jpg'].map((name, i) => burstFrame(name, `2025-06-14T09:2${i}:00`)));
    const before = await Promise.all(series.slice(0, 2).map((bytes) => sendPhoto(app.diver, id, bytes)));
    const resumed = [];
    for (const bytes of series) resumed.push(await sendPhoto(app.diver, id, bytes));
    expect(resumed.map((answer) => answer.status)).toEqual([200, 200, 201, 201, 201]);
    const ids = await Promise.all(resumed.map((answer) => answer.json().then((photo) => photo.id)));
    expect(ids.slice(0, 2)).toEqual(await Promise.all(before.map((answer) => answer.json().then((photo) => photo.id))));
    expect(app.storedPhotos()).toHaveLength(5);
    expect((await (await app.diver.get(`/api/trips/${id}`)).json()).photoCount).toBe(5);
  });

  test('the same photo sent twice at once is taken once', async () => {
    const app = await tripApp();
    const id = await newTrip(app.diver);
    const bytes = await burstFrame('turtle-2.jpg', null);
    const answers = await Promise.all([sendPhoto(app.diver, id, bytes), sendPhoto(app.diver, id, bytes)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(new Set(await Promise.all(answers.map((answer) => answer.json().then((photo) => photo.id)))).size).toBe(1);
    expect(app.storedPhotos()).toHaveLength(1);
  });

  test("an identification's checks: a file that is no photo is 415 upload.unsupported_type, nothing stored", async () => {
    const app = await tripApp();
    const id = await newTrip(app.diver);
    const answer = await sendPhoto(app.diver, id, new TextEncoder().encode('not a photo at all'));
    expect(answer.status).toBe(415);
    expect((await answer.json()).code).toBe('upload.unsupported_type');
    expect(app.storedPhotos()).toEqual([]);
  });

  test('one photo per request: two are 400 trips.several_photos, none is 400 trips.no_photo', async () => {
    const app = await tripApp();
    const id = await newTrip(app.diver);
    const two = new FormData();
    for (const name of ['turtle-1.jpg', 'turtle-2.jpg']) two.append('image', new File([new Uint8Array(await burstFrame(name, null))], name, { type: 'image/jpeg' }));
    const none = new FormData();
    none.append('note', 'no photo');
    const answers = [await app.diver.post(`/api/trips/${id}/photos`, two), await app.diver.post(`/api/trips/${id}/photos`, none)];
    expect(await Promise.all(answers.map(async (answer) => [answer.status, (await answer.json()).code]))).toEqual([
      [400, 'trips.several_photos'],
      [400, 'trips.no_photo'],
    ]);
  });

  test('a trip holds at most 2,000 photos: the 2,001st is 409 trips.photo_limit, a photo it holds still answers 200', async () => {
    const app = await tripApp();
    const id = await newTrip(app.diver);
    const held = await burstFrame('turtle-1.jpg', null);
    const heldId = (await (await sendPhoto(app.diver, id, held)).json()).id;
    const rows = Array.from({ length: MAX_TRIP_PHOTOS - 2 }, (_, i) => ({ tripId: id, sha256: `earlier-${i}`, photoKey: `trips/earlier-${i}`, signature: '00', sharpness: 0 }));
    for (let i = 0; i < rows.length; i += 500) await app.ctx.db.insert(tripPhotos).values(rows.slice(i, i + 500));
    expect((await sendPhoto(app.diver, id, await burstFrame('turtle-2.jpg', null))).status).toBe(201);
    const refused = await sendPhoto(app.diver, id, await burstFrame('chromis-1.jpg', null));
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('trips.photo_limit');
    const again = await sendPhoto(app.diver, id, held);
    expect([again.status, (await again.json()).id]).toEqual([200, heldId]);
    expect(app.storedPhotos()).toHaveLength(2);
  });
});
