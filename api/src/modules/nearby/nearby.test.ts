import { afterAll, describe, expect, test } from 'bun:test';
import { testApp } from '../../../test-support/harness';
import { startFakeObis } from '../../fakes/obis';
import { recordedNearby } from './service';

const obis = startFakeObis();
afterAll(() => obis.stop());
const CAIRNS = { latitude: -16.92, longitude: 145.77 };
const OCELLARIS = 278400;
const CYANEA = 218858; // Caribbean only
const CHROMIS = 158709;
// A rich reef: 25 other Chromis recorded more than the clownfish, 10 rows a page at most; A. ocellaris on page three.
const RICH = { otherChromis: 25, pageCap: 10 };
/**
 * OBIS's time limit: long enough for the three pages of the rich area on a loaded machine, unless a test is about
 * OBIS being too slow (then 1 s, against a fake that takes 4 s).
 */
const app = (timeoutMs = 10_000) => testApp({}, { OBIS_API_URL: obis.url, OBIS_TIMEOUT_MS: String(timeoutMs) });

describe('recorded near where the photo was taken', () => {
  test('true and false per candidate from one OBIS call; none without a position', async () => {
    obis.reset();
    const { ctx } = await app();
    expect(await recordedNearby(ctx, [OCELLARIS, CYANEA], CAIRNS)).toEqual(new Map([[OCELLARIS, true], [CYANEA, false]]));
    expect(obis.requests).toHaveLength(1);
    expect(await recordedNearby(ctx, [OCELLARIS], null)).toEqual(new Map());
    expect(obis.requests).toHaveLength(1);
  });

  test('answers are kept 30 days per taxon and 1° cell; only the taxa not known are asked', async () => {
    obis.reset();
    const { ctx, setNow } = await app();
    setNow(new Date('2026-01-01T00:00:00Z'));
    await recordedNearby(ctx, [OCELLARIS], CAIRNS);
    // The same cell, a few km away: from the cache; a new taxon alone goes to OBIS.
    expect(await recordedNearby(ctx, [OCELLARIS, CYANEA], { latitude: -16.5, longitude: 145.2 })).toEqual(new Map([[OCELLARIS, true], [CYANEA, false]]));
    expect(obis.requests.map((query) => new URLSearchParams(query).get('taxonid'))).toEqual([`${OCELLARIS}`, `${CYANEA}`]);
    setNow(new Date('2026-02-01T00:00:00Z'));
    await recordedNearby(ctx, [OCELLARIS], CAIRNS);
    expect(obis.requests).toHaveLength(3);
  });

  test('OBIS down or slower than OBIS_TIMEOUT_MS: not known, and nothing cached', async () => {
    obis.reset();
    const { ctx } = await app(1_000);
    obis.setScenario('down');
    expect(await recordedNearby(ctx, [OCELLARIS], CAIRNS)).toEqual(new Map());
    obis.setScenario('slow', { slowMs: 4_000 });
    const started = performance.now();
    expect(await recordedNearby(ctx, [OCELLARIS], CAIRNS)).toEqual(new Map());
    // Given up at the limit, not waited out.
    expect(performance.now() - started).toBeLessThan(3_000);
    obis.reset();
    expect(await recordedNearby(ctx, [OCELLARIS], CAIRNS)).toEqual(new Map([[OCELLARIS, true]]));
  });

  test('a rich area: a candidate on page three of the checklist is recorded nearby', async () => {
    obis.reset();
    obis.setArea(RICH);
    const { ctx } = await app();
    expect(await recordedNearby(ctx, [CHROMIS, OCELLARIS, CYANEA], CAIRNS)).toEqual(new Map([[CHROMIS, true], [OCELLARIS, true], [CYANEA, false]]));
    expect(obis.requests).toHaveLength(3);
  });

  test('paging cut short by OBIS_TIMEOUT_MS: the unread candidates are not known, and not cached as false', async () => {
    obis.reset();
    obis.setArea(RICH);
    const { ctx, sql } = await app(1_000);
    obis.setScenario('slow', { slowMs: 4_000, afterFirstPage: true });
    expect(await recordedNearby(ctx, [CHROMIS, OCELLARIS, CYANEA], CAIRNS)).toEqual(new Map([[CHROMIS, true]]));
    expect(await sql`SELECT aphia_id AS "aphiaId", recorded FROM obis_nearby`).toEqual([{ aphiaId: CHROMIS, recorded: expect.anything() }]);
    // Asked again: Chromis from the cache, the two others from OBIS, read to the end this time.
    obis.reset();
    obis.setArea(RICH);
    expect(await recordedNearby(ctx, [CHROMIS, OCELLARIS, CYANEA], CAIRNS)).toEqual(new Map([[CHROMIS, true], [OCELLARIS, true], [CYANEA, false]]));
    expect(obis.requests.map((query) => new URLSearchParams(query).get('taxonid'))).toEqual([`${OCELLARIS},${CYANEA}`]);
  });

  test('OBIS serving fewer rows than the total it counts: a candidate not among them is not known', async () => {
    obis.reset();
    obis.setArea({ ...RICH, totalOverstated: 5 });
    const { ctx, sql } = await app();
    expect(await recordedNearby(ctx, [CHROMIS, OCELLARIS, CYANEA], CAIRNS)).toEqual(new Map([[CHROMIS, true], [OCELLARIS, true]]));
    expect(await sql`SELECT aphia_id FROM obis_nearby WHERE aphia_id = ${CYANEA}`).toEqual([]);
  });
});
