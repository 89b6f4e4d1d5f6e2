import { afterAll, describe, expect, test } from 'bun:test';
import { depthBand } from '@rules/identification';
import { testApp } from '../../../test-support/harness';
import { startFakeObis } from '../../fakes/obis';
import { nearby } from '.';

const obis = startFakeObis();
afterAll(() => obis.stop());
// Near Cairns the fake OBIS has Amphiprion ocellaris at 8 m and A. percula at 6 m; Chromis cyanea is Caribbean only.
const CAIRNS = { latitude: -16.92, longitude: 145.77 };
const OCELLARIS = 278400;
const PERCULA = 278401;
const CYANEA = 218858;
const app = () => testApp({}, { OBIS_API_URL: obis.url, OBIS_TIMEOUT_MS: '300' });
const asked = () => obis.occurrenceRequests.map((query) => Object.fromEntries(new URLSearchParams(query)));

describe('the depth band around a photo', () => {
  test('± 10 m down to 33 m, ± 30 % deeper; whole metres, widened; never above the surface', () => {
    expect(depthBand(12)).toEqual({ start: 2, end: 22 });
    expect(depthBand(12.4)).toEqual({ start: 2, end: 22 });
    expect(depthBand(11.6)).toEqual({ start: 2, end: 22 });
    expect(depthBand(4)).toEqual({ start: 0, end: 14 });
    expect(depthBand(33)).toEqual({ start: 23, end: 43 });
    expect(depthBand(40)).toEqual({ start: 28, end: 52 });
    expect(depthBand(33.6)).toEqual({ start: 23, end: 45 });
    expect(depthBand(100)).toEqual({ start: 70, end: 130 });
  });
});

describe('recorded at the depth where the photo was taken', () => {
  test('true and false per candidate, one OBIS call each with the box and the band; none without a depth or a position', async () => {
    obis.reset();
    const { ctx } = await app();
    expect(await nearby.recordedAtDepth(ctx, [OCELLARIS, CYANEA], CAIRNS, 12)).toEqual(new Map([[OCELLARIS, true], [CYANEA, false]]));
    expect(asked()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ taxonid: `${OCELLARIS}`, startdepth: '2', enddepth: '22', size: '1' }),
        expect.objectContaining({ taxonid: `${CYANEA}`, startdepth: '2', enddepth: '22', size: '1' }),
      ]),
    );
    expect(asked()).toHaveLength(2);
    // Recorded nearby, but in the shallows: not at 40 m (band 28–52 m).
    expect(await nearby.recordedAtDepth(ctx, [OCELLARIS, PERCULA], CAIRNS, 40)).toEqual(new Map([[OCELLARIS, false], [PERCULA, false]]));
    expect(await nearby.recordedAtDepth(ctx, [OCELLARIS], CAIRNS, null)).toEqual(new Map());
    expect(await nearby.recordedAtDepth(ctx, [OCELLARIS], null, 12)).toEqual(new Map());
    expect(asked()).toHaveLength(4);
  });

  test('kept 30 days per taxon, cell and band: asked again, OBIS is asked once', async () => {
    obis.reset();
    const { ctx, setNow, sql } = await app();
    setNow(new Date('2026-01-01T00:00:00Z'));
    await nearby.recordedAtDepth(ctx, [OCELLARIS, CYANEA], CAIRNS, 12);
    // The same 1° cell a few km away, and 11.6 m: the same band, 2–22 m, from the cache.
    expect(await nearby.recordedAtDepth(ctx, [OCELLARIS, CYANEA], { latitude: -16.5, longitude: 145.2 }, 11.6)).toEqual(new Map([[OCELLARIS, true], [CYANEA, false]]));
    expect(asked()).toHaveLength(2);
    expect(await sql`SELECT aphia_id AS "aphiaId", start_depth AS "start", end_depth AS "end" FROM obis_at_depth ORDER BY aphia_id`).toEqual([
      { aphiaId: CYANEA, start: 2, end: 22 },
      { aphiaId: OCELLARIS, start: 2, end: 22 },
    ]);
    setNow(new Date('2026-02-01T00:00:00Z'));
    await nearby.recordedAtDepth(ctx, [OCELLARIS], CAIRNS, 12);
    expect(asked()).toHaveLength(3);
  });

  test('OBIS down or slower than OBIS_TIMEOUT_MS: not known, and nothing cached', async () => {
    obis.reset();
    const { ctx, sql } = await app();
    obis.setScenario('down');
    expect(await nearby.recordedAtDepth(ctx, [OCELLARIS, CYANEA], CAIRNS, 12)).toEqual(new Map());
    obis.setScenario('slow', { slowMs: 2_000 });
    const started = performance.now();
    expect(await nearby.recordedAtDepth(ctx, [OCELLARIS, CYANEA], CAIRNS, 12)).toEqual(new Map());
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(await sql`SELECT aphia_id FROM obis_at_depth`).toEqual([]);
    obis.reset();
    expect(await nearby.recordedAtDepth(ctx, [OCELLARIS], CAIRNS, 12)).toEqual(new Map([[OCELLARIS, true]]));
    expect(asked()).toHaveLength(1);
  });
});
