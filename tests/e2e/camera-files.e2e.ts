import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { addPhotos, registerUser } from './support/identify';
import { islandsReady } from './support/pages';

const MB = 1024 * 1024;

/**
 * A 12 MP camera JPEG of about 20 MB, made here rather than kept in the repository: noise at quality 93, no chroma
 * subsampling, with the date the camera wrote.
 */
async function cameraJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let x = 4242;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = x >> 23;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 93, chromaSubsampling: '4:4:4' })
    .withExif({ IFD2: { DateTimeOriginal: '2026:03:01 10:30:00' } })
    .toBuffer();
}

test('a 20 MB camera JPEG is identified: the browser sends its copy, with the date the camera wrote', async ({ page }) => {
  test.slow();
  const original = await cameraJpeg();
  expect(original.length).toBeGreaterThan(15 * MB);
  await page.goto('/identification');
  await registerUser(page);
  await page.reload();
  await islandsReady(page);
  await addPhotos(page, { buffer: original, name: 'DSC_0420.JPG' });
  await expect(page.getByTestId('chosen-photo')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/identify') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Identify', exact: true }).click();
  await expect(page.getByTestId('result-display')).toBeVisible({ timeout: 30_000 });
  // What went up is the copy: well under the server's 10 MB.
  expect((await (await sent).sizes()).requestBodySize).toBeLessThan(2 * MB);
  // Made off the page's thread, so the screen stayed responsive.
  expect(workers.some((url) => /copy-worker/.test(url))).toBe(true);
  const [saved] = await (await page.request.get('/api/identifications')).json();
  expect(saved.observedAt).toMatch(/^2026-03-01T10:30/);
});

test('a file whose copy is still over 10 MB is refused once, at Identify, and nothing is sent', async ({ page }) => {
  await page.goto('/identification');
  await islandsReady(page);
  await addPhotos(page, { buffer: Buffer.alloc(10 * MB + 1), name: 'huge.jpg' });
  await expect(page.getByTestId('chosen-photo')).toHaveCount(1);
  let uploads = 0;
  page.on('request', (request) => void (request.url().endsWith('/api/identify') && uploads++));
  await page.getByRole('button', { name: 'Identify', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Photo too large to send: huge\.jpg: this browser could not make a copy under 10 MB/);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(uploads).toBe(0);
});
