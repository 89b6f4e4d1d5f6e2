import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import sharp from 'sharp';
import { FREE_IDENTIFICATIONS } from '@rules/identification';
import { startCluster, type Cluster } from '../../scripts/scale/cluster';
import { REPO_ROOT } from '../../api/test-support/server-process';
import { Browser } from './browser';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

const SAMPLES = ['chromis-1.jpg', 'clownfish-1.jpg', 'turtle-1.jpg', 'chromis-2.jpg', 'clownfish-2.jpg', 'turtle-2.jpg'];

/** The `n`th photo of the trip, two minutes after the one before: each its own sighting. */
async function tripPhoto(n: number): Promise<File> {
  const takenAt = `2026:03:03 09:${String(2 * n).padStart(2, '0')}:00`;
  const bytes = await sharp(join(REPO_ROOT, 'eval/sample', SAMPLES[n % SAMPLES.length]!)).withExif({ IFD2: { DateTimeOriginal: takenAt } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], `dive-${n}.jpg`, { type: 'image/jpeg' });
}

/** The trip once every sighting is settled, read every 100 ms (the instances' queues work in the background). */
async function settled(diver: Browser, tripId: number) {
  for (;;) {
    const trip = await (await diver.get(`/api/trips/${tripId}`)).json();
    if (trip.pending === 0) return trip;
    await Bun.sleep(100);
  }
}

describe('the trip queue on two instances', () => {
  test(`a free diver's trip queued on both: each of its ${FREE_IDENTIFICATIONS} free sightings identified exactly once`, async () => {
    const diver = new Browser(cluster.url);
    await diver.register('tripdiver');
    const trip = await (await diver.post('/api/trips', { name: 'Two instances' })).json();
    const photoIds: number[] = [];
    for (let n = 0; n < 5; n++) {
      const form = new FormData();
      form.append('image', await tripPhoto(n));
      photoIds.push((await (await diver.post(`/api/trips/${trip.id}/photos`, form)).json()).id);
    }
    expect((await diver.put(`/api/trips/${trip.id}/sightings`, { sightings: photoIds.map((id) => ({ photoIds: [id] })) })).status).toBe(200);
    const modelCalls = cluster.fakes.openai.requests.length;

    // Queued through one instance, asked again through the other: both queues start on it at once.
    const [first, second] = cluster.instances;
    expect(await (await diver.post(`/api/trips/${trip.id}/identify`, {}, first!.url)).json()).toEqual({ queued: FREE_IDENTIFICATIONS });
    expect(await (await diver.post(`/api/trips/${trip.id}/identify`, {}, second!.url)).json()).toEqual({ queued: 0 });

    const done = await settled(diver, trip.id);
    expect(done).toMatchObject({ identified: FREE_IDENTIFICATIONS, needsPlan: 5 - FREE_IDENTIFICATIONS, failed: 0 });
    const identifications = done.sightings.map((sighting: { identificationId: number | null }) => sighting.identificationId).filter(Boolean);
    expect(new Set(identifications).size).toBe(FREE_IDENTIFICATIONS);
    expect(cluster.fakes.openai.requests.length - modelCalls).toBe(FREE_IDENTIFICATIONS);
  });
});
