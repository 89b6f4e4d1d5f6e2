import { PHOTOS_THE_MODEL_SEES } from '@rules/trips';
import type { Language } from '@rules/languages';
import type { AppContext } from '../../../context';
import { photoStore } from '../../../lib/storage';
import { accounts, type UserRow } from '../../accounts';
import { findTrip, type TripSightingRow } from '../repo';
import { photoKeysOf } from './repo';

/** What a queued sighting is identified from: its owner, the photos the model sees (its sharpest), the answer's language. */
export interface SightingToIdentify {
  user: UserRow;
  photos: Uint8Array[];
  language: Language;
}

/** Null when the trip, its owner or a photo's stored bytes are gone (the sighting cannot be identified any more). */
export async function sightingToIdentify(ctx: AppContext, row: TripSightingRow): Promise<SightingToIdentify | null> {
  const trip = await findTrip(ctx.db, row.tripId);
  const user = trip && (await accounts.findUserById(ctx.db, trip.userId));
  if (!user) return null;
  const seen = (JSON.parse(row.photoIds) as number[]).slice(0, PHOTOS_THE_MODEL_SEES);
  const keys = await photoKeysOf(ctx.db, seen);
  const store = photoStore(ctx.config);
  const photos = await Promise.all(seen.map((id) => (keys.has(id) ? store.read(keys.get(id)!) : null)));
  if (photos.some((photo) => photo === null)) return null;
  // The account's chosen language; a diver who chose none reads English, as the queue has no request to go by.
  return { user, photos: photos as Uint8Array[], language: user.locale ?? 'en' };
}
