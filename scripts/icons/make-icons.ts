// Writes the app icons under site/public/icons from the product mark (site/public/favicon.svg's drawing):
// `bun scripts/icons/make-icons.ts`. The PNGs are committed; run this again only when the mark changes.
import sharp from 'sharp';
import { join } from 'node:path';

const OUT = join(import.meta.dir, '../../site/public/icons');
const FISH = 'M7 17c3-5 9-7 14-4l4-3-1 5 1 5-4-3c-5 3-11 1-14-4z';

/** The round mark on a transparent background: for the "any" purpose. */
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0b5f8a"/><path d="${FISH}" fill="#fff"/></svg>`;
/** Full bleed, the fish inside the central 80% safe zone: launchers crop a maskable icon to their own shape. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0b5f8a"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)"><path d="${FISH}" fill="#fff"/></g></svg>`;

const write = (svg: string, size: number, name: string) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(join(OUT, name));

await Promise.all([
  write(round, 192, 'icon-192.png'),
  write(round, 512, 'icon-512.png'),
  write(maskable, 512, 'maskable-512.png'),
  write(maskable, 180, 'apple-touch-icon.png'),
]);
console.log(`icons written to ${OUT}`);
