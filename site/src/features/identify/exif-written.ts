import type { Position } from '@rules/location';

/**
 * An EXIF segment holding only where and when a photo was taken, for the copy of a photo that is not a JPEG (a
 * HEIC, a PNG): its metadata cannot be spliced into the copy as it is (exif-segment.ts), so what the browser read
 * of it is written anew, and the server reads it as the photo's own (the account's "Use my photos' location" then
 * applies as to any photo).
 */
export interface WrittenWhereAndWhen {
  position: Position | null;
  /** ISO date-time as read from the photo, with its offset when the camera gave one. */
  takenAt: string | null;
}

const ASCII = 2;
const LONG = 4;
const RATIONAL = 5;

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** The value, big-endian; over 4 bytes it is stored after the IFD and the entry points at it. */
  value: Uint8Array;
}

const ascii = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)).concat(0));
const long = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const rationals = (pairs: Array<[number, number]>) => new Uint8Array(pairs.flatMap(([a, b]) => [...long(a), ...long(b)]));

/** Degrees, minutes and seconds (to 1/10000 s), as GPS tags hold a coordinate. */
function dms(degrees: number): Uint8Array {
  const abs = Math.abs(degrees);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 10_000);
  return rationals([[d, 1], [m, 1], [s, 10_000]]);
}

/** One IFD at `at` (an offset from the TIFF header), its long values after it; `next` is 0: no IFD follows. */
function ifd(entries: Entry[], at: number): Uint8Array {
  const size = 2 + entries.length * 12 + 4;
  const head: number[] = [entries.length >> 8, entries.length & 255];
  const data: number[] = [];
  for (const { tag, type, count, value } of entries) {
    head.push(tag >> 8, tag & 255, type >> 8, type & 255, ...long(count));
    if (value.length <= 4) head.push(...value, ...new Array(4 - value.length).fill(0));
    else {
      head.push(...long(at + size + data.length));
      data.push(...value, ...(value.length % 2 ? [0] : []));
    }
  }
  return new Uint8Array([...head, 0, 0, 0, 0, ...data]);
}

/** The APP1 segment, marker included; null when there is nothing to write. */
export function exifSegmentFor({ position, takenAt }: WrittenWhereAndWhen): Uint8Array | null {
  const when = takenAt?.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-]\d{2}:\d{2})?/);
  if (!position && !when) return null;
  const exif: Entry[] = when
    ? [
        { tag: 0x9003, type: ASCII, count: 20, value: ascii(`${when[1]}:${when[2]}:${when[3]} ${when[4]}:${when[5]}:${when[6]}`) },
        ...(when[7] ? [{ tag: 0x9011, type: ASCII, count: 7, value: ascii(when[7]) }] : []),
      ]
    : [];
  const gps: Entry[] = position
    ? [
        { tag: 0x0001, type: ASCII, count: 2, value: ascii(position.latitude < 0 ? 'S' : 'N') },
        { tag: 0x0002, type: RATIONAL, count: 3, value: dms(position.latitude) },
        { tag: 0x0003, type: ASCII, count: 2, value: ascii(position.longitude < 0 ? 'W' : 'E') },
        { tag: 0x0004, type: RATIONAL, count: 3, value: dms(position.longitude) },
      ]
    : [];
  // IFD0 holds the two pointers only; the Exif IFD follows it, then the GPS IFD.
  const ifd0Size = 2 + ((exif.length ? 1 : 0) + (gps.length ? 1 : 0)) * 12 + 4;
  const exifAt = 8 + ifd0Size;
  const exifIfd = exif.length ? ifd(exif, exifAt) : new Uint8Array();
  const gpsAt = exifAt + exifIfd.length;
  const pointers: Entry[] = [
    ...(exif.length ? [{ tag: 0x8769, type: LONG, count: 1, value: long(exifAt) }] : []),
    ...(gps.length ? [{ tag: 0x8825, type: LONG, count: 1, value: long(gpsAt) }] : []),
  ];
  const tiff = new Uint8Array([0x4d, 0x4d, 0, 42, ...long(8), ...ifd(pointers, 8), ...exifIfd, ...(gps.length ? ifd(gps, gpsAt) : [])]);
  const length = 2 + 6 + tiff.length;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 255, 0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]);
}

