import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'bun:test';
import { discardQueued, failedForWantOfConnection, pendingIdentifications, sendQueued } from './outbox';
import { queueIfOffline } from './queue-if-offline';
import { sendIdentification } from './send';

// The real send through the API client; only fetch, the network itself, is replaced.
const original = globalThis.fetch;
afterEach(async () => {
  globalThis.fetch = original;
  for (const queued of await pendingIdentifications()) await discardQueued(queued.id);
});
const answering = (make: () => Promise<Response>) => {
  globalThis.fetch = Object.assign(make, { preconnect: original.preconnect }) as typeof fetch;
};
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'reef.jpg', { type: 'image/jpeg' });

test('no connection: the upload fails in a way that queues it, and the outbox keeps it', async () => {
  answering(() => Promise.reject(new TypeError('Failed to fetch')));
  const error = await sendIdentification([photo()], {}).catch((thrown: unknown) => thrown);
  expect(failedForWantOfConnection(error)).toBe(true);

  const queued = await queueIfOffline(error, photo(), { observedAt: '2026-11-20', licence: undefined });
  expect(queued).toMatchObject({ name: 'reef.jpg' });
  expect(queued!.fields).toEqual({ observedAt: '2026-11-20' });
  const [kept] = await sendQueued(sendIdentification);
  expect(kept).toMatchObject({ kind: 'kept' });
  expect(await pendingIdentifications()).toHaveLength(1);
});

test('a server’s answer is not queued: a refusal keeps its status and message, a success its id and species', async () => {
  answering(async () => new Response(JSON.stringify({ message: 'Free identification limit reached' }), { status: 403, headers: { 'content-type': 'application/json' } }));
  const error = await sendIdentification([photo()], {}).catch((thrown: unknown) => thrown);
  expect(error).toMatchObject({ status: 403, message: 'Free identification limit reached' });
  expect(failedForWantOfConnection(error)).toBe(false);
  expect(await queueIfOffline(error, photo(), {})).toBeNull();
  expect(await pendingIdentifications()).toEqual([]);

  answering(async () => new Response(JSON.stringify({ id: 5, speciesName: 'Chromis viridis', description: '…' }), { status: 201, headers: { 'content-type': 'application/json' } }));
  expect(await sendIdentification([photo()], { licence: 'cc-by' })).toEqual({ id: 5, speciesName: 'Chromis viridis' });
});
