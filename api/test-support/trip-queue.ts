import { afterAll } from 'bun:test';
import { eq } from 'drizzle-orm';
import { tripSightings } from '../src/db/schema';
import type { FakeOpenAI } from '../src/fakes/openai';
import { identifyApp, signUpPremium } from './identify';
import { burstFrame, newTrip, sendPhoto } from './trips';

const SAMPLES = ['chromis-1.jpg', 'clownfish-1.jpg', 'turtle-1.jpg', 'chromis-2.jpg', 'clownfish-2.jpg', 'turtle-2.jpg', 'chromis-3.jpg', 'clownfish-3.jpg'];
const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

/** The camera time of the trip's `n`th sighting: one a minute and a half apart from 09:00 on 3 March 2026. */
export const sightingTime = (n: number) => new Date(Date.UTC(2026, 2, 3, 9, 0, 0) + n * 90_000).toISOString().slice(0, 19);

/**
 * A diver (premium unless `free`) with a trip of `count` sightings of one photo each, made in the order of `order`
 * (indexes of their camera time), on a test app whose model is the fake. Answers the app, the diver and the trip.
 */
export async function tripOfSightings(fake: FakeOpenAI, count: number, options: { free?: boolean; order?: number[] } = {}) {
  const app = await identifyApp(fake);
  cleanups.push(app.cleanup);
  const diver = options.free ? await app.signUp('diver') : await signUpPremium(app, 'diver');
  const tripId = await newTrip(diver);
  const photoIds: number[] = [];
  for (const n of options.order ?? Array.from({ length: count }, (_, i) => i)) {
    const sent = await sendPhoto(diver, tripId, await burstFrame(SAMPLES[n % SAMPLES.length]!, sightingTime(n), { shift: n % 4 }));
    photoIds.push((await sent.json()).id);
  }
  const regrouped = await diver.put(`/api/trips/${tripId}/sightings`, { sightings: photoIds.map((id) => ({ photoIds: [id] })) });
  if (regrouped.status !== 200) throw new Error(`sightings not made: ${regrouped.status} ${await regrouped.text()}`);
  const rows = () => app.ctx.db.select().from(tripSightings).where(eq(tripSightings.tripId, tripId)).orderBy(tripSightings.id);
  return { app, diver, tripId, rows };
}
