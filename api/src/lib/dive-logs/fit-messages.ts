import { Profile } from '@garmin/fitsdk';

/**
 * The four kinds of FIT message a dive is read from, and only the fields ReefID reads, by their names in Garmin's
 * profile (which gives each field's number, scale and offset). Everything else in the file is stepped over by the
 * sizes its definitions give.
 *
 * Why not Garmin's `Decoder.read`: it makes an object of every field of every message, about 12 µs a record, so a
 * watch's folder of a thousand one-hour dives took a minute to read; nor its `checkIntegrity`, whose CRC takes a
 * method call per half byte (10 ms for a dive's 120 KB). This reading, CRC included, takes a few milliseconds a
 * dive (decision 126). Tests hold it to the decoder's reading, message for message, and to Garmin's CRC.
 */
const WANTED = {
  session: ['startTime', 'totalElapsedTime', 'startPositionLat', 'startPositionLong', 'sport'],
  record: ['timestamp', 'depth', 'positionLat', 'positionLong'],
  diveSummary: ['referenceMesg', 'referenceIndex', 'maxDepth'],
  activity: ['timestamp', 'localTimestamp'],
} as const;

type Kind = keyof typeof WANTED;
export type FitMessage = Record<string, number | string>;
export type FitMessages = Record<Kind, FitMessage[]>;

interface FieldSpec {
  name: string;
  scale: number;
  offset: number;
  /** The profile's names for the values of an enumerated field (sport: 53 is "diving"), as Garmin's decoder gives them. */
  names?: Record<string, string>;
}

/** Message numbers by name (the profile's types leave each one possibly undefined). */
const MESG = Profile.MesgNum as Record<'SESSION' | 'RECORD' | 'DIVE_SUMMARY' | 'ACTIVITY', number>;
const MESSAGE_NUMBERS: Record<Kind, number> = { session: MESG.SESSION, record: MESG.RECORD, diveSummary: MESG.DIVE_SUMMARY, activity: MESG.ACTIVITY };

/** Per message number: its kind and its wanted fields by field number. */
const SPECS = new Map<number, { kind: Kind; fields: Map<number, FieldSpec> }>(
  (Object.keys(WANTED) as Kind[]).map((kind) => {
    const profile = Profile.messages[MESSAGE_NUMBERS[kind]] as { fields: Record<number, { num: number; name: string; type: string; scale: number; offset: number }> };
    const wanted: readonly string[] = WANTED[kind];
    const fields = new Map<number, FieldSpec>();
    for (const field of Object.values(profile.fields)) {
      if (!wanted.includes(field.name)) continue;
      const names = field.type === 'sport' || field.type === 'mesgNum' ? (Profile.types[field.type] as Record<string, string>) : undefined;
      fields.set(field.num, { name: field.name, scale: field.scale, offset: field.offset, names });
    }
    return [MESSAGE_NUMBERS[kind], { kind, fields }];
  }),
);

/** FIT base types (the low five bits of a field's base type byte): size in bytes, and the value that means "none". */
const BASE_TYPES: Record<number, { size: number; invalid: number }> = {
  0x00: { size: 1, invalid: 0xff }, // enum
  0x01: { size: 1, invalid: 0x7f }, // sint8
  0x02: { size: 1, invalid: 0xff }, // uint8
  0x03: { size: 2, invalid: 0x7fff }, // sint16
  0x04: { size: 2, invalid: 0xffff }, // uint16
  0x05: { size: 4, invalid: 0x7fffffff }, // sint32
  0x06: { size: 4, invalid: 0xffffffff }, // uint32
  0x0a: { size: 1, invalid: 0 }, // uint8z
  0x0b: { size: 2, invalid: 0 }, // uint16z
  0x0c: { size: 4, invalid: 0 }, // uint32z
};

interface Definition {
  littleEndian: boolean;
  /** The data message's size, developer fields included. */
  size: number;
  list: FitMessage[] | null;
  fields: { at: number; base: number; spec: FieldSpec }[];
}

/** The FIT CRC (CRC-16, polynomial 0xA001 reflected, from 0), a byte at a time by a table of the 256 bytes. */
const CRC_TABLE = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  return crc;
});

export function fitCrc(bytes: Uint8Array, start: number, end: number): number {
  let crc = 0;
  for (let i = start; i < end; i++) crc = (crc >>> 8) ^ CRC_TABLE[(crc ^ bytes[i]!) & 0xff]!;
  return crc;
}

function readValue(view: DataView, at: number, base: number, littleEndian: boolean): number | undefined {
  let value: number;
  switch (base) {
    case 0x00: case 0x02: case 0x0a: value = view.getUint8(at); break;
    case 0x01: value = view.getInt8(at); break;
    case 0x03: value = view.getInt16(at, littleEndian); break;
    case 0x04: case 0x0b: value = view.getUint16(at, littleEndian); break;
    case 0x05: value = view.getInt32(at, littleEndian); break;
    default: value = view.getUint32(at, littleEndian);
  }
  return value === BASE_TYPES[base]!.invalid ? undefined : value;
}

/**
 * The sessions, records, dive summaries and activities of a FIT file (or of several chained in one), each message an
 * object of the wanted fields it holds, scaled as Garmin's decoder scales them. Null when the bytes are not FIT as
 * Garmin's decoder reads it: a header of another size or without ".FIT", a CRC (the header's, when it has one, or
 * the file's) that does not match, a message of an undefined local type, data running past its file, or a
 * compressed-timestamp header (which the decoder does not read either).
 */
export function readFitMessages(bytes: Uint8Array): FitMessages | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const messages: FitMessages = { session: [], record: [], diveSummary: [], activity: [] };
  try {
    let position = 0;
    while (position < bytes.length) {
      const headerSize = bytes[position]!;
      if ((headerSize !== 12 && headerSize !== 14) || view.getUint32(position + 8, true) !== 0x5449462e) return null;
      const end = position + headerSize + view.getUint32(position + 4, true);
      if (end + 2 > bytes.length || view.getUint16(end, true) !== fitCrc(bytes, position, end)) return null;
      if (headerSize === 14 && view.getUint16(position + 12, true) !== 0 && view.getUint16(position + 12, true) !== fitCrc(bytes, position, position + 12)) return null;
      position += headerSize;
      const locals: (Definition | undefined)[] = [];
      while (position < end) {
        const header = bytes[position++]!;
        if (header & 0x80) return null;
        const local = header & 0x0f;
        if (header & 0x40) {
          const littleEndian = bytes[position + 1] === 0;
          const spec = SPECS.get(view.getUint16(position + 2, littleEndian));
          const count = bytes[position + 4]!;
          position += 5;
          const definition: Definition = { littleEndian, size: 0, list: spec ? messages[spec.kind] : null, fields: [] };
          for (let i = 0; i < count; i++, position += 3) {
            const [number, size, base] = [bytes[position]!, bytes[position + 1]!, bytes[position + 2]! & 0x1f];
            const field = spec?.fields.get(number);
            // A wanted field holding one value of a type read here; an array or a string is not one of ReefID's.
            if (field && BASE_TYPES[base]?.size === size) definition.fields.push({ at: definition.size, base, spec: field });
            definition.size += size;
          }
          if (header & 0x20) {
            const developerFields = bytes[position++]!;
            for (let i = 0; i < developerFields; i++, position += 3) definition.size += bytes[position + 1]!;
          }
          if (position > end) return null;
          locals[local] = definition;
        } else {
          const definition = locals[local];
          if (!definition || position + definition.size > end) return null;
          if (definition.list) definition.list.push(messageAt(view, position, definition));
          position += definition.size;
        }
      }
      position = end + 2;
    }
  } catch {
    return null;
  }
  return messages;
}

function messageAt(view: DataView, position: number, definition: Definition): FitMessage {
  const message: FitMessage = {};
  for (const { at, base, spec } of definition.fields) {
    const raw = readValue(view, position + at, base, definition.littleEndian);
    if (raw === undefined) continue;
    message[spec.name] = spec.names ? (spec.names[raw] ?? raw) : raw / spec.scale - spec.offset;
  }
  return message;
}
