import { expect, test } from 'bun:test';
import sharp from 'sharp';
import { HIGH_RES_MAX_SIDE, MODEL_MAX_SIDE, WEB_MAX_SIDE } from './limits';
import { returnFreedImageMemory } from './native-memory';
import { prepareImage } from './prepare';

test('each copy is encoded for its use: the web copy progressive, the model and high-resolution copies baseline', async () => {
  const photo = await sharp({ create: { width: 4200, height: 2800, channels: 3, background: '#1d6fa3' } }).jpeg().toBuffer();
  const prepared = await prepareImage(new Uint8Array(photo));
  const { web, highRes } = await prepared.stored;
  const shape = async (copy: { data: Buffer }) => {
    const { width, height, isProgressive, format } = await sharp(copy.data).metadata();
    return { side: Math.max(width!, height!), isProgressive, format };
  };
  expect(await shape(prepared.model)).toEqual({ side: MODEL_MAX_SIDE, isProgressive: false, format: 'jpeg' });
  expect(await shape(web)).toEqual({ side: WEB_MAX_SIDE, isProgressive: true, format: 'jpeg' });
  expect(await shape(highRes)).toEqual({ side: Math.min(4200, HIGH_RES_MAX_SIDE), isProgressive: false, format: 'jpeg' });
});

test("on Linux with glibc the threshold for mapped blocks is set (elsewhere there is nothing to set)", () => {
  const glibc = process.platform === 'linux' && Boolean((process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header?.glibcVersionRuntime);
  expect(returnFreedImageMemory()).toBe(glibc);
});
