import { CrcCalculator, Profile } from '@garmin/fitsdk';

/**
 * FIT files as a Descent watch writes a dive, made fast enough for a folder of a thousand: each message's fields are
 * found by name in Garmin's profile and written straight into the bytes (Garmin's Encoder takes about a second a
 * file here). A record carries what a watch records each second besides the depth (pressure, temperature, heart
 * rate, tissue loads, stops), about 40 bytes as in the Subsurface project's Garmin files.
 */

/** FIT times count seconds from 1989-12-31T00:00:00Z. */
const FIT_EPOCH_SECONDS = 631_065_600;
const BASE_TYPES: Record<string, { code: number; size: number }> = {
  enum: { code: 0x00, size: 1 },
  sint8: { code: 0x01, size: 1 },
  uint8: { code: 0x02, size: 1 },
  uint16: { code: 0x84, size: 2 },
  sint32: { code: 0x85, size: 4 },
  uint32: { code: 0x86, size: 4 },
  uint32z: { code: 0x8c, size: 4 },
};

type Fields = Record<string, number>;
type ProfileMessage = { fields: Record<number, { num: number; name: string; baseType: string; scale: number }> };

class FitBytes {
  private view: DataView;
  private bytes: Uint8Array;
  length = 14;
  private local = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
    this.view = new DataView(this.bytes.buffer);
  }

  /** A definition of `message` with these fields (in this order) on the next local number; returns a writer of its data. */
  define(messageNumber: number, names: string[]): (values: Fields) => void {
    const profile = Profile.messages[messageNumber] as ProfileMessage;
    const fields = names.map((name) => {
      const field = Object.values(profile.fields).find((candidate) => candidate.name === name)!;
      return { ...field, base: BASE_TYPES[field.baseType]! };
    });
    const local = this.local++;
    this.bytes.set([0x40 | local, 0, 0], this.length);
    this.view.setUint16(this.length + 3, messageNumber, true);
    this.bytes[this.length + 5] = fields.length;
    this.length += 6;
    for (const field of fields) {
      this.bytes.set([field.num, field.base.size, field.base.code], this.length);
      this.length += 3;
    }
    return (values) => {
      this.bytes[this.length++] = local;
      for (const field of fields) {
        const value = Math.round(values[field.name]! * field.scale);
        const at = this.length;
        if (field.base.size === 1) field.base.code === 0x01 ? this.view.setInt8(at, value) : this.view.setUint8(at, value);
        else if (field.base.size === 2) this.view.setUint16(at, value, true);
        else field.base.code === 0x85 ? this.view.setInt32(at, value, true) : this.view.setUint32(at, value, true);
        this.length += field.base.size;
      }
    };
  }

  /** The file: its header (with the data's size and its own CRC) and the CRC of the whole at the end. */
  close(): Uint8Array {
    const dataSize = this.length - 14;
    this.bytes.set([14, 0x20], 0);
    this.view.setUint16(2, 2132, true);
    this.view.setUint32(4, dataSize, true);
    this.bytes.set([0x2e, 0x46, 0x49, 0x54], 8);
    this.view.setUint16(12, CrcCalculator.calculateCRC(this.bytes, 0, 12), true);
    this.view.setUint16(this.length, CrcCalculator.calculateCRC(this.bytes, 0, this.length), true);
    return this.bytes.slice(0, this.length + 2);
  }
}

/** One dive, `seconds` long from `startUtc` (Unix seconds), recorded every second, then two minutes at the surface. */
export function watchFit({ startUtc, utcOffsetMinutes, seconds, maxDepth }: { startUtc: number; utcOffsetMinutes: number; seconds: number; maxDepth: number }): Uint8Array {
  const start = startUtc - FIT_EPOCH_SECONDS;
  const elapsed = seconds + 120;
  const file = new FitBytes(1000 + (elapsed + 1) * 40);
  const mesg = Profile.MesgNum as Record<'FILE_ID' | 'RECORD' | 'DIVE_SUMMARY' | 'SESSION' | 'ACTIVITY', number>;
  file.define(mesg.FILE_ID, ['type', 'manufacturer', 'product', 'serialNumber', 'timeCreated'])({ type: 4, manufacturer: 1, product: 2859, serialNumber: 3991472814, timeCreated: start + elapsed });
  const record = file.define(mesg.RECORD, ['timestamp', 'depth', 'absolutePressure', 'temperature', 'heartRate', 'n2Load', 'cnsLoad', 'ndlTime', 'nextStopDepth', 'nextStopTime', 'timeToSurface', 'ascentRate']);
  for (let t = 0; t <= elapsed; t++) {
    const depth = t >= seconds ? 0 : Math.max(1, maxDepth * Math.min(1, t / 60, (seconds - t) / 120));
    record({ timestamp: start + t, depth, absolutePressure: 101_325 + depth * 10_050, temperature: 27, heartRate: 70 + (t % 20), n2Load: 20 + t / 60, cnsLoad: 1, ndlTime: 3000, nextStopDepth: 0, nextStopTime: 0, timeToSurface: 60, ascentRate: 0 });
  }
  file.define(mesg.DIVE_SUMMARY, ['timestamp', 'referenceMesg', 'referenceIndex', 'maxDepth'])({ timestamp: start + elapsed, referenceMesg: mesg.SESSION, referenceIndex: 0, maxDepth });
  file.define(mesg.SESSION, ['timestamp', 'startTime', 'totalElapsedTime', 'sport', 'subSport'])({ timestamp: start + elapsed, startTime: start, totalElapsedTime: elapsed, sport: 53, subSport: 53 });
  file.define(mesg.ACTIVITY, ['timestamp', 'localTimestamp', 'numSessions'])({ timestamp: start + elapsed, localTimestamp: start + elapsed + utcOffsetMinutes * 60, numSessions: 1 });
  return file.close();
}
