import decodeHeic from 'heic-decode';
import { HttpError, unsupportedMediaType } from '../errors';
import { checkPixelCount } from './limits';

export interface RawImage {
  width: number;
  height: number;
  /** RGBA, 8 bits per channel. */
  data: Uint8Array;
}

/**
 * Decodes the primary image of a HEIC file with libheif (WASM): sharp's prebuilt libvips has no HEVC decoder.
 * The size is read from the container before any pixel is decoded, so a pixel bomb costs nothing.
 */
export async function decodeHeicImage(bytes: Uint8Array): Promise<RawImage> {
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    throw unsupportedMediaType('This HEIC image could not be read. Please upload a JPEG or PNG instead.');
  }
  try {
    const primary = images[0]!;
    checkPixelCount(primary.width, primary.height);
    const { width, height, data } = await primary.decode();
    return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unsupportedMediaType('This HEIC image could not be read. Please upload a JPEG or PNG instead.');
  } finally {
    images.dispose();
  }
}
