import { basename, extname } from 'node:path/posix';
import sharp, { type Sharp } from 'sharp';
import type { CardThumbnail } from '@catalogue/model/public';
import { MAX_INPUT_PIXELS } from '../../../lib/images/limits';
import { takeImageSlot } from '../../../lib/images/slots';
import { photoKey, photoUrl, type PhotoStore } from '../../../lib/storage';

/** 4:3 like the card's image box. Cards are 240-370 CSS px wide (up to 495 in the one-column phone layout). */
export const THUMBNAIL_WIDTHS = [240, 480] as const;

/** Each file must stay under this, whatever the photo: a page of cards loads dozens of them. */
const MAX_BYTES = 30 * 1024;
/** Where the thumbnails live, beside the stored copies; served by the /uploads handler. */
const FOLDER = 'thumbs';

type Format = 'avif' | 'webp';
/**
 * First quality tried, then 10 lower each time the file is too big. AVIF effort 2: at the default (4) a 480px
 * encode took about 2 s on two cores for the same size; 2 takes about 0.1 s.
 */
const ENCODE: Record<Format, { quality: number; encode: (image: Sharp, quality: number) => Sharp }> = {
  avif: { quality: 50, encode: (image, quality) => image.avif({ quality, effort: 2 }) },
  webp: { quality: 75, encode: (image, quality) => image.webp({ quality }) },
};

interface Target {
  width: number;
  height: number;
  format: Format;
  key: string;
  url: string;
}

/** The stored photo's key and its four thumbnails, named after it; null when the URL is not a stored upload. */
function thumbnailsOf(imageUrl: string): { source: string; files: Target[] } | null {
  const source = photoKey(imageUrl); // refuses anything that would climb out of the store
  if (!source) return null;
  const name = basename(source, extname(source));
  const files = THUMBNAIL_WIDTHS.flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => {
      const key = `${FOLDER}/${name}-${width}.${format}`;
      return { width, height: (width * 3) / 4, format, key, url: photoUrl(key) };
    }),
  );
  return { source, files };
}

/** The URLs of a photo's card thumbnails (made or not): named after the photo, so known without reading them. */
export const thumbnailUrls = (imageUrl: string): string[] => thumbnailsOf(imageUrl)?.files.map((file) => file.url) ?? [];

/** Encodes at falling quality until the file fits (quality 1 of 480×360 pure noise is about 2 KB). */
async function encodeToFit(image: Sharp, format: Format): Promise<Buffer> {
  const { quality: start, encode } = ENCODE[format];
  for (let quality = start; ; quality = Math.max(1, quality - 10)) {
    const data = await encode(image.clone(), quality).toBuffer();
    if (data.byteLength <= MAX_BYTES) return data;
    if (quality === 1) throw new Error(`A ${format} thumbnail stays over ${MAX_BYTES} bytes at quality 1.`);
  }
}

/**
 * Makes the Discover card's AVIF and WebP thumbnails of a stored image (centre-cropped to 4:3, no metadata,
 * each at most 30 KB). Thumbnails already made are kept, so a republish costs a few look-ups. Null when the URL
 * names no stored photo.
 */
export async function makeCardThumbnail(photos: PhotoStore, imageUrl: string): Promise<CardThumbnail | null> {
  const found = thumbnailsOf(imageUrl);
  if (!found || !(await photos.exists(found.source))) return null;
  const { source, files } = found;

  const missing = (await Promise.all(files.map(async (file) => ((await photos.exists(file.key)) ? null : file)))).filter(
    (file): file is Target => file !== null,
  );
  if (missing.length > 0) {
    // Shares the upload decoders' slots, so publishing cannot starve identifications of memory or CPU.
    const release = await takeImageSlot();
    try {
      const bytes = await photos.read(source);
      if (!bytes) return null;
      // Stored copies are already upright sRGB JPEGs; sharp writes no metadata unless asked to.
      const original = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
      for (const width of new Set(missing.map((file) => file.width))) {
        // Decoded and cropped once per width; each quality step then only re-encodes.
        const { data, info } = await original
          .clone()
          .resize(width, (width * 3) / 4, { fit: 'cover', position: 'centre' })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const cropped = sharp(data, { raw: info });
        for (const file of missing.filter((f) => f.width === width)) {
          await photos.write(file.key, await encodeToFit(cropped, file.format), `image/${file.format}`);
        }
      }
    } finally {
      release();
    }
  }

  const srcset = (format: Format) =>
    files
      .filter((file) => file.format === format)
      .map((file) => `${file.url} ${file.width}w`)
      .join(', ');
  const smallest = files.find((file) => file.format === 'webp')!;
  return { width: smallest.width, height: smallest.height, src: smallest.url, avif: srcset('avif'), webp: srcset('webp') };
}

/** Deletes an image's thumbnails; missing ones are fine. */
export async function removeCardThumbnail(photos: PhotoStore, imageUrl: string): Promise<void> {
  await photos.remove((thumbnailsOf(imageUrl)?.files ?? []).map((file) => file.key));
}
