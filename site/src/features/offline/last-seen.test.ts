import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'bun:test';
import { $shownFromDevice, forgetLastSeen, lastSeen, lastSeenFirstPage } from './last-seen';
import { ApiError } from '../../lib/api';

// A real IndexedDB (fake-indexeddb); the loads are the test's: an answer, no connection, or the server's refusal.
const noConnection = <T,>(): Promise<T> => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => forgetLastSeen());

test('online, the answer is kept for its owner; offline, that answer comes back, marked with when it was fetched', async () => {
  const before = Date.now();
  expect(await lastSeen(7, 'history', async () => ['a reef shark'])).toEqual(['a reef shark']);
  expect($shownFromDevice.get().history).toBeUndefined();

  expect(await lastSeen(7, 'history', noConnection)).toEqual(['a reef shark']);
  const asOf = $shownFromDevice.get().history!;
  expect(asOf).toBeGreaterThanOrEqual(before);
  expect(asOf).toBeLessThanOrEqual(Date.now());

  // Online again: fresh, and no longer marked.
  expect(await lastSeen(7, 'history', async () => ['a manta'])).toEqual(['a manta']);
  expect($shownFromDevice.get().history).toBeUndefined();
});

test("another account never gets what one account saw; a visitor keeps nothing", async () => {
  await lastSeen(7, 'history', async () => ['a reef shark']);
  await expect(lastSeen(8, 'history', noConnection)).rejects.toBeInstanceOf(TypeError);
  await lastSeen(null, 'dives', async () => ['a dive']);
  await expect(lastSeen(null, 'dives', noConnection)).rejects.toBeInstanceOf(TypeError);
  expect($shownFromDevice.get()).toEqual({});
});

test("the server's refusal is not a lost connection: it is thrown, not answered from the device", async () => {
  await lastSeen(7, 'life-list', async () => ['Chromis viridis']);
  await expect(lastSeen(7, 'life-list', () => Promise.reject(new ApiError(500, 'Internal Server Error')))).rejects.toBeInstanceOf(ApiError);
});

test('forgotten, nothing is answered from the device; forgetting all but one account keeps that one', async () => {
  await lastSeen(7, 'history', async () => ['a reef shark']);
  await lastSeen(8, 'history', async () => ['a turtle']);
  await forgetLastSeen(8);
  await expect(lastSeen(7, 'history', noConnection)).rejects.toBeInstanceOf(TypeError);
  expect(await lastSeen(8, 'history', noConnection)).toEqual(['a turtle']);
  await forgetLastSeen();
  await expect(lastSeen(8, 'history', noConnection)).rejects.toBeInstanceOf(TypeError);
  expect($shownFromDevice.get()).toEqual({});
});

test('an answer that arrives after the device forgot is not kept', async () => {
  let answer!: (value: string[]) => void;
  const late = lastSeen(7, 'history', () => new Promise<string[]>((resolve) => (answer = resolve)));
  await forgetLastSeen();
  answer(['a reef shark']);
  expect(await late).toEqual(['a reef shark']);
  await expect(lastSeen(7, 'history', noConnection)).rejects.toBeInstanceOf(TypeError);
});

test("a paged list's first page offline is all there is to show: no page after it is asked for", async () => {
  const page = { items: [1, 2], nextCursor: '2' };
  expect(await lastSeenFirstPage(7, 'dives', null, async () => page)).toEqual(page);
  expect(await lastSeenFirstPage(7, 'dives', undefined, noConnection)).toEqual({ items: [1, 2], nextCursor: null });
  // A later page is the server's only.
  await expect(lastSeenFirstPage(7, 'dives', '2', noConnection)).rejects.toBeInstanceOf(TypeError);
});
