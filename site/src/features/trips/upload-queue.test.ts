import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'bun:test';
import { isWaiting, keepTripPhoto, tripPhotos } from './trip-photo-store';
import { sendWaitingPhotos, type UploadProgress } from './upload-queue';
import { sendTripPhoto } from './trips';

// The real queue, store (fake-indexeddb implements IndexedDB) and API client; only fetch is the test's: a server
// that holds photos by their bytes, answering 201 for new bytes and 200 with the same id for bytes it holds.
const OWNER = 7;
let nextTrip = 1;
const pageFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = pageFetch;
});

/**
 * `holdUntil`: the server answers the older of two held requests once a second arrives, and the rest once all
 * `holdUntil` have arrived: a queue sending one photo at a time never gets an answer, one sending three has three held.
 */
function fakeServer({ holdUntil = 0, offlineFrom = Infinity, refuse = '' } = {}) {
  const held: Array<() => void> = [];
  const release = () => {
    while (held.length >= 2 || (server.requests === holdUntil && held.length > 0)) held.shift()!();
  };
  const stored = new Map<string, number>();
  const server = { requests: 0, inFlight: 0, mostInFlight: 0, stored, online: true, answered: [] as number[] };
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    server.requests += 1;
    if (!server.online || server.requests >= offlineFrom) {
      server.online = false;
      throw new TypeError('Failed to fetch');
    }
    const image = (init.body as FormData).get('image') as File;
    const bytes = Array.from(new Uint8Array(await image.arrayBuffer())).join(',');
    if (image.name === refuse) return Response.json({ message: 'This file is not a photo.' }, { status: 400 });
    server.inFlight += 1;
    server.mostInFlight = Math.max(server.mostInFlight, server.inFlight);
    if (holdUntil) {
      const answered = new Promise<void>((answer) => held.push(answer));
      release();
      await answered;
    }
    server.inFlight -= 1;
    const known = stored.get(bytes);
    const id = known ?? stored.size + 1;
    stored.set(bytes, id);
    server.answered.push(known ? 200 : 201);
    expect(String(input)).toContain(`/api/trips/`);
    return Response.json({ id, sha256: bytes, takenAt: null, diveId: 3, depthMeters: null }, { status: known ? 200 : 201 });
  }) as typeof fetch;
  return server;
}

async function keep(tripId: number, count: number) {
  for (let n = 1; n <= count; n++) {
    await keepTripPhoto({ owner: OWNER, tripId, name: `IMG_${n}.jpg`, type: 'image/jpeg', size: 1000, takenAt: null, bytes: new Uint8Array([0xff, 0xd8, n]).buffer });
  }
}

describe('the trip’s upload queue', () => {
  test('sends the waiting copies two at a time, each leaving the waiting list once the server has it', async () => {
    const tripId = nextTrip++;
    await keep(tripId, 5);
    const server = fakeServer({ holdUntil: 5 });
    const seen: UploadProgress[] = [];
    expect(await sendWaitingPhotos(OWNER, tripId, sendTripPhoto, (progress) => seen.push(progress))).toBe('finished');
    expect(server.mostInFlight).toBe(2);
    expect(server.answered).toEqual([201, 201, 201, 201, 201]);
    const kept = await tripPhotos(OWNER, tripId);
    expect(kept.filter(isWaiting)).toEqual([]);
    expect(kept.map((photo) => photo.photoId).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(seen.at(-1)).toMatchObject({ done: 5, total: 5, sentBytes: 5000, totalBytes: 5000 });
  });

  test('after a lost connection the rest waits on the device, and the next run sends only what is missing', async () => {
    const tripId = nextTrip++;
    await keep(tripId, 6);
    const server = fakeServer({ offlineFrom: 4 });
    expect(await sendWaitingPhotos(OWNER, tripId, sendTripPhoto, () => {})).toBe('kept');
    const left = (await tripPhotos(OWNER, tripId)).filter(isWaiting);
    expect(left.length).toBeGreaterThan(0);
    expect(server.stored.size).toBe(6 - left.length);

    const restarted = fakeServer();
    for (const [bytes, id] of server.stored) restarted.stored.set(bytes, id);
    expect(await sendWaitingPhotos(OWNER, tripId, sendTripPhoto, () => {})).toBe('finished');
    expect(restarted.requests).toBe(left.length);
    expect(restarted.stored.size).toBe(6);
    expect((await tripPhotos(OWNER, tripId)).filter(isWaiting)).toEqual([]);
  });

  test('bytes the server already holds (its answer was lost) come back 200 with their id, and count as sent', async () => {
    const tripId = nextTrip++;
    await keep(tripId, 2);
    const server = fakeServer();
    server.stored.set([0xff, 0xd8, 1].join(','), 41);
    const seen: UploadProgress[] = [];
    expect(await sendWaitingPhotos(OWNER, tripId, sendTripPhoto, (progress) => seen.push(progress))).toBe('finished');
    expect(server.answered.sort()).toEqual([200, 201]);
    const first = (await tripPhotos(OWNER, tripId)).find((photo) => photo.name === 'IMG_1.jpg');
    expect(first).toMatchObject({ photoId: 41, bytes: null });
    expect(seen.at(-1)).toMatchObject({ done: 2, total: 2 });
  });

  test('a photo the server refuses for good is set aside with its reason, and the rest go on', async () => {
    const tripId = nextTrip++;
    await keep(tripId, 3);
    fakeServer({ refuse: 'IMG_2.jpg' });
    const seen: UploadProgress[] = [];
    expect(await sendWaitingPhotos(OWNER, tripId, sendTripPhoto, (progress) => seen.push(progress))).toBe('finished');
    expect(seen.at(-1)).toMatchObject({ done: 2, total: 2, refused: [{ name: 'IMG_2.jpg', reason: 'This file is not a photo.' }] });
  });

  test('a copy kept while the run goes on (the folder’s later photos) is sent in the same run', async () => {
    const tripId = nextTrip++;
    await keep(tripId, 2);
    const server = fakeServer();
    let later = false;
    const send = async (trip: number, file: File) => {
      if (!later) {
        later = true;
        await keepTripPhoto({ owner: OWNER, tripId, name: 'IMG_3.jpg', type: 'image/jpeg', size: 1000, takenAt: null, bytes: new Uint8Array([0xff, 0xd8, 3]).buffer });
      }
      return sendTripPhoto(trip, file);
    };
    expect(await sendWaitingPhotos(OWNER, tripId, send, () => {})).toBe('finished');
    expect(server.stored.size).toBe(3);
    expect((await tripPhotos(OWNER, tripId)).filter(isWaiting)).toEqual([]);
  });
});
