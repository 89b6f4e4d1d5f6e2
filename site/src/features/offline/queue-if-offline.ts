import { toast } from '../../ui/toasts';
import { failedForWantOfConnection, queueIdentification, type QueuedId } from './outbox';

export const QUEUED_TOAST = {
  title: 'Saved: it will be sent when you are back online',
  description: 'You are offline. Your photo waits on this device, and your identification will be ready once you are back online.',
};

/**
 * For the identify screen's upload: when `error` means the upload never reached the server (offline, no
 * connection), keeps the photo and its form fields in the outbox, says so in a toast and resolves to the queued
 * identification. Resolves to null for any other error (a server's answer): show it as before. `fields` are the
 * form fields the upload sent beside the image; those left undefined are not kept.
 */
export async function queueIfOffline(error: unknown, file: File, fields: Record<string, string | undefined>): Promise<QueuedId | null> {
  if (!failedForWantOfConnection(error)) return null;
  try {
    const kept = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const queued = await queueIdentification(file, kept);
    toast(QUEUED_TOAST);
    return queued;
  } catch {
    return null; // no IndexedDB (some private modes): the upload's own error is shown
  }
}
