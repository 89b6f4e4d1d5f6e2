import { afterAll, describe, expect, test } from 'bun:test';
import { startFakeObis } from '../../fakes/obis';
import { createObisClient, nearbyBox, ObisUnavailableError } from './client';

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
    const recorded = await client.recordedNear([278400, 218858, 205734], CAIRNS, signal());
    expect([...recorded].sort()).toEqual([205734, 278400]);
    expect(obis.requests).toHaveLength(1);
    const query = new URLSearchParams(obis.requests[0]);
    expect(query.get('taxonid')).toBe('278400,218858,205734');
    expect(query.get('geometry')).toBe(nearbyBox(CAIRNS));
    expect([...(await client.recordedNear([278400, 218858], BONAIRE, signal()))]).toEqual([218858]);
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
    expect(await client.recordedNear([], CAIRNS, signal())).toEqual(new Set());
  });
});
