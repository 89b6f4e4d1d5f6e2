import { describe, expect, test } from 'bun:test';
import { burstFrame, newTrip, sendPhoto, tripApp } from '../../../test-support/trips';

type Trip = { sightings: Array<{ photoIds: number[]; status: string }> };

/** A trip of these frames (photo, camera time, frame options), sent in the order given: their ids, and the trip's client. */
async function tripOf(frames: Array<[string, string | null, { shift?: number; blur?: number }?]>) {
  const app = await tripApp();
  const id = await newTrip(app.diver);
  const ids: number[] = [];
  for (const [photo, takenAt, options] of frames) ids.push((await (await sendPhoto(app.diver, id, await burstFrame(photo, takenAt, options))).json()).id);
  const group = async (): Promise<Trip> => (await app.diver.post(`/api/trips/${id}/group`)).json();
  return { app, id, ids, group };
}

const sightingsOf = (trip: Trip) => trip.sightings.map((sighting) => sighting.photoIds);

describe('POST /api/trips/:id/group', () => {
  test('frames of one subject, each within 60 s of the one before, are one sighting; a gap of more starts another', async () => {
    const { ids, group } = await tripOf([
      ['turtle-1.jpg', '2025-06-14T09:00:00'],
      ['turtle-1.jpg', '2025-06-14T09:00:40', { shift: 1 }],
      ['turtle-1.jpg', '2025-06-14T09:01:30', { shift: 2 }],
      ['turtle-1.jpg', '2025-06-14T09:02:31', { shift: 3 }],
    ]);
    const trip = await group();
    expect(sightingsOf(trip).map((photos) => [...photos].sort((a, b) => a - b))).toEqual([[ids[0]!, ids[1]!, ids[2]!], [ids[3]!]]);
    expect(trip.sightings.map((sighting) => sighting.status)).toEqual(['grouped', 'grouped']);
  });

  test('consecutive photos that are not alike are separate sightings, seconds apart', async () => {
    const { ids, group } = await tripOf([
      ['turtle-1.jpg', '2025-06-14T09:00:00'],
      ['turtle-1.jpg', '2025-06-14T09:00:05', { shift: 1 }],
      ['chromis-1.jpg', '2025-06-14T09:00:10'],
      ['chromis-1.jpg', '2025-06-14T09:00:15', { shift: 1 }],
    ]);
    expect(sightingsOf(await group()).map((photos) => [...photos].sort((a, b) => a - b))).toEqual([
      [ids[0]!, ids[1]!],
      [ids[2]!, ids[3]!],
    ]);
  });

  test('a photo alike none of its neighbours is a sighting of its own; every photo is in one', async () => {
    const { ids, group } = await tripOf([
      ['clownfish-1.jpg', '2025-06-14T09:00:00'],
      ['turtle-2.jpg', '2025-06-14T09:00:05'],
      ['clownfish-1.jpg', '2025-06-14T09:00:10', { shift: 1 }],
      ['chromis-2.jpg', null],
    ]);
    const trip = await group();
    expect(sightingsOf(trip)).toEqual([[ids[0]!], [ids[1]!], [ids[2]!], [ids[3]!]]);
  });

  test('a sighting keeps every photo: the five sharpest first, sharpest first, then the rest in time order', async () => {
    const { ids, group } = await tripOf([
      ['clownfish-2.jpg', '2025-06-14T09:00:00', { blur: 3 }],
      ['clownfish-2.jpg', '2025-06-14T09:00:02', { shift: 1 }],
      ['clownfish-2.jpg', '2025-06-14T09:00:04', { shift: 1, blur: 4 }],
      ['clownfish-2.jpg', '2025-06-14T09:00:06', { shift: 2 }],
      ['clownfish-2.jpg', '2025-06-14T09:00:08', { shift: 2, blur: 1 }],
      ['clownfish-2.jpg', '2025-06-14T09:00:10', { shift: 3 }],
      ['clownfish-2.jpg', '2025-06-14T09:00:12', { shift: 2 }],
    ]);
    const [sighting, ...others] = sightingsOf(await group());
    expect(others).toEqual([]);
    expect([...sighting!.slice(0, 4)].sort()).toEqual([ids[1]!, ids[3]!, ids[5]!, ids[6]!].sort());
    // The slightly blurred one is the fifth the model sees; the two blurred most follow in time order.
    expect(sighting!.slice(4)).toEqual([ids[4]!, ids[0]!, ids[2]!]);
  });

  test('grouping again groups only the photos sent since: the sightings made stay', async () => {
    const { app, id, ids, group } = await tripOf([['turtle-1.jpg', '2025-06-14T09:00:00']]);
    const before = await group();
    const later = (await (await sendPhoto(app.diver, id, await burstFrame('chromis-1.jpg', '2025-06-14T10:00:00'))).json()).id;
    const after = await group();
    expect(after.sightings[0]).toEqual(before.sightings[0]!);
    expect(sightingsOf(after)).toEqual([[ids[0]!], [later]]);
  });
});
