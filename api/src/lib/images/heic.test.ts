import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import sharp from 'sharp';
import { decodeHeicImage, type HeicDecoder } from './heic';
import { prepareImage } from './prepare';

const fixture = (dir: string, name: string) => Bun.file(join(import.meta.dir, dir, name)).bytes();
/** The upload tests' phone photo (320×240, opaque) and a 64×48 one whose left half is transparent (heif-enc, from a PNG). */
const reef = () => fixture('../../modules/identifications/fixtures', 'reef.heic');
const halfClear = () => fixture('fixtures', 'half-clear.heic');

/** The real decoder, counted: how many times one upload's HEVC is decoded. */
function counted(): { decode: HeicDecoder; calls: () => number } {
  let calls = 0;
  return {
    decode: (bytes) => {
      calls++;
      return decodeHeicImage(bytes);
    },
    calls: () => calls,
  };
}

describe('HEIC preparation', () => {
  test('one decode feeds every copy: the model, web and high-resolution copies', async () => {
    const decoder = counted();
    const image = await prepareImage(await reef(), decoder.decode);
    const { web, highRes } = await image.stored;
    expect(decoder.calls()).toBe(1);
    for (const copy of [image.model, web, highRes]) {
      expect([copy.width, copy.height]).toEqual([320, 240]);
      expect((await sharp(copy.data).metadata()).format).toBe('jpeg');
    }
  });

  test('an opaque photo is decoded as RGB, one with alpha as RGBA', async () => {
    expect(await decodeHeicImage(await reef())).toMatchObject({ width: 320, height: 240, channels: 3 });
    const clear = await decodeHeicImage(await halfClear());
    expect(clear).toMatchObject({ width: 64, height: 48, channels: 4 });
    expect(clear.data.length).toBe(64 * 48 * 4);
    expect(clear.data[3]).toBe(0); // the top-left pixel is transparent
  });

  test('transparency is flattened on white in the copies', async () => {
    const image = await prepareImage(await halfClear());
    const { data, info } = await sharp(image.model.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(info.channels).toBe(3);
    for (const value of pixel(4, 24)) expect(value).toBeGreaterThan(245);
    const [red, green, blue] = pixel(60, 24);
    expect(red!).toBeLessThan(30);
    expect(green!).toBeGreaterThan(130);
    expect(blue!).toBeGreaterThan(225);
    await image.stored;
  });

  test('bytes that only look like a HEIC are refused with a clear message', async () => {
    const bytes = (await reef()).slice(0, 400);
    await expect(decodeHeicImage(bytes)).rejects.toThrow('This HEIC image could not be read. Please upload a JPEG or PNG instead.');
  });
});
