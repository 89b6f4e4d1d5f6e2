// Measures how far apart the likeness signatures of one burst's photos are, against those of different photos: bursts
// are made from the repository's real photos (eval/sample) as a camera makes them (the frame shifted, cropped,
// exposed differently, blurred by motion, compressed again). Decision 135 records the threshold chosen from it.
//   bun bench/trip-likeness.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { pictureFigures, signatureDistance } from '../api/src/modules/trips';
import { row } from './support/figures';

const SAMPLE = join(import.meta.dir, '../eval/sample');

/** One photo as a burst: the frame, then the camera moving, zooming, the light changing, blur and compression. */
async function burstOf(bytes: Buffer): Promise<Buffer[]> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const crop = (share: number, left: number, top: number) =>
    sharp(bytes)
      .extract({ left: Math.round(width * left), top: Math.round(height * top), width: Math.round(width * share), height: Math.round(height * share) })
      .resize(width, height)
      .jpeg()
      .toBuffer();
  return Promise.all([
    Promise.resolve(bytes),
    crop(0.9, 0.05, 0.05),
    crop(0.85, 0, 0),
    crop(0.85, 0.15, 0.15),
    crop(0.8, 0.1, 0.1),
    sharp(bytes).modulate({ brightness: 1.15 }).jpeg().toBuffer(),
    sharp(bytes).modulate({ brightness: 0.85 }).jpeg().toBuffer(),
    sharp(bytes).blur(2).jpeg().toBuffer(),
    sharp(bytes).jpeg({ quality: 50 }).toBuffer(),
  ]);
}

const names = readdirSync(SAMPLE).filter((name) => name.endsWith('.jpg')).sort();
const bursts = await Promise.all(
  names.map(async (name) => {
    const photos = await burstOf(readFileSync(join(SAMPLE, name)));
    return Promise.all(photos.map((photo) => pictureFigures(photo, 'jpeg')));
  }),
);

const same: Array<{ hashBits: number; colour: number }> = [];
const different: Array<{ hashBits: number; colour: number }> = [];
for (const [i, burst] of bursts.entries()) {
  for (let a = 0; a < burst.length; a++) for (let b = a + 1; b < burst.length; b++) same.push(signatureDistance(burst[a]!.signature, burst[b]!.signature));
  for (const other of bursts.slice(i + 1)) for (const a of burst) for (const b of other) different.push(signatureDistance(a.signature, b.signature));
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return `min ${at(0).toFixed(1)}, median ${at(0.5).toFixed(1)}, 95th ${at(0.95).toFixed(1)}, max ${at(1).toFixed(1)}`;
};
row('pairs', { same: same.length, different: different.length }, `${names.length} photos, ${bursts[0]!.length} frames each: ${same.length} pairs within a burst, ${different.length} between bursts`);
for (const [label, pairs] of [['same burst', same], ['different', different]] as const) {
  row(label, { pairs: pairs.length }, `dHash bits  ${label.padEnd(10)}: ${spread(pairs.map((d) => d.hashBits))}`);
  row(label, { pairs: pairs.length }, `colour      ${label.padEnd(10)}: ${spread(pairs.map((d) => d.colour))}`);
}

/** The share of pairs within a burst, and between bursts, that a rule calls alike. */
const rate = (rule: (d: { hashBits: number; colour: number }) => boolean) =>
  `${((100 * same.filter(rule).length) / same.length).toFixed(0)}% same, ${((100 * different.filter(rule).length) / different.length).toFixed(1)}% different`;
for (const bits of [10, 12, 14, 18, 22]) row('hash rule', { bits }, `hash <= ${bits}: ${rate((d) => d.hashBits <= bits)}`);
for (const colour of [6, 7, 8, 10, 12, 15]) row('colour rule', { colour }, `colour <= ${colour}: ${rate((d) => d.colour <= colour)}`);
for (const [bits, colour] of [[10, 6], [12, 7], [12, 8], [14, 8]] as const) {
  row('chosen rule', { bits, colour }, `hash <= ${bits} or colour <= ${colour}: ${rate((d) => d.hashBits <= bits || d.colour <= colour)}`);
}

const frames = ['crop 90%', 'crop 85% top-left', 'crop 85% bottom-right', 'crop 80%', 'brighter', 'darker', 'blurred', 'quality 50'];
for (const [i, frame] of frames.entries()) {
  const d = bursts.map((burst) => signatureDistance(burst[0]!.signature, burst[i + 1]!.signature));
  row(frame, { photos: d.length }, `${frame.padEnd(22)} hash ${d.map((x) => x.hashBits).join(' ')} | colour ${d.map((x) => x.colour.toFixed(0)).join(' ')}`);
}
