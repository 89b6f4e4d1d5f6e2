import type { DBSchema } from 'idb';
import { deviceDatabase } from './device-database';

/**
 * The outbox: identifications started without a connection wait here, photos and form fields, in IndexedDB, so
 * that closing the tab loses nothing. `sendQueued` sends them when the connection returns (decision 074).
 */
export const OUTBOX_DB = 'reefid-outbox';
export const OUTBOX_STORE = 'identifications';
/** The Background Sync tag; the service worker asks the open pages to send when the browser fires it. */
export const OUTBOX_SYNC_TAG = 'reefid-outbox';
const LOCK = 'reefid-outbox';
const CHANNEL = 'reefid-outbox';
/** Without Web Locks, a tab claims an item this long before sending it: no other tab sends it meanwhile. */
export const CLAIM_MS = 5 * 60_000;

/** The form fields sent with the photo (latitude, longitude, observedAt, consent choices), as the form had them. */
export type OutboxFields = Record<string, string>;

/** The crop a photo was made with, as fractions of the upright photo (the identify screen's `Crop`). */
export interface OutboxCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One photo of a stored sighting, as it was to be sent (the browser's copy, cropped), with the crop it was made
 * with. Kept as its bytes: an ArrayBuffer survives structured cloning in every IndexedDB, where a Blob has not
 * always (older Safari, some implementations).
 */
interface StoredPhoto {
  bytes: ArrayBuffer;
  name: string;
  type: string;
  crop: OutboxCrop | null;
}

/**
 * One stored identification: a whole sighting, every photo in order (the first is the cover) and the form fields.
 * Entries stored before sightings had several photos carry one `photo` and its `type` instead of `photos`; they
 * are read, and sent, as a sighting of one.
 */
interface Stored {
  id?: number;
  photos?: StoredPhoto[];
  photo?: ArrayBuffer;
  type?: string;
  /** The cover's file name, as the status shows it. */
  name: string;
  /**
   * Whose it is: the member's id, null for a visitor. Only a page of the same account (or a visitor's page) sends
   * it, so a photo kept by one account never goes out under another. Entries kept before owners were recorded
   * have none and go with whoever sends.
   */
  owner?: number | null;
  fields: OutboxFields;
  createdAt: number;
  attempts: number;
  lastError?: string;
  claimedUntil?: number;
}

interface OutboxDB extends DBSchema {
  identifications: { key: number; value: Stored };
}

/** A waiting identification, as the screens show it (the photo stays in the database). */
export interface QueuedId {
  id: number;
  /** The cover's file name. */
  name: string;
  /** How many photos the sighting has. */
  photoCount: number;
  fields: OutboxFields;
  createdAt: number;
  /** Sends tried that did not reach a final answer (no connection, server busy). */
  attempts: number;
  lastError?: string;
}

/** What the server made of a sent identification. */
export interface SentIdentification {
  id: number;
  speciesName: string;
}

/**
 * Sends one identification. A failure carrying a numeric `status` (the server's answer) is final unless it is
 * 408, 429 or 5xx; a failure without a status (no connection) keeps the identification for later.
 */
export type SendIdentification = (photos: File[], fields: OutboxFields) => Promise<SentIdentification>;

export type OutboxResult =
  /** The server made it: it left the outbox. */
  | { kind: 'sent'; queued: QueuedId; identification: SentIdentification }
  /** The server refused it for good (400, 401, 403, 413, …): it left the outbox, and the message says why. */
  | { kind: 'refused'; queued: QueuedId; status: number; message: string }
  /** No connection, or the server was busy or failing: it stays, to be sent later. */
  | { kind: 'kept'; queued: QueuedId; status?: number; message: string };

/** A refusal from the server, with its status: what a SendIdentification throws for an answer that is not OK. */
export class OutboxSendError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'OutboxSendError';
  }
}

const db = deviceDatabase<OutboxDB>(OUTBOX_DB, (created) => {
  created.createObjectStore(OUTBOX_STORE, { keyPath: 'id', autoIncrement: true });
});

/** A stored sighting's photos in order, older single-photo entries included. */
function photosOf(stored: Stored): StoredPhoto[] {
  if (stored.photos) return stored.photos;
  return stored.photo ? [{ bytes: stored.photo, name: stored.name, type: stored.type ?? '', crop: null }] : [];
}

const queuedOf = (stored: Stored): QueuedId => queuedFields(stored, photosOf(stored).length);
const queuedFields = ({ id, name, fields, createdAt, attempts, lastError }: Stored, photoCount: number): QueuedId => ({
  id: id!,
  name,
  photoCount,
  fields,
  createdAt,
  attempts,
  ...(lastError ? { lastError } : {}),
});

const nameOf = (file: File | Blob) => (file instanceof File ? file.name : 'photo');

/**
 * Keeps a sighting (its photos in order, each with the crop it was made with) and its form fields until they can
 * be sent. Resolves once they are stored.
 */
export async function queueIdentification(
  files: File | Blob | Array<File | Blob>,
  fields: OutboxFields,
  crops: Array<OutboxCrop | null> = [],
  owner: number | null = null,
): Promise<QueuedId> {
  const list = Array.isArray(files) ? files : [files];
  if (list.length === 0) throw new Error('A sighting needs a photo');
  const photos = await Promise.all(list.map(async (file, index) => ({ bytes: await file.arrayBuffer(), name: nameOf(file), type: file.type, crop: crops[index] ?? null })));
  const stored: Stored = {
    photos,
    name: photos[0]!.name,
    owner,
    fields: { ...fields },
    createdAt: Date.now(),
    attempts: 0,
  };
  const id = await (await db()).add(OUTBOX_STORE, stored);
  changed();
  void requestBackgroundSync();
  return queuedOf({ ...stored, id });
}

/** Whether `sender` (a member's id, null for a visitor, undefined for anyone) may send a stored identification. */
const sentBy = (stored: Stored, sender: number | null | undefined) => sender === undefined || stored.owner === undefined || stored.owner === sender;

/** The identifications waiting, oldest first: those `sender` may send (a member's id, null for a visitor), else all. */
export async function pendingIdentifications(sender?: number | null): Promise<QueuedId[]> {
  return (await (await db()).getAll(OUTBOX_STORE)).filter((stored) => sentBy(stored, sender)).map(queuedOf);
}

/** Removes every identification `owner` kept on this device (signing out). */
export async function discardOwnersQueued(owner: number): Promise<void> {
  const transaction = (await db()).transaction(OUTBOX_STORE, 'readwrite');
  for (let cursor = await transaction.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (cursor.value.owner === owner) await cursor.delete();
  }
  await transaction.done;
  changed();
}

/** Removes a waiting identification without sending it. */
export async function discardQueued(id: number): Promise<void> {
  await (await db()).delete(OUTBOX_STORE, id);
  changed();
}

const RETRIED_STATUSES = new Set([408, 429]);
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** Without Web Locks: marks the item as being sent by this tab, unless another tab claimed it and is still within its claim. */
async function claim(id: number, sender: number | null | undefined): Promise<Stored | undefined> {
  const transaction = (await db()).transaction(OUTBOX_STORE, 'readwrite');
  const stored = await transaction.store.get(id);
  const now = Date.now();
  if (!stored || (stored.claimedUntil ?? 0) > now || !sentBy(stored, sender)) return undefined;
  stored.claimedUntil = now + CLAIM_MS;
  await transaction.store.put(stored);
  await transaction.done;
  return stored;
}

let runningHere = false;
/**
 * Runs `run` unless a send is running already, in this tab or another: the Web Lock where the browser has one
 * (released when a tab closes), else one run per tab and a claim in the database per item.
 */
async function exclusively<T>(run: (locked: boolean) => Promise<T>): Promise<T | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks?.request) return locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? run(true) : null));
  if (runningHere) return null;
  runningHere = true;
  try {
    return await run(false);
  } finally {
    runningHere = false;
  }
}

/**
 * Sends each waiting identification once, oldest first, and reports each result as it comes. An identification
 * leaves the outbox only once the server has answered: made (`sent`) or refused for good (`refused`). Without a
 * connection it stays (`kept`) and the run stops there; a busy or failing server (408, 429, 5xx) keeps it too.
 * Only what `sender` may send goes (a member's id, null for a visitor; undefined: all). Resolves to the results, or
 * to [] when another tab or call is sending already.
 */
export async function sendQueued(send: SendIdentification, report: (result: OutboxResult) => void = () => {}, sender?: number | null): Promise<OutboxResult[]> {
  const results =
    (await exclusively(async (locked) => {
      const done: OutboxResult[] = [];
      const tried = new Set<number>();
      for (;;) {
        const next = (await (await db()).getAllKeys(OUTBOX_STORE)).find((id) => !tried.has(id));
        if (next === undefined) return done;
        tried.add(next);
        const stored = locked ? await (await db()).get(OUTBOX_STORE, next) : await claim(next, sender);
        // Another account's waits for its owner.
        if (!stored || !sentBy(stored, sender)) continue;
        const queued = queuedOf(stored);
        let result: OutboxResult;
        try {
          const files = photosOf(stored).map((photo) => new File([photo.bytes], photo.name, { type: photo.type }));
          const identification = await send(files, stored.fields);
          await discard(next);
          result = { kind: 'sent', queued, identification };
        } catch (error) {
          const status = statusOf(error);
          const message = messageOf(error);
          if (status === undefined || status >= 500 || RETRIED_STATUSES.has(status)) {
            await (await db()).put(OUTBOX_STORE, { ...stored, attempts: stored.attempts + 1, lastError: message, claimedUntil: undefined });
            result = { kind: 'kept', queued: { ...queued, attempts: queued.attempts + 1, lastError: message }, ...(status === undefined ? {} : { status }), message };
          } else {
            await discard(next);
            result = { kind: 'refused', queued, status, message };
          }
        }
        done.push(result);
        changed();
        report(result);
        if (result.kind === 'kept') {
          void requestBackgroundSync();
          // No connection or a struggling server: the others would fare the same. They go on the next occasion.
          return done;
        }
      }
    })) ?? [];
  return results;
}

async function discard(id: number) {
  await (await db()).delete(OUTBOX_STORE, id);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | undefined;
function openChannel(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => listeners.forEach((listener) => listener());
  }
  return channel;
}

/** Tells this page's and the other tabs' listeners that the outbox changed. */
function changed(): void {
  listeners.forEach((listener) => listener());
  if (listeners.size > 0 || channel) openChannel()?.postMessage('changed');
}

/** Calls `listener` whenever the outbox changes, in this tab or another. Returns the unsubscribe. */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  openChannel();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      channel?.close();
      channel = undefined;
    }
  };
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the service worker when the connection is back (Background Sync, where supported). */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync: sending waits for the `online` event or the next visit.
  }
}

/**
 * Whether an identification that failed with `error` should wait in the outbox: the browser is offline, or the
 * request never reached the server (fetch throws a TypeError). A server's answer, even an error, is not a reason.
 */
export function failedForWantOfConnection(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError && statusOf(error) === undefined;
}
