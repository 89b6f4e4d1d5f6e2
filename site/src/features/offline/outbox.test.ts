import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { openDB } from 'idb';
import {
  OUTBOX_DB,
  OUTBOX_STORE,
  OutboxSendError,
  discardOwnersQueued,
  discardQueued,
  failedForWantOfConnection,
  onOutboxChange,
  pendingIdentifications,
  queueIdentification,
  sendQueued,
  type OutboxFields,
  type OutboxResult,
} from './outbox';

// A real IndexedDB (fake-indexeddb implements the standard in memory); the send function is the test's.
const photo = (name = 'reef.jpg', bytes = [0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const fields: OutboxFields = { latitude: '-16.9', longitude: '145.8', observedAt: '2026-11-20T09:30:00Z', catalogueConsent: 'true', licence: 'cc-by' };

// The test IndexedDB lives as long as the process: whatever another test file left there, of any owner, goes first.
// The outbox opens it itself, so that its store is made even when this file runs alone.
const emptyOutbox = async () => {
  for (const queued of await pendingIdentifications()) await discardQueued(queued.id);
};
beforeEach(emptyOutbox);
afterEach(emptyOutbox);

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the outbox', () => {
  test('keeps the photo and the form fields in IndexedDB, listed oldest first', async () => {
    const first = await queueIdentification(photo('one.jpg'), fields);
    const second = await queueIdentification(photo('two.jpg'), { observedAt: '2026-11-21' });
    expect(first.fields).toEqual(fields);
    const pending = await pendingIdentifications();
    expect(pending.map((queued) => queued.name)).toEqual(['one.jpg', 'two.jpg']);
    expect(pending[1]).toEqual({ ...second, attempts: 0 });
    expect(pending[0]!.createdAt).toBeLessThanOrEqual(pending[1]!.createdAt);

    // What another page (or the next visit) finds in the database: the photo's bytes themselves.
    const stored = await (await openDB(OUTBOX_DB)).get(OUTBOX_STORE, first.id);
    expect(new Uint8Array(stored.photos[0].bytes as ArrayBuffer)).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect(stored.fields).toEqual(fields);
  });

  test('sends each one once with its photo and fields, reports it and forgets it', async () => {
    await queueIdentification(photo('one.jpg'), fields);
    await queueIdentification(photo('two.jpg', [9, 9]), { licence: 'cc0' });
    const sent: Array<{ name: string; type: string; bytes: number[]; fields: OutboxFields }> = [];
    const reported: OutboxResult[] = [];
    const results = await sendQueued(async ([file], sentFields) => {
      sent.push({ name: file!.name, type: file!.type, bytes: [...new Uint8Array(await file!.arrayBuffer())], fields: sentFields });
      return { id: 40 + sent.length, speciesName: sent.length === 1 ? 'Chromis viridis' : 'Amphiprion percula' };
    }, (result) => reported.push(result));
    expect(sent).toEqual([
      { name: 'one.jpg', type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff, 0xe0, 1, 2, 3], fields },
      { name: 'two.jpg', type: 'image/jpeg', bytes: [9, 9], fields: { licence: 'cc0' } },
    ]);
    expect(reported).toEqual(results);
    expect(results.map((result) => result.kind === 'sent' && result.identification)).toEqual([
      { id: 41, speciesName: 'Chromis viridis' },
      { id: 42, speciesName: 'Amphiprion percula' },
    ]);
    expect(await pendingIdentifications()).toEqual([]);
    let again = 0;
    expect(await sendQueued(async () => ({ id: ++again, speciesName: 'x' }))).toEqual([]);
    expect(again).toBe(0);
  });

  test('without a connection it keeps them, counts the attempt and stops trying the rest', async () => {
    await queueIdentification(photo('one.jpg'), fields);
    await queueIdentification(photo('two.jpg'), fields);
    let calls = 0;
    const results = await sendQueued(() => (calls++, offline()));
    expect(calls).toBe(1);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ kind: 'kept', message: 'Failed to fetch', queued: { name: 'one.jpg', attempts: 1 } });
    expect((await pendingIdentifications()).map(({ name, attempts, lastError }) => ({ name, attempts, lastError }))).toEqual([
      { name: 'one.jpg', attempts: 1, lastError: 'Failed to fetch' },
      { name: 'two.jpg', attempts: 0, lastError: undefined },
    ]);
    // Back online: both go, in order.
    const names: string[] = [];
    await sendQueued(async ([file]) => (names.push(file!.name), { id: names.length, speciesName: 'Chromis viridis' }));
    expect(names).toEqual(['one.jpg', 'two.jpg']);
    expect(await pendingIdentifications()).toEqual([]);
  });

  test('a busy or failing server (408, 429, 5xx) keeps it too', async () => {
    for (const status of [408, 429, 500, 503]) {
      await queueIdentification(photo(), fields);
      const [result] = await sendQueued(() => Promise.reject(new OutboxSendError(status, 'Our identification service is busy')));
      expect(result).toMatchObject({ kind: 'kept', status });
      expect(await pendingIdentifications()).toHaveLength(1);
      await discardQueued((await pendingIdentifications())[0]!.id);
    }
  });

  test('a refusal for good (4xx) drops it and reports the server’s message', async () => {
    await queueIdentification(photo('one.jpg'), fields);
    await queueIdentification(photo('two.jpg'), fields);
    const reported: OutboxResult[] = [];
    let calls = 0;
    await sendQueued(async () => {
      if (calls++ === 0) throw new OutboxSendError(403, 'Free identification limit reached');
      return { id: 7, speciesName: 'Chromis viridis' };
    }, (result) => reported.push(result));
    expect(reported.map((result) => result.kind)).toEqual(['refused', 'sent']);
    expect(reported[0]).toMatchObject({ kind: 'refused', status: 403, message: 'Free identification limit reached', queued: { name: 'one.jpg' } });
    expect(await pendingIdentifications()).toEqual([]);
  });

  test('never sends the same one twice at once, and picks up what is queued while it sends', async () => {
    await queueIdentification(photo('one.jpg'), fields);
    const sent: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = async ([file]: File[]) => {
      sent.push(file!.name);
      await gate;
      return { id: sent.length, speciesName: 'Chromis viridis' };
    };
    const first = sendQueued(send);
    const second = sendQueued(send); // the `online` event and the page load at the same moment
    await new Promise((resolve) => setTimeout(resolve, 20));
    await queueIdentification(photo('two.jpg'), fields);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(sent).toEqual(['one.jpg', 'two.jpg']);
    expect(a.length + b.length).toBe(2);
    expect(await pendingIdentifications()).toEqual([]);
  });

  test('without Web Locks, one that another tab claimed is left to it until its claim runs out', async () => {
    const queued = await queueIdentification(photo(), fields);
    const database = await openDB(OUTBOX_DB);
    const stored = await database.get(OUTBOX_STORE, queued.id);
    await database.put(OUTBOX_STORE, { ...stored, claimedUntil: Date.now() + 60_000 });
    let calls = 0;
    expect(await sendQueued(async () => ({ id: ++calls, speciesName: 'Chromis viridis' }))).toEqual([]);
    expect(calls).toBe(0);
    await database.put(OUTBOX_STORE, { ...stored, claimedUntil: Date.now() - 1 }); // that tab closed mid-send
    expect((await sendQueued(async () => ({ id: ++calls, speciesName: 'Chromis viridis' })))[0]?.kind).toBe('sent');
    expect(calls).toBe(1);
  });

  test('tells listeners when it changes', async () => {
    let changes = 0;
    const stop = onOutboxChange(() => changes++);
    const queued = await queueIdentification(photo(), fields);
    await discardQueued(queued.id);
    stop();
    await queueIdentification(photo(), fields);
    expect(changes).toBe(2);
  });

  test('says to queue on no connection, not on a server answer', () => {
    expect(failedForWantOfConnection(new TypeError('Failed to fetch'))).toBe(true);
    expect(failedForWantOfConnection(new Error('Free identification limit reached'))).toBe(false);
    expect(failedForWantOfConnection(new OutboxSendError(503, 'busy'))).toBe(false);
  });
});

describe('sightings in the outbox', () => {
  test('keeps every photo of a sighting in order, with its crop, and sends them together with the fields', async () => {
    const crop = { x: 0.2, y: 0.1, width: 0.5, height: 0.6 };
    const queued = await queueIdentification([photo('cover.jpg', [1]), photo('side.jpg', [2]), photo('fin.jpg', [3])], fields, [null, crop, null]);
    expect(queued).toMatchObject({ name: 'cover.jpg', photoCount: 3 });
    const stored = await (await openDB(OUTBOX_DB)).get(OUTBOX_STORE, queued.id);
    expect(stored.photos.map((kept: { name: string; crop: unknown }) => [kept.name, kept.crop])).toEqual([
      ['cover.jpg', null],
      ['side.jpg', crop],
      ['fin.jpg', null],
    ]);
    const sent: Array<{ names: string[]; bytes: number[][]; fields: OutboxFields }> = [];
    await sendQueued(async (files, sentFields) => {
      sent.push({ names: files.map((file) => file.name), bytes: await Promise.all(files.map(async (file) => [...new Uint8Array(await file.arrayBuffer())])), fields: sentFields });
      return { id: 1, speciesName: 'Chromis viridis' };
    });
    expect(sent).toEqual([{ names: ['cover.jpg', 'side.jpg', 'fin.jpg'], bytes: [[1], [2], [3]], fields }]);
    expect(await pendingIdentifications()).toEqual([]);
  });

  test('an entry stored before sightings (one photo) is still listed and sent as a sighting of one', async () => {
    const database = await openDB(OUTBOX_DB);
    const older = { photo: new Uint8Array([0xff, 0xd8, 7]).buffer, name: 'old.jpg', type: 'image/jpeg', fields: { licence: 'cc0' }, createdAt: 1, attempts: 0 };
    const id = (await database.add(OUTBOX_STORE, older)) as number;
    expect(await pendingIdentifications()).toEqual([{ id, name: 'old.jpg', photoCount: 1, fields: { licence: 'cc0' }, createdAt: 1, attempts: 0 }]);
    const sent: Array<[string, string, number[]]> = [];
    await sendQueued(async (files) => {
      for (const file of files) sent.push([file.name, file.type, [...new Uint8Array(await file.arrayBuffer())]]);
      return { id: 2, speciesName: 'Chromis viridis' };
    });
    expect(sent).toEqual([['old.jpg', 'image/jpeg', [0xff, 0xd8, 7]]]);
  });
});

describe('whose an identification is', () => {
  test('it goes only as the account that kept it, a visitor\'s only as a visitor; signing out discards the account\'s', async () => {
    await queueIdentification(photo('mine.jpg'), {}, [], 7);
    await queueIdentification(photo('theirs.jpg'), {}, [], 8);
    await queueIdentification(photo('visitor.jpg'), {}, [], null);
    expect((await pendingIdentifications(7)).map((queued) => queued.name)).toEqual(['mine.jpg']);
    expect((await pendingIdentifications(null)).map((queued) => queued.name)).toEqual(['visitor.jpg']);

    const sent: string[] = [];
    await sendQueued(async (files) => (sent.push(files[0]!.name), { id: sent.length, speciesName: 'Chromis viridis' }), () => {}, 7);
    expect(sent).toEqual(['mine.jpg']);
    expect((await pendingIdentifications()).map((queued) => queued.name)).toEqual(['theirs.jpg', 'visitor.jpg']);

    await discardOwnersQueued(8);
    expect((await pendingIdentifications()).map((queued) => queued.name)).toEqual(['visitor.jpg']);
  });
});
