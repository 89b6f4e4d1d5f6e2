import libheif from 'libheif-js/wasm-bundle';
import { HttpError, unsupportedMediaType } from '../errors';
import { checkPixelCount } from './limits';

export interface RawImage {
  width: number;
  height: number;
  /** 3 (RGB) for an opaque photo, 4 (RGBA) only when it has an alpha channel. */
  channels: 3 | 4;
  /** Interleaved, 8 bits per channel, rows packed. */
  data: Uint8Array;
}

/** Decodes a HEIC's primary image to pixels; the one place HEVC is decoded (see prepare.ts: once per upload). */
export type HeicDecoder = (bytes: Uint8Array) => Promise<RawImage>;

const UNREADABLE_HEIC = 'This HEIC image could not be read. Please upload a JPEG or PNG instead.';

/**
 * Decodes the primary image of a HEIC file with libheif (WASM): sharp's prebuilt libvips has no HEVC decoder.
 * The size is read from the container before any pixel is decoded, so a pixel bomb costs nothing. libheif applies
 * the file's rotation and mirroring, and converts to RGB (RGBA only when the photo has alpha: a quarter less to
 * convert, copy and resize); the pixels are copied out of libheif's memory once, straight into what sharp reads.
 */
export const decodeHeicImage: HeicDecoder = async (bytes) => {
  await libheif.ready;
  const decoder = new libheif.HeifDecoder();
  let images: ReturnType<typeof decoder.decode> = [];
  try {
    images = decoder.decode(bytes);
    const primary = images[0];
    if (!primary) throw unsupportedMediaType(UNREADABLE_HEIC, 'upload.unreadable');
    checkPixelCount(primary.get_width(), primary.get_height());
    const channels = primary.has_alpha_channel() ? 4 : 3;
    const decoded = await libheif.heif_js_decode_image2(
      primary.handle,
      libheif.heif_colorspace.heif_colorspace_RGB,
      channels === 4 ? libheif.heif_chroma.heif_chroma_interleaved_RGBA : libheif.heif_chroma.heif_chroma_interleaved_RGB,
    );
    if (!decoded || decoded.code) throw unsupportedMediaType(UNREADABLE_HEIC, 'upload.unreadable');
    try {
      const plane = decoded.channels.find((channel) => channel.id === libheif.heif_channel.heif_channel_interleaved);
      if (!plane) throw unsupportedMediaType(UNREADABLE_HEIC, 'upload.unreadable');
      return { width: plane.width, height: plane.height, channels, data: packedRows(plane, channels) };
    } finally {
      libheif.heif_image_release(decoded.image);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unsupportedMediaType(UNREADABLE_HEIC, 'upload.unreadable');
  } finally {
    for (const image of images) image.free();
    decoder.decoder.delete();
  }
};

/** A copy of the plane with its rows packed: the plane is a view of libheif's memory, reused by the next decode. */
function packedRows(plane: { width: number; height: number; stride: number; data: Uint8Array }, channels: number): Uint8Array {
  const row = plane.width * channels;
  if (plane.stride === row) return plane.data.slice(0, row * plane.height);
  const packed = new Uint8Array(row * plane.height);
  for (let y = 0; y < plane.height; y++) packed.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
  return packed;
}
