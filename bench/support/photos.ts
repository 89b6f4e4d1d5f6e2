/**
 * The benchmarks' phone photos, made once and kept in bench/results (ignored by git): a 12 MP JPEG near the 10 MB
 * upload limit and a 12 MP HEIC.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export const WIDTH = 4000;
export const HEIGHT = 3000;
const TARGET_JPEG_BYTES = 9.6 * 1024 * 1024;
const resultsDir = join(import.meta.dir, '../results');
mkdirSync(resultsDir, { recursive: true });

/** A smooth scene with grain of a given strength: stronger grain, bigger JPEG, like a high-ISO phone photo. */
async function scene(grain: number): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12345;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((seed >> 16) % 256) - 128;
      pixels[i] = Math.max(0, Math.min(255, 20 + (y * 120) / HEIGHT + (noise * grain) / 128));
      pixels[i + 1] = Math.max(0, Math.min(255, 90 + (x * 100) / WIDTH + (noise * grain) / 160));
      pixels[i + 2] = Math.max(0, Math.min(255, 150 + ((x + y) % 97) + (noise * grain) / 200));
    }
  }
  return pixels;
}

/** The 12 MP JPEG near 10 MB: grain is tuned by bisection until the file lands just under the upload limit. */
export async function bigJpeg(): Promise<Buffer> {
  const file = join(resultsDir, 'photo-12mp.jpg');
  if (existsSync(file)) return Buffer.from(await Bun.file(file).arrayBuffer());
  let low = 0;
  let high = 128;
  let best: Buffer | undefined;
  for (let step = 0; step < 8; step++) {
    const grain = (low + high) / 2;
    const jpeg = await sharp(await scene(grain), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    if (jpeg.length <= 10 * 1024 * 1024) best = jpeg;
    if (jpeg.length < TARGET_JPEG_BYTES) low = grain;
    else high = grain;
  }
  await Bun.write(file, best!);
  return best!;
}

/** A real HEVC-coded HEIC needs an encoder: Debian's heif-enc (package libheif-examples) has one. */
export async function heic(): Promise<Buffer | string> {
  const file = join(resultsDir, 'photo-12mp.heic');
  if (existsSync(file)) return Buffer.from(await Bun.file(file).arrayBuffer());
  const png = join(resultsDir, 'photo-12mp.png');
  await sharp(await scene(24), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).png({ compressionLevel: 1 }).toFile(png);
  const encoded = spawnSync('heif-enc', ['-q', '60', png, '-o', file], { encoding: 'utf8' });
  rmSync(png, { force: true });
  if (encoded.error || encoded.status !== 0) {
    return 'skipped: no HEVC encoder here. sharp\'s prebuilt libvips and libheif-js (WASM) only decode HEIC; install Debian\'s libheif-examples for heif-enc.';
  }
  return Buffer.from(await Bun.file(file).arrayBuffer());
}
