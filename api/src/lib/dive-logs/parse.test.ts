import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { HttpError } from '../errors';
import { DECLARATIONS_REFUSED, NO_DIVES, NOT_A_DIVE_LOG, parseDiveLog } from '.';
import { bytesOf, longAttributeName, spacedDuration, unclosedSamples, parseLog, unclosedWaypoints } from './test-support';

const fixture = (name: string) => Bun.file(join(import.meta.dir, '../../modules/dives/fixtures', name)).bytes();
const bytes = (text: string) => new TextEncoder().encode(text);

function refusal(text: string): { status: number; message: string } {
  try {
    parseDiveLog(bytes(text));
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('Subsurface XML', () => {
  test('as written now: sites by id, dives in trips and outside them, a sample without depth keeps the last', async () => {
    const log = parseLog(await fixture('palau-trips.ssrf'));
    expect(log.format).toBe('subsurface');
    expect(log.skippedSamples).toBe(0);
    expect(log.dives.map((dive) => [dive.startedAt, dive.durationSeconds, dive.maxDepthMeters, dive.site?.name ?? null])).toEqual([
      ['2025-06-18T10:00:00', 1800, 4, null],
      ['2025-06-14T09:30:00', 2730, 22.1, 'Blue Corner'],
      ['2025-06-14T13:05:00', 3000, 16.4, 'German Channel'],
      ['2025-06-16T08:45:00', 2300, 27.3, "Jake's Plane"],
    ]);
    const blueCorner = log.dives[1]!;
    expect(blueCorner.site).toEqual({ name: 'Blue Corner', latitude: 7.132557, longitude: 134.224213 });
    expect(blueCorner.profile.slice(3, 6)).toEqual([[600, 18], [660, 18], [720, 22.1]]);
    expect(log.dives[3]!.site).toEqual({ name: "Jake's Plane", latitude: null, longitude: null });
  });

  test("as older versions wrote it: the position on each dive's location, or in <gps>", async () => {
    const log = parseLog(await fixture('hoodsport-v2.xml'));
    expect(log.dives).toHaveLength(1);
    expect(log.dives[0]!).toMatchObject({ startedAt: '2010-12-04T10:38:00', durationSeconds: 870, maxDepthMeters: 10.97 });
    expect(log.dives[0]!.site).toEqual({ name: 'Sund Rock, Hoodsport, WA, USA', latitude: 47.4002, longitude: -123.142299 });
    const v1 = parseLog(bytes(`<dives><program name='subsurface' version='1'></program>
      <dive number='10' date='2011-01-01' time='18:00:00' duration='30:00 min'><depth max='30.0 m' mean='15.0 m' />
      <location>10th test dive</location><gps>63.01043 7.31243</gps></dive></dives>`));
    expect(v1.dives[0]).toMatchObject({ startedAt: '2011-01-01T18:00:00', durationSeconds: 1800, maxDepthMeters: 30 });
    expect(v1.dives[0]!.site).toEqual({ name: '10th test dive', latitude: 63.01043, longitude: 7.31243 });
  });

  test('impossible samples are left out and counted', async () => {
    const log = parseLog(await fixture('impossible-samples.ssrf'));
    expect(log.skippedSamples).toBe(3);
    expect(log.dives[0]!.profile).toEqual([[10, 1], [360, 12], [1140, 1]]);
  });
});

test('UDDF 3.2: site by link, waypoints, the summary after the dive', async () => {
  const log = parseLog(await fixture('poor-knights.uddf'));
  expect(log.format).toBe('uddf');
  expect(log.dives).toHaveLength(1);
  expect(log.dives[0]).toMatchObject({ startedAt: '2024-02-10T10:30:58', durationSeconds: 2700, maxDepthMeters: 24.8 });
  expect(log.dives[0]!.site).toEqual({ name: 'Northern Arch', latitude: -35.4485, longitude: 174.732 });
  expect(log.dives[0]!.profile).toHaveLength(7);
  expect(log.dives[0]!.profile[3]).toEqual([900, 24.8]);
});

describe('refused', () => {
  test('a DOCTYPE or entities: XXE and entity expansion never reach the parser', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE divelog [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><divelog program='subsurface' version='3'><dives><dive date='2025-01-01' time='10:00:00' duration='10:00 min'><notes>&xxe;</notes></dive></dives></divelog>`;
    expect(refusal(xxe)).toEqual({ status: 400, message: DECLARATIONS_REFUSED });
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><uddf>&lol2;</uddf>`;
    expect(refusal(laughs)).toEqual({ status: 400, message: DECLARATIONS_REFUSED });
  });

  test('neither format, not XML, or no dives', () => {
    expect(refusal('<kml><Document/></kml>')).toEqual({ status: 400, message: NOT_A_DIVE_LOG });
    expect(refusal('Date,Time,Depth\n2025-01-01,10:00,12')).toEqual({ status: 400, message: NOT_A_DIVE_LOG });
    expect(refusal("<divelog program='subsurface' version='3'><dives></dives></divelog>")).toEqual({ status: 400, message: NO_DIVES });
    expect(refusal('<uddf version="3.2.0"><profiledata/></uddf>')).toEqual({ status: 400, message: NO_DIVES });
  });

  test('nested more than 100 deep', () => {
    const nested = (depth: number) => `<divelog program='subsurface' version='3'><dives>${'<trip>'.repeat(depth)}<dive date='2025-01-01' time='10:00:00' duration='30:00 min'/>${'</trip>'.repeat(depth)}</dives></divelog>`;
    expect(parseLog(bytes(nested(1))).dives).toHaveLength(1);
    expect(refusal(nested(1_000))).toEqual({ status: 400, message: NOT_A_DIVE_LOG });
  });

  test('over 25 MB: 413', () => {
    expect(() => parseDiveLog(new Uint8Array(25 * 1024 * 1024 + 1))).toThrow(expect.objectContaining({ status: 413 }));
  });
});

describe('hostile logs are read in one pass over their text', () => {
  test('64,000 UDDF waypoints never closed (625 KB): the dive is kept, each waypoint a skipped sample', () => {
    const log = parseLog(bytesOf(unclosedWaypoints(64_000)));
    expect(log.dives).toEqual([{ startedAt: '2024-02-10T10:30:58', utcOffsetMinutes: null, durationSeconds: 2700, maxDepthMeters: null, site: null, profile: [] }]);
    expect(log.skippedSamples).toBe(64_000);
  });

  test('a waypoint never closed ends at the next one; its depth and time still count', () => {
    const text = unclosedWaypoints(0).replace('<samples>', '<samples><waypoint><depth>3</depth><divetime>60</divetime><waypoint><divetime>120</divetime></waypoint><waypoint/>');
    const log = parseLog(bytes(text));
    expect(log.dives[0]!.profile).toEqual([[60, 3], [120, 3]]);
    expect(log.skippedSamples).toBe(1);
  });

  test('samples never closed, a long attribute name, a duration padded with spaces (about 1 MB each)', () => {
    expect(parseLog(bytesOf(unclosedSamples(1_000_000)))).toMatchObject({ dives: [{ durationSeconds: 1800, profile: [] }], skippedDives: 0 });
    expect(parseLog(bytesOf(longAttributeName(1_000_000))).dives[0]!.maxDepthMeters).toBe(20);
    expect(parseLog(bytesOf(spacedDuration(1_000_000)))).toMatchObject({ dives: [], skippedDives: 1 });
  });
});

describe("a dive's values are bounded", () => {
  const now = new Date('2025-07-01T12:00:00Z');
  const dive = (date: string, duration: string, rest = '') =>
    `<dive date='${date}' time='10:00:00' duration='${duration}'${rest}><divecomputer><depth max='12 m' /><sample time='5:00 min' depth='12 m' /></divecomputer></dive>`;
  const log = (...dives: string[]) => bytes(`<divelog program='subsurface' version='3'><divesites><site uuid='1' name='${'Reef '.repeat(60)}x'/></divesites><dives>${dives.join('')}</dives></divelog>`);

  test('a start before 1950 or more than a day ahead, or over 24 hours long: the dive is left out and counted', () => {
    const read = parseLog(
      log(dive('1950-01-01', '40:00 min'), dive('1949-12-31', '40:00 min'), dive('2025-07-02', '40:00 min'), dive('2025-07-03', '40:00 min'), dive('2025-01-01', '1441:00 min'), dive('2025-01-02', '1440:00 min'), dive('someday', '40:00 min')),
      { now },
    );
    expect(read.dives.map((kept) => kept.startedAt)).toEqual(['1950-01-01T10:00:00', '2025-07-02T10:00:00', '2025-01-02T10:00:00']);
    expect(read.skippedDives).toBe(4);
  });

  test('a maximum depth beyond 11,000 m or below 0 is left out: the dive keeps its deepest sample', () => {
    const read = parseLog(log(dive('2025-01-01', '40:00 min').replace("max='12 m'", "max='12000 m'"), dive('2025-01-02', '40:00 min').replace("max='12 m'", "max='-3 m'")), { now });
    expect(read.dives.map((kept) => kept.maxDepthMeters)).toEqual([12, 12]);
    expect(read.skippedDives).toBe(0);
  });

  test("a site's name is cut to 200 characters", () => {
    const read = parseLog(log(dive('2025-01-01', '40:00 min', " divesiteid='1'")), { now });
    expect(read.dives[0]!.site!.name).toBe('Reef '.repeat(40).trimEnd());
  });

  test('UDDF: the same bounds', () => {
    const uddf = (datetime: string, greatest: string) =>
      `<dive><informationbeforedive><datetime>${datetime}</datetime></informationbeforedive><informationafterdive><greatestdepth>${greatest}</greatestdepth><diveduration>600</diveduration></informationafterdive></dive>`;
    const read = parseLog(bytes(`<uddf><profiledata><repetitiongroup>${uddf('2024-02-10T10:30:58', '20000')}${uddf('1900-01-01T10:00:00', '10')}</repetitiongroup></profiledata></uddf>`), { now });
    expect(read.dives).toEqual([{ startedAt: '2024-02-10T10:30:58', utcOffsetMinutes: null, durationSeconds: 600, maxDepthMeters: null, site: null, profile: [] }]);
    expect(read.skippedDives).toBe(1);
  });
});
