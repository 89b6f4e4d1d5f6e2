import { afterEach, expect, test } from 'bun:test';
import type { CopyAnswer, CopyRequest } from './copy-worker';

/** Stands in for the browser's worker: answers as `behave` says, and records what it was asked. */
function fakeWorker(behave: 'copies' | 'fails to start') {
  const asked: CopyRequest[] = [];
  class FakeWorker {
    onmessage: ((event: { data: CopyAnswer }) => void) | null = null;
    onerror: (() => void) | null = null;
    postMessage(request: CopyRequest) {
      asked.push(request);
      queueMicrotask(() => {
        if (behave === 'fails to start') return this.onerror?.();
        const copy = new File([new Uint8Array(10)], 'copy.jpg', { type: 'image/jpeg' });
        this.onmessage?.({ data: { id: request.id, copy: { file: copy, resized: true, longestSide: 2048 } } });
      });
    }
    terminate() {}
  }
  return { FakeWorker, asked };
}

const saved = { Worker: globalThis.Worker, OffscreenCanvas: globalThis.OffscreenCanvas, createImageBitmap: globalThis.createImageBitmap };
afterEach(() => Object.assign(globalThis, saved));

/** A fresh copy of the module (it keeps its worker), in a browser that has a worker able to draw. */
async function withWorker(behave: 'copies' | 'fails to start') {
  const { FakeWorker, asked } = fakeWorker(behave);
  Object.assign(globalThis, { Worker: FakeWorker, OffscreenCanvas: class {}, createImageBitmap: () => Promise.reject(new Error('cannot decode')) });
  const module = await import(`./photo-copies?${behave}-${Math.random()}`);
  return { copyToSend: module.copyToSend as typeof import('./photo-copies').copyToSend, asked };
}

const original = new File([new Uint8Array(64)], 'DSC_0001.JPG', { type: 'image/jpeg' });

test('the copy is made in the worker where the browser has one that can draw', async () => {
  const { copyToSend, asked } = await withWorker('copies');
  const copy = await copyToSend(original, 2048, null);
  expect(copy).toMatchObject({ resized: true, longestSide: 2048 });
  expect(copy.file.name).toBe('copy.jpg');
  expect(asked.map(({ file, maxSide, crop, said }) => [file.name, maxSide, crop, said])).toEqual([['DSC_0001.JPG', 2048, null, null]]);
});

test('when the worker fails, the page makes the copy itself (here it cannot decode: the photo goes as it is)', async () => {
  const { copyToSend, asked } = await withWorker('fails to start');
  const copy = await copyToSend(original, 2048, null);
  expect(copy).toEqual({ file: original, resized: false, longestSide: null });
  expect(asked).toHaveLength(1);
  // Once broken, the worker is not asked again.
  await copyToSend(original, 2048, null);
  expect(asked).toHaveLength(1);
});
