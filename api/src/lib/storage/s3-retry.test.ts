import { afterAll, expect, test } from 'bun:test';
import { s3PhotoStore } from './s3';

/**
 * A bucket that answers the way S3 does when it fails in passing or refuses: an XML error with its code. Each
 * answer in `answers` is used once, then every request succeeds.
 */
const answers: Array<{ status: number; code: string }> = [];
const requests: string[] = [];
const bucket = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch(request) {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    const failure = answers.shift();
    if (failure) {
      const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${failure.code}</Code><Message>${failure.code}</Message></Error>`;
      return new Response(body, { status: failure.status, headers: { 'content-type': 'application/xml' } });
    }
    return new Response(null, { status: 200, headers: { etag: '"1"' } });
  },
});
afterAll(() => bucket.stop(true));

const store = s3PhotoStore({
  bucket: 'photos',
  prefix: '',
  endpoint: `http://127.0.0.1:${bucket.port}`,
  region: 'us-east-1',
  accessKeyId: 'key',
  secretAccessKey: 'secret',
});

test('a request S3 failed in passing (500 InternalError, 503 SlowDown) is sent again, and then succeeds', async () => {
  requests.length = 0;
  answers.push({ status: 500, code: 'InternalError' }, { status: 503, code: 'SlowDown' });
  await store.write('identifications/a.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
  expect(requests).toEqual(Array(3).fill('PUT /photos/identifications/a.jpg'));
});

test('a refusal is not sent again: the error reaches the caller', async () => {
  requests.length = 0;
  answers.push({ status: 403, code: 'AccessDenied' });
  await expect(store.write('identifications/b.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
  expect(requests).toEqual(['PUT /photos/identifications/b.jpg']);
});

test('three failures in a row reach the caller', async () => {
  requests.length = 0;
  answers.push(...Array(3).fill({ status: 500, code: 'InternalError' }));
  await expect(store.write('identifications/c.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
  expect(requests).toHaveLength(3);
});
