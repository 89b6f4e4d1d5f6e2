/**
 * Identifications prepared per second by one instance, then by two behind the round-robin proxy, on this machine's
 * cores: 12 MP JPEGs and 12 MP HEICs, from visitors uploading at once (each from an address of its own, 3 each,
 * the free quota), sharing a throwaway PostgreSQL. The model is the fake one, answering at once: what is measured
 * is the preparation (decoding, the copies for the model, the web and high resolution) and the bookkeeping.
 *   bun bench/instances.ts [visitors=8]
 */
import { FREE_IDENTIFICATIONS } from '@rules/identification';
import { startCluster } from '../scripts/scale/cluster';
import { startPostgres } from '../scripts/scale/postgres';
import { Browser } from '../tests/scale/browser';
import { BUSY_MESSAGE } from '../api/src/web/upload-gate';
import { row } from './support/figures';
import { bigJpeg, heic } from './support/photos';

const VISITORS = Number(process.argv[2] ?? 8);

async function upload(browser: Browser, photo: { bytes: Buffer; name: string; type: string }): Promise<number> {
  for (;;) {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }));
    const response = await browser.post('/api/identify', form);
    const body = await response.json();
    if (response.status !== 429 || body.message !== BUSY_MESSAGE) return response.status;
    await Bun.sleep(20);
  }
}

async function perSecond(instances: number, photo: { bytes: Buffer; name: string; type: string }): Promise<number> {
  const cluster = await startCluster({ instances, env: { AI_DAILY_BUDGET: '100000' } });
  try {
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: VISITORS }, async (_, i) => {
        const visitor = new Browser(cluster.url, `198.51.100.${i + 1}`);
        const answered: number[] = [];
        for (let n = 0; n < FREE_IDENTIFICATIONS; n++) answered.push(await upload(visitor, photo));
        return answered;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const identified = statuses.flat().filter((status) => status === 201).length;
    if (identified !== VISITORS * FREE_IDENTIFICATIONS) throw new Error(`only ${identified} of ${VISITORS * FREE_IDENTIFICATIONS} were identified: ${statuses.flat()}`);
    return identified / seconds;
  } finally {
    await cluster.stop();
  }
}

const server = await startPostgres();
process.env.DATABASE_URL = server.url;
try {
  const jpeg = { bytes: await bigJpeg(), name: 'photo.jpg', type: 'image/jpeg' };
  const heicFile = await heic();
  const photos = [{ label: '12 MP JPEG', photo: jpeg }];
  if (typeof heicFile === 'string') console.log(`12 MP HEIC: ${heicFile}`);
  else photos.push({ label: '12 MP HEIC', photo: { bytes: heicFile, name: 'photo.heic', type: 'image/heic' } });
  console.log(`${VISITORS} visitors uploading at once, ${FREE_IDENTIFICATIONS} each, on ${navigator.hardwareConcurrency} cores`);
  for (const { label, photo } of photos) {
    const one = await perSecond(1, photo);
    const two = await perSecond(2, photo);
    row(label, { one, two }, `${label.padEnd(12)} one instance ${one.toFixed(2)}/s   two instances ${two.toFixed(2)}/s   two/one ${(two / one).toFixed(2)}`);
  }
} finally {
  await server.stop();
}
