import type { AppContext } from '../../context';
import type { SightingQuestion } from '../../lib/ai/chat-request';
import type { SpeciesIdentifier } from '../../lib/ai/identifier';
import { photoContext } from '../../lib/ai/photo-context';
import type { Language } from '@rules/languages';
import type { UserRow } from '../accounts';
import { taxa } from '../taxa';
import type { IdentifiedView } from './model';
import { identifyUpload, whereAndWhenOfUpload } from './service';
import { prepareSighting, settleSighting } from './sighting';

/** The address a trip's identifications are noted under: the queue asks, not a browser. */
const TRIP_QUEUE_ADDRESS = 'trip-queue';
const NOTHING_GIVEN = { position: null, observedAt: null };

/**
 * A trip's sighting becomes one identification as an upload does, under every rule of one (identifyUpload): a quota
 * unit, the AI budget, WoRMS and OBIS, dive and depth read from its photos, the account's consent defaults.
 */
export function identifySighting(ctx: AppContext, model: SpeciesIdentifier, user: UserRow, photos: Uint8Array[], language: Language): Promise<IdentifiedView> {
  return identifyUpload(ctx, { model, taxonomy: taxa.createTaxonomy(ctx) }, { user, ip: TRIP_QUEUE_ADDRESS }, photos, {}, NOTHING_GIVEN, undefined, language);
}

/** What identifySighting would ask the model of these photos (their model copies, where and when): a batch line's question. */
export async function questionOfSighting(ctx: AppContext, user: UserRow, photos: Uint8Array[], language: Language): Promise<SightingQuestion> {
  const whereAndWhen = await whereAndWhenOfUpload(ctx, { user, ip: TRIP_QUEUE_ADDRESS }, photos, NOTHING_GIVEN);
  const images = await prepareSighting(photos);
  await settleSighting(images);
  return { photos: images.map((image) => image.model.data), context: photoContext(whereAndWhen.position, whereAndWhen.observedAt), language };
}
