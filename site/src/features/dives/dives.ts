import { answer, api, ApiError, errorMessage, page, pageQuery, type PageWanted } from '../../lib/api';
import type { ErrorCode } from '@rules/error-codes';
import type { Dive, DiveDetail, DiveImport } from '../../lib/types';
import { $user } from '../account/session';
import { lastSeen, lastSeenFirstPage } from '../offline/last-seen';

export type { Dive, DiveDetail, DiveImport };

/** A page of the user's dives, newest first (decision 064); offline, the first page last seen on this device. */
export function fetchDivesPage(wanted: PageWanted = {}) {
  return lastSeenFirstPage($user.get()?.id, 'dives', wanted.cursor, () => page(api.dives.get(pageQuery(wanted))));
}

/** One dive; offline, as last seen on this device. */
export function fetchDive(id: string | number): Promise<DiveDetail> {
  return lastSeen($user.get()?.id, diveSeen(id), () => answer(api.dives({ id: encodeURIComponent(String(id)) }).get()));
}

/** What a dive's page is kept as on the device (last-seen.ts). */
export const diveSeen = (id: string | number) => `dive ${id}`;

/**
 * POST /api/dives/import: a dive log or a GPX track; `utcOffsetMinutes` for the dives whose log does not say their
 * time zone. The error's code, when the server gave one, says what the screen should do next.
 */
export async function importDiveLog(file: File, utcOffsetMinutes: number | undefined, fallback: string): Promise<{ value: DiveImport } | { error: string; code?: ErrorCode }> {
  try {
    return { value: await answer(api.dives.import.post({ file, ...(utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes: String(utcOffsetMinutes) }) })) };
  } catch (error) {
    return { error: errorMessage(error, fallback), code: error instanceof ApiError ? error.code : undefined };
  }
}

export interface DiveChange {
  siteName?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  cameraOffsetSeconds?: number;
}

/** PUT /api/dives/{id}: the server matches the dive's photos again; the caller reads the dive again after it. */
export async function updateDive(id: number, change: DiveChange, fallback: string): Promise<{ value: Dive } | { error: string }> {
  try {
    return { value: await answer(api.dives({ id }).put(change)) };
  } catch (error) {
    return { error: errorMessage(error, fallback) };
  }
}

/** DELETE /api/dives/{id}: its sightings are kept, no longer tied to it. */
export async function deleteDive(id: number, fallback: string): Promise<{ error: string } | null> {
  try {
    await answer(api.dives({ id }).delete());
    return null;
  } catch (error) {
    return { error: errorMessage(error, fallback) };
  }
}
