import { describe, expect, test } from 'bun:test';
import { CrcCalculator, Decoder, Stream } from '@garmin/fitsdk';
import { descentFit } from '../../../test-support/dive-files';
import { fitCrc, readFitMessages, type FitMessage } from './fit-messages';

/** Garmin's decoder's reading of the same messages, each cut to the fields ReefID reads. */
function garminReading(bytes: Uint8Array, fields: Record<string, readonly string[]>) {
  const { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read({ convertDateTimesToDates: false, expandComponents: false, expandSubFields: false, mergeHeartRates: false });
  expect(errors).toEqual([]);
  const keys = { session: 'sessionMesgs', record: 'recordMesgs', diveSummary: 'diveSummaryMesgs', activity: 'activityMesgs' } as const;
  return Object.fromEntries(
    Object.entries(keys).map(([kind, key]) => [
      kind,
      ((messages[key] ?? []) as FitMessage[]).map((message) => Object.fromEntries(Object.entries(message).filter(([name]) => fields[kind]!.includes(name)))),
    ]),
  );
}

const FIELDS = {
  session: ['startTime', 'totalElapsedTime', 'startPositionLat', 'startPositionLong', 'sport'],
  record: ['timestamp', 'depth', 'positionLat', 'positionLong'],
  diveSummary: ['referenceMesg', 'referenceIndex', 'maxDepth'],
  activity: ['timestamp', 'localTimestamp'],
};

describe("a FIT file's messages, read as Garmin's decoder reads them", () => {
  test('a Descent dive with a position, and one west of Greenwich without: the same sessions, records, summaries and activity', () => {
    for (const dive of [
      { start: '2023-08-17T08:51:59', utcOffsetMinutes: 720, seconds: 3300, maxDepth: 31.4, every: 1, position: { latitude: -41.165686, longitude: 174.219702 } },
      { start: '2024-02-03T14:05:00', utcOffsetMinutes: -300, seconds: 1800, maxDepth: 12.25 },
    ]) {
      const bytes = descentFit(dive);
      const read = readFitMessages(bytes)!;
      expect(read.record.length).toBeGreaterThan(100);
      expect(read).toEqual(garminReading(bytes, FIELDS) as typeof read);
    }
  });

  test('a run is read too (it is fit.ts that finds no dive in it)', () => {
    const bytes = descentFit({ start: '2024-02-03T14:05:00', utcOffsetMinutes: 60, seconds: 600, maxDepth: 5 }, { sport: 'running' });
    expect(readFitMessages(bytes)!.session[0]!.sport).toBe('running');
  });

  test('bytes that are not FIT, a file cut short, and a compressed-timestamp header are not read', () => {
    const bytes = descentFit({ start: '2024-02-03T14:05:00', utcOffsetMinutes: 60, seconds: 600, maxDepth: 5 });
    expect(readFitMessages(new TextEncoder().encode('<divelog program="subsurface" version="3"/>'))).toBeNull();
    expect(readFitMessages(bytes.slice(0, bytes.length - 100))).toBeNull();
    // The first data message's header (after the 14-byte file header and the file id's definition) made compressed.
    const compressed = bytes.slice();
    const firstData = 14 + 6 + 3 * compressed[14 + 5]! + (compressed[14]! & 0x20 ? 1 : 0);
    expect(compressed[firstData]! & 0xc0).toBe(0);
    compressed[firstData] = 0x80;
    new DataView(compressed.buffer).setUint16(compressed.length - 2, fitCrc(compressed, 0, compressed.length - 2), true);
    expect(readFitMessages(compressed)).toBeNull();
  });

  test("the CRC is Garmin's, and a file one byte of which changed is refused as Garmin's check refuses it", () => {
    const bytes = descentFit({ start: '2024-02-03T14:05:00', utcOffsetMinutes: 60, seconds: 900, maxDepth: 9, every: 1 });
    for (const end of [0, 1, 12, 1000, bytes.length - 2]) expect(fitCrc(bytes, 0, end)).toBe(CrcCalculator.calculateCRC(bytes, 0, end));
    const random = crypto.getRandomValues(new Uint8Array(4096));
    expect(fitCrc(random, 5, 4000)).toBe(CrcCalculator.calculateCRC(random, 5, 4000));
    // A depth of the middle record, one bit changed: still FIT in shape, no longer the file the watch wrote.
    const changed = bytes.slice();
    changed[Math.floor(bytes.length / 2)]! ^= 0x04;
    expect(new Decoder(Stream.fromByteArray(changed)).checkIntegrity()).toBe(false);
    expect(readFitMessages(changed)).toBeNull();
    expect(readFitMessages(bytes)).not.toBeNull();
  });
});
