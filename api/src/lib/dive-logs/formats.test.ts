import { describe, expect, test } from 'bun:test';
import { descentFit, macdiveXml, suuntoJson, uddf33, type DiveShape } from '../../../test-support/dive-files';
import { HttpError } from '../errors';
import { NOT_A_DIVE_LOG, NOT_A_LOG_CODE } from '.';
import { parseLog } from './test-support';

const now = new Date('2026-06-01T00:00:00Z');
const bytes = (text: string) => new TextEncoder().encode(text);
const read = (file: Uint8Array | string) => parseLog(typeof file === 'string' ? bytes(file) : file, { now });
const refusal = (file: Uint8Array | string) => {
  try {
    read(file);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, code: error.code, message: error.message };
  }
  return null;
};

/** A dive at Lembeh at 08:51:59 local, 12 hours ahead of UTC: 20:51:59 UTC the day before. */
const lembeh: DiveShape = { start: '2025-08-17T08:51:59', utcOffsetMinutes: 720, seconds: 2700, maxDepth: 18.4, position: { latitude: 1.4412, longitude: 125.2361 } };

describe('Garmin FIT (Descent)', () => {
  test("the start at the dive site's clock from local_timestamp, the offset, the time under water, the summary's depth, the start position", () => {
    const log = read(descentFit(lembeh));
    expect(log.format).toBe('fit');
    const [dive] = log.dives;
    expect(dive).toMatchObject({ startedAt: '2025-08-17T08:51:59', utcOffsetMinutes: 720, maxDepthMeters: 18.4, site: { name: null, latitude: 1.4412, longitude: 125.2361 } });
    // The last sample at 0.75 m or deeper is at 2,690 s; the recording's two minutes at the surface after it are not the dive.
    expect(dive!.durationSeconds).toBe(2690);
    expect(dive!.profile[0]).toEqual([0, 1]);
    expect(dive!.profile.at(-1)).toEqual([2700, 0]);
  });

  test('west of Greenwich, and no position', () => {
    const [dive] = read(descentFit({ ...lembeh, start: '2025-03-02T23:30:00', utcOffsetMinutes: -300, position: undefined })).dives;
    expect(dive).toMatchObject({ startedAt: '2025-03-02T23:30:00', utcOffsetMinutes: -300, site: null });
  });

  test('a FIT activity that is no dive (a run) is not a dive log', () => {
    expect(refusal(descentFit(lembeh, { sport: 'running' }))).toEqual({ status: 400, code: NOT_A_LOG_CODE, message: NOT_A_DIVE_LOG });
  });

  test('a FIT file cut short fails its check and is not read', () => {
    const whole = descentFit(lembeh);
    expect(refusal(whole.slice(0, whole.length - 100))).toMatchObject({ status: 400, code: NOT_A_LOG_CODE });
  });
});

describe('Suunto app JSON', () => {
  test('DateTime 13:40:49 at +03:00 is 13:40:49 local; DiveTime is the dive, Duration the whole activity', () => {
    const log = read(suuntoJson({ start: '2026-05-15T13:40:49', utcOffsetMinutes: 180, seconds: 3665, maxDepth: 10.73 }));
    expect(log.format).toBe('suunto');
    expect(log.dives).toHaveLength(1);
    expect(log.dives[0]).toMatchObject({ startedAt: '2026-05-15T13:40:49', utcOffsetMinutes: 180, durationSeconds: 3665, maxDepthMeters: 10.73, site: null });
    // The sample written 10.5 s after the start, at 10.73 × 10 / 60 m.
    expect(log.dives[0]!.profile[1]).toEqual([11, 1.788]);
  });

  test('JSON that is not a Suunto export is not a dive log', () => {
    expect(refusal('{"DeviceLog":{"Samples":[]}}')).toMatchObject({ status: 400, code: NOT_A_LOG_CODE });
    expect(refusal('{"type":"FeatureCollection","features":[]}')).toMatchObject({ status: 400, code: NOT_A_LOG_CODE });
    expect(refusal('{"DeviceLog": ')).toMatchObject({ status: 400, code: NOT_A_LOG_CODE });
  });
});

describe('MacDive XML', () => {
  const second = { ...lembeh, start: '2019-09-15 14:20:00'.replace(' ', 'T'), position: undefined };

  test('metric: every dive, its local start, duration, depth and site; the DTD it names is never fetched', () => {
    const log = read(macdiveXml([{ ...lembeh, start: '2019-09-15T12:46:27', position: { latitude: 45.6771, longitude: 11.89239 } }, second]));
    expect(log.format).toBe('macdive');
    expect(log.dives.map(({ profile, ...dive }) => dive)).toEqual([
      { startedAt: '2019-09-15T12:46:27', utcOffsetMinutes: null, durationSeconds: 2700, maxDepthMeters: 18.4, site: { name: 'Piattaforma gialla', latitude: 45.6771, longitude: 11.89239 } },
      // 0 0 is no position, as MacDive writes a site it has none for.
      { startedAt: '2019-09-15T14:20:00', utcOffsetMinutes: null, durationSeconds: 2700, maxDepthMeters: 18.4, site: { name: 'Piattaforma gialla', latitude: null, longitude: null } },
    ]);
    expect(log.dives[0]!.profile.slice(0, 2)).toEqual([
      [0, 1],
      [10, 3.07],
    ]);
  });

  test('imperial: depths in feet, read in metres', () => {
    const [dive] = read(macdiveXml([second], { units: 'Imperial' })).dives;
    expect(dive!.maxDepthMeters).toBe(18.4);
    expect(dive!.profile[1]).toEqual([10, 3.07]);
  });

  test('a DOCTYPE with declarations of its own is still refused', () => {
    const declared = macdiveXml([second]).replace('"http://www.mac-dive.com/macdive_logbook.dtd">', '"x.dtd" [<!ENTITY e SYSTEM "file:///etc/passwd">]>');
    expect(refusal(declared)).toMatchObject({ status: 400 });
    expect(read(macdiveXml([second])).dives).toHaveLength(1);
  });
});

describe('UDDF 3.3 (AP DiveSight)', () => {
  test("the placeholder before the first dive is no dive; the start's offset is read, and the start stays local", () => {
    const log = read(uddf33({ ...lembeh, start: '2022-04-24T10:30:58', utcOffsetMinutes: 720 }));
    expect(log).toMatchObject({ format: 'uddf', skippedDives: 0 });
    expect(log.dives.map(({ profile, ...dive }) => dive)).toEqual([
      { startedAt: '2022-04-24T10:30:58', utcOffsetMinutes: 720, durationSeconds: 2700, maxDepthMeters: 18.4, site: { name: 'Northern Arch', latitude: 1.4412, longitude: 125.2361 } },
    ]);
  });

  test('without an offset the offset is unknown', () => {
    expect(read(uddf33(lembeh, { withOffset: false })).dives[0]!.utcOffsetMinutes).toBeNull();
  });
});

test('a format is recognised by its content, whatever the name: a photo or a text file is no dive log, with the formats read in its message', () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
  expect(refusal(jpeg)).toEqual({ status: 400, code: NOT_A_LOG_CODE, message: NOT_A_DIVE_LOG });
  expect(refusal('Date,Time,Depth\n2025-01-01,10:00,12')).toMatchObject({ code: NOT_A_LOG_CODE });
  for (const format of ['Subsurface', 'UDDF', 'MacDive', 'FIT', 'Suunto']) expect(NOT_A_DIVE_LOG).toContain(format);
});
