import { failedForWantOfConnection, queueIdentification, type OutboxCrop, type QueuedId } from './outbox';

/**
 * For the identify screen's upload: when `error` means the upload never reached the server (offline, no
 * connection), keeps the whole sighting (each photo as it was to be sent, its crop, and the form fields) in the
 * outbox and resolves to the queued identification. Resolves to null for any other error (a
 * server's answer): show it as before. Fields left undefined are not kept. `owner` is the member it is sent as
 * (null: a visitor): only that account's pages send it. The caller says so, in the page's language.
 */
export async function queueIfOffline(
  error: unknown,
  photos: File | File[],
  fields: Record<string, string | undefined>,
  crops: Array<OutboxCrop | null> = [],
  owner: number | null = null,
): Promise<QueuedId | null> {
  if (!failedForWantOfConnection(error)) return null;
  try {
    const kept = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const queued = await queueIdentification(photos, kept, crops, owner);
    return queued;
  } catch {
    return null; // no IndexedDB (some private modes): the upload's own error is shown
  }
}
