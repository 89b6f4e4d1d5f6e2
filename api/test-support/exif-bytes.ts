/**
 * A JPEG's EXIF written byte by byte (little-endian TIFF in an APP1 segment), for tags the image libraries do not
 * write: EXIF 2.32's WaterDepth, and a GPS altitude below sea level (GPSAltitudeRef 1) as Olympus/OM System Tough
 * cameras write them.
 */
type Entry = { tag: number; type: 'byte' | 'ascii' | 'long' | 'rational' | 'srational'; values: number[] | string };

const TYPES = { byte: [1, 1], ascii: [2, 1], long: [4, 4], rational: [5, 8], srational: [10, 8] } as const;

/** A rational as the EXIF writes it: numerator and denominator (depths to the centimetre). */
const rational = (value: number) => [Math.round(value * 100), 100];

/** One IFD at `start`, its values after its entries; `links` fill LONG entries that point at later IFDs. */
function ifd(entries: Entry[], start: number): { bytes: Uint8Array; end: number } {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const head = 2 + sorted.length * 12 + 4;
  const data: number[] = [];
  const out = new DataView(new ArrayBuffer(head));
  out.setUint16(0, sorted.length, true);
  sorted.forEach((entry, i) => {
    const [code, size] = TYPES[entry.type];
    const raw: number[] = [];
    const push = (n: number, bytes: number, signed = false) => {
      const view = new DataView(new ArrayBuffer(bytes));
      if (bytes === 1) view.setUint8(0, n);
      else if (signed) view.setInt32(0, n, true);
      else view.setUint32(0, n, true);
      raw.push(...new Uint8Array(view.buffer));
    };
    let count: number;
    if (typeof entry.values === 'string') {
      raw.push(...new TextEncoder().encode(entry.values), 0);
      count = raw.length;
    } else if (entry.type === 'rational' || entry.type === 'srational') {
      for (const value of entry.values) for (const part of rational(value)) push(part, 4, entry.type === 'srational');
      count = entry.values.length;
    } else {
      for (const value of entry.values) push(value, size);
      count = entry.values.length;
    }
    const at = 2 + i * 12;
    out.setUint16(at, entry.tag, true);
    out.setUint16(at + 2, code, true);
    out.setUint32(at + 4, count, true);
    if (raw.length <= 4) raw.forEach((byte, j) => out.setUint8(at + 8 + j, byte));
    else {
      out.setUint32(at + 8, start + head + data.length, true);
      data.push(...raw, ...(raw.length % 2 ? [0] : []));
    }
  });
  const bytes = new Uint8Array(head + data.length);
  bytes.set(new Uint8Array(out.buffer));
  bytes.set(data, head);
  return { bytes, end: start + bytes.length };
}

/** The photo `jpeg` with an EXIF of its time, and its depth as a water depth, a GPS altitude below the sea, or both. */
export function withCameraDepth(jpeg: Uint8Array, tags: { takenAt?: string; waterDepth?: number; belowSeaLevel?: number }): Uint8Array {
  const exifEntries: Entry[] = [];
  if (tags.takenAt) exifEntries.push({ tag: 0x9003, type: 'ascii', values: tags.takenAt.replace(/-/g, ':').replace('T', ' ') });
  if (tags.waterDepth !== undefined) exifEntries.push({ tag: 0x9403, type: 'srational', values: [tags.waterDepth] });
  const gpsEntries: Entry[] = [];
  if (tags.belowSeaLevel !== undefined)
    gpsEntries.push({ tag: 0x0000, type: 'byte', values: [2, 3, 0, 0] }, { tag: 0x0005, type: 'byte', values: [1] }, { tag: 0x0006, type: 'rational', values: [tags.belowSeaLevel] });
  // IFD0 holds only the pointers: its size is known before the others are laid out.
  const pointers = (gpsEntries.length ? 1 : 0) + 1;
  const ifd0Size = 2 + pointers * 12 + 4;
  const exif = ifd(exifEntries, 8 + ifd0Size);
  const gps = ifd(gpsEntries, exif.end);
  const ifd0 = ifd(
    [{ tag: 0x8769, type: 'long', values: [8 + ifd0Size] }, ...(gpsEntries.length ? [{ tag: 0x8825, type: 'long' as const, values: [exif.end] }] : [])],
    8,
  );
  const tiff = new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, ...ifd0.bytes, ...exif.bytes, ...(gpsEntries.length ? gps.bytes : [])]);
  const payload = new Uint8Array([...new TextEncoder().encode('Exif\0\0'), ...tiff]);
  const length = payload.length + 2;
  // After the JPEG's start-of-image marker, before everything else.
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...payload, ...jpeg.subarray(2)]);
}
