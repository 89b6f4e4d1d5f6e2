import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { freePort } from '../../scripts/scale/free-port';
import { checkProduct, keepWriting, seedProduct, startDrillServices, type DrillServices, type Seeded } from './drill';
import { cleanUp, startServer, type ServerProcess } from './server-process';

const SLOW = 60_000;
let services: DrillServices;
let seededServer: ServerProcess;
let seeded: Seeded;

beforeAll(async () => {
  services = await startDrillServices();
  seededServer = await startServer(await freePort(), services.env);
  seeded = await seedProduct(seededServer.url);
}, SLOW);
afterAll(async () => {
  cleanUp();
  await services?.stop();
});

describe('the restore drill', () => {
  test('seeds accounts on every plan, sightings of several photos, a species page, a dive and a share link', () => {
    expect(seeded.accounts.map((account) => account.plan)).toEqual(['free', 'monthly', 'lifetime']);
    expect(seeded.lifetimeSlotsTaken).toBe(1);
    expect(Math.max(...seeded.sightings.map((sighting) => sighting.photos.length))).toBeGreaterThanOrEqual(3);
    expect(seeded.sightings.filter((sighting) => sighting.published).length).toBe(2);
    expect(seeded.speciesPage.path).toStartWith('/species/');
    expect(seeded.share.path).toStartWith('/shared/');
    expect(seeded.dive.dives.length).toBeGreaterThan(0);
    expect(seeded.dive.dives.some((dive) => dive.identificationIds.includes(seeded.dive.sightingId))).toBe(true);
  });

  test('the seeded server passes its own check, sessions kept', async () => {
    await checkProduct(seededServer.url, seeded, { sessionsKept: true });
  }, SLOW);

  test('with sessions said to be dropped, the same server fails, naming the sessions that still work', async () => {
    const check = checkProduct(seededServer.url, seeded, { sessionsKept: false });
    await expect(check).rejects.toThrow(`${seeded.accounts[0]!.username}'s old session still answers 200, though sessions were dropped`);
  }, SLOW);

  test('a fresh empty server fails, naming the logins, the photos, the species page and the share link', async () => {
    const empty = await startServer(await freePort(), services.env);
    try {
      const error: Error = await checkProduct(empty.url, seeded, { sessionsKept: true }).then(() => new Error('passed'), (failure) => failure);
      expect(error.message).toContain(`${seeded.accounts[1]!.username} cannot sign in with the password`);
      expect(error.message).toContain(`${seeded.accounts[1]!.username}'s old session is refused`);
      expect(error.message).toContain(`the species page ${seeded.speciesPage.path} answered 404`);
      expect(error.message).toContain(`the share link ${seeded.share.path} answered 404`);
      expect(error.message).toContain('lifetime slots taken: 0 instead of 1');
    } finally {
      empty.process.kill();
    }
  }, SLOW);

  test('a photo served with other bytes, or a dive that changed, is named', async () => {
    const altered: Seeded = structuredClone(seeded);
    const photo = altered.sightings[1]!.photos[1]!;
    photo.sha256 = '0'.repeat(64);
    altered.dive.dives[0]!.maxDepthMeters = 99;
    const error: Error = await checkProduct(seededServer.url, altered, { sessionsKept: true }).then(() => new Error('passed'), (failure) => failure);
    expect(error.message).toContain(`photo ${photo.url} of sighting ${altered.sightings[1]!.id} of ${altered.sightings[1]!.owner} is served with other bytes`);
    expect(error.message).toContain(`dive ${altered.dive.dives[0]!.id} differs`);
    expect(error.message.split('\n')).toHaveLength(3);
  }, SLOW);

  test('keepWriting uploads and publishes until stopped; the seeded product still checks out', async () => {
    const writing = keepWriting(seededServer.url, seeded);
    await writing.firstRound;
    expect(await writing.stop()).toBeGreaterThan(0);
    await checkProduct(seededServer.url, seeded, { sessionsKept: true });
  }, SLOW);
});
