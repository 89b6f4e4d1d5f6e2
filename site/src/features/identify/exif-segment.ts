/**
 * Carrying a photo's EXIF into the smaller copy the browser sends. The canvas that draws the copy writes no
 * metadata, but the server reads where and when the photo was taken from it (and applies the account's "Use my
 * photos' location" itself), so the original's EXIF segment is spliced into the copy unchanged, except for its
 * orientation: the copy is drawn upright already, and the server would otherwise turn it a second time.
 */

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]; // "Exif\0\0"
const ORIENTATION_TAG = 0x0112;

const isJpeg = (bytes: Uint8Array) => bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8;

/** The APP1 Exif segment of a JPEG, marker included; null when there is none. Only the header segments are read. */
export function exifSegmentOf(jpeg: Uint8Array): Uint8Array | null {
  if (!isJpeg(jpeg)) return null;
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    // Start of scan or end of image: the header segments are over.
    if (marker === 0xda || marker === 0xd9) return null;
    const end = at + 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
    if (end > jpeg.length) return null;
    if (marker === 0xe1 && EXIF_HEADER.every((byte, i) => jpeg[at + 4 + i] === byte)) return jpeg.slice(at, end);
    at = end;
  }
  return null;
}

/** The segment with its IFD0 Orientation set to 1 (upright); unchanged when it has none or cannot be read. */
export function uprightExif(segment: Uint8Array): Uint8Array {
  const copy = segment.slice();
  const view = new DataView(copy.buffer, copy.byteOffset, copy.byteLength);
  const tiff = 10; // FF E1, two length bytes, "Exif\0\0"
  try {
    const order = view.getUint16(tiff);
    if (order !== 0x4949 && order !== 0x4d4d) return segment;
    const little = order === 0x4949;
    const ifd0 = tiff + view.getUint32(tiff + 4, little);
    const entries = view.getUint16(ifd0, little);
    for (let i = 0; i < entries; i++) {
      const entry = ifd0 + 2 + i * 12;
      if (view.getUint16(entry, little) === ORIENTATION_TAG) view.setUint16(entry + 8, 1, little);
    }
    return copy;
  } catch {
    // A RangeError: the segment is cut short; send it as it came rather than lose the place and date.
    return segment;
  }
}

/**
 * The JPEG `encoded` with the EXIF of `original` (upright), or else with `written` (exif-written.ts: where and when
 * read from an original that is no JPEG); `encoded` itself when there is neither, or it is no JPEG or has its own.
 */
export function withExifOf(original: Uint8Array, encoded: Uint8Array, written: Uint8Array | null = null): Uint8Array {
  const own = exifSegmentOf(original);
  const segment = own ? uprightExif(own) : written;
  if (!segment || !isJpeg(encoded) || exifSegmentOf(encoded)) return encoded;
  const upright = segment;
  const joined = new Uint8Array(encoded.length + upright.length);
  joined.set(encoded.subarray(0, 2));
  joined.set(upright, 2);
  joined.set(encoded.subarray(2), 2 + upright.length);
  return joined;
}
