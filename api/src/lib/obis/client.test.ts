import { afterAll, describe, expect, test } from 'bun:test';
import { startFakeObis } from '../../fakes/obis';
import { CHECKLIST_PAGE_SIZE, createObisClient, nearbyBox, ObisUnavailableError } from './client';

const obis = startFakeObis();
afterAll(() => obis.stop());
const client = createObisClient(obis.url);
const CAIRNS = { latitude: -16.92, longitude: 145.77 };
const BONAIRE = { latitude: 12.15, longitude: -68.27 };
const signal = () => AbortSignal.timeout(3_000);

describe('OBIS checklist near a position', () => {
  test('one call for all taxa: those recorded in the box, a genus through its species', async () => {
    obis.reset();
    // Amphiprion ocellaris, Chromis cyanea (Caribbean only), the genus Amphiprion.
    const { recorded, complete } = await client.recordedNear([278400, 218858, 205734], CAIRNS, signal());
    expect([...recorded].sort()).toEqual([205734, 278400]);
    expect(complete).toBe(true);
    expect(obis.requests).toHaveLength(1);
    const query = new URLSearchParams(obis.requests[0]);
    expect(query.get('taxonid')).toBe('278400,218858,205734');
    expect(query.get('geometry')).toBe(nearbyBox(CAIRNS));
    // OBIS answers 10 rows unless asked for more.
    expect([query.get('skip'), query.get('size')]).toEqual(['0', `${CHECKLIST_PAGE_SIZE}`]);
    expect(await client.recordedNear([278400, 218858], BONAIRE, signal())).toEqual({ recorded: new Set([218858]), complete: true });
  });

  test('the box is about 300 km on a side, wider in degrees of longitude away from the equator', () => {
    expect(nearbyBox({ latitude: 0, longitude: 10 })).toBe('POLYGON((8.653 -1.347,11.347 -1.347,11.347 1.347,8.653 1.347,8.653 -1.347))');
    expect(nearbyBox({ latitude: 60, longitude: 10 })).toBe('POLYGON((7.305 58.653,12.695 58.653,12.695 61.347,7.305 61.347,7.305 58.653))');
    expect(nearbyBox({ latitude: 89.5, longitude: 179.5 })).toMatch(/^POLYGON\(\(-?\d+(\.\d+)? 88\.153,180 88\.153,180 90,/);
  });

  test('OBIS down or too slow: an error the caller turns into "not known"', async () => {
    obis.setScenario('down');
    await expect(client.recordedNear([278400], CAIRNS, signal())).rejects.toBeInstanceOf(ObisUnavailableError);
    obis.setScenario('slow', { slowMs: 2_000 });
    await expect(client.recordedNear([278400], CAIRNS, AbortSignal.timeout(100))).rejects.toBeInstanceOf(ObisUnavailableError);
    obis.reset();
    expect(await client.recordedNear([], CAIRNS, signal())).toEqual({ recorded: new Set(), complete: true });
  });
});

// A rich reef: 25 other Chromis, each recorded more than the clownfish, and 10 rows a page at most.
const RICH = { otherChromis: 25, pageCap: 10 };
const CHROMIS = 158709;
const OCELLARIS = 278400;
const PERCULA = 278401;
const skips = () => obis.requests.map((query) => new URLSearchParams(query).get('skip'));

describe('OBIS checklist read to its last page', () => {
  test('a candidate on page three is found, and paging stops once every candidate is', async () => {
    obis.reset();
    obis.setArea(RICH);
    expect(await client.recordedNear([CHROMIS, OCELLARIS], CAIRNS, signal())).toEqual({ recorded: new Set([CHROMIS, OCELLARIS]), complete: true });
    expect(skips()).toEqual(['0', '10', '20']);
    obis.requests.length = 0;
    expect(await client.recordedNear([CHROMIS], CAIRNS, signal())).toEqual({ recorded: new Set([CHROMIS]), complete: true });
    expect(skips()).toEqual(['0']);
  });

  test('a candidate in none of the pages is known absent once every row counted in total is read', async () => {
    obis.reset();
    obis.setArea(RICH);
    // Chromis, Chromis viridis, and 25 others near Cairns: 27 rows, and no Chromis cyanea (Caribbean only).
    expect(await client.recordedNear([CHROMIS, 218858], CAIRNS, signal())).toEqual({ recorded: new Set([CHROMIS]), complete: true });
    expect(skips()).toEqual(['0', '10', '20']);
  });

  test('OBIS serving fewer rows than its total: the rows not served are not known', async () => {
    obis.reset();
    obis.setArea({ ...RICH, totalOverstated: 3 });
    expect(await client.recordedNear([CHROMIS, PERCULA, 218858], CAIRNS, signal())).toEqual({ recorded: new Set([CHROMIS, PERCULA]), complete: false });
    // 27 rows served (25 others, Chromis viridis, A. percula), 30 counted: the empty page after them ends the reading.
    expect(skips()).toEqual(['0', '10', '20', '27']);
  });

  test('a later page down or past the deadline: what was read stands, the rest is not known', async () => {
    obis.reset();
    obis.setArea(RICH);
    obis.setScenario('down', { afterFirstPage: true });
    expect(await client.recordedNear([CHROMIS, OCELLARIS], CAIRNS, signal())).toEqual({ recorded: new Set([CHROMIS]), complete: false });
    obis.setScenario('slow', { slowMs: 2_000, afterFirstPage: true });
    const started = performance.now();
    expect(await client.recordedNear([CHROMIS, OCELLARIS], CAIRNS, AbortSignal.timeout(300))).toEqual({ recorded: new Set([CHROMIS]), complete: false });
    expect(performance.now() - started).toBeLessThan(1_500);
    // The first page itself failing is OBIS not answering.
    obis.setScenario('down');
    await expect(client.recordedNear([CHROMIS, OCELLARIS], CAIRNS, signal())).rejects.toBeInstanceOf(ObisUnavailableError);
  });
});

describe('OBIS records at a depth near a position', () => {
  test('one occurrence count per taxon: the box, the band in whole metres, one row asked; total above 0 is recorded', async () => {
    obis.reset();
    // Near Cairns the fake has A. ocellaris at 8 m.
    expect(await client.recordedAtDepth(OCELLARIS, CAIRNS, { start: 0, end: 18 }, signal())).toBe(true);
    expect(await client.recordedAtDepth(OCELLARIS, CAIRNS, { start: 28, end: 52 }, signal())).toBe(false);
    // The genus counts through its species.
    expect(await client.recordedAtDepth(205734, CAIRNS, { start: 0, end: 7 }, signal())).toBe(true);
    const query = new URLSearchParams(obis.occurrenceRequests[0]);
    expect(Object.fromEntries(query)).toEqual({ taxonid: `${OCELLARIS}`, geometry: nearbyBox(CAIRNS), startdepth: '0', enddepth: '18', size: '1' });
  });

  test('OBIS down or too slow: an error the caller turns into "not known"', async () => {
    obis.setScenario('down');
    await expect(client.recordedAtDepth(OCELLARIS, CAIRNS, { start: 0, end: 18 }, signal())).rejects.toBeInstanceOf(ObisUnavailableError);
    obis.setScenario('slow', { slowMs: 2_000 });
    await expect(client.recordedAtDepth(OCELLARIS, CAIRNS, { start: 0, end: 18 }, AbortSignal.timeout(100))).rejects.toBeInstanceOf(ObisUnavailableError);
    obis.reset();
  });
});
