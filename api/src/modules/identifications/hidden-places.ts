import { hidesSightingPlace } from '@rules/location';
import { publicArea } from '@rules/seas';
import type { AppContext, SightingReview } from '../../context';
import { taxa as taxonCache } from '../taxa';
import type { IdentificationRow } from './repo';
import { locationOf } from './view';

/**
 * The taxa a sighting is named as besides the model's answer: the experts' community taxon (the page it is on) and
 * each counting review's vote, and its owner's own name for it (decision 138).
 */
const namedOtherwise = (row: IdentificationRow, reviews: SightingReview[] = []) =>
  [row.communityAphiaId, row.diverAphiaId, ...reviews.map((review) => review.aphiaId)].filter((id): id is number => id !== null);

/**
 * The sightings whose place (area and depth) public records, species pages and the experts' queue leave out, as
 * rules/location hidesSightingPlace says: a taxon it is named as is Vulnerable, Endangered or Critically Endangered.
 * - The model's answer: the status stored with it (WoRMS's IUCN category, else the model's estimate) and its taxon's
 *   category in the taxa cache.
 * - What experts named (`reviews`: the counting reviews by sighting), the community taxon and each vote, and what its
 *   owner named it: by their category in the taxa cache. One not cached yet hides the place until it is (safer than
 *   showing it).
 * Computed as the rows are read, so a consensus that moves hides or shows the place from the next read on.
 */
export async function hiddenPlaces(ctx: Pick<AppContext, 'db'>, rows: IdentificationRow[], reviews: Map<number, SightingReview[]>): Promise<Set<number>> {
  const statuses = await taxonCache.iucnCategoriesOf(ctx, rows.flatMap((row) => [row.aphiaId, ...namedOtherwise(row, reviews.get(row.id))]));
  const hidden = new Set<number>();
  for (const row of rows) {
    const model = [row.conservationStatus, row.aphiaId === null ? null : (statuses.get(row.aphiaId) ?? null)];
    const others = namedOtherwise(row, reviews.get(row.id)).map((id) => (statuses.has(id) ? statuses.get(id) : undefined));
    if (hidesSightingPlace([...model, ...others])) hidden.add(row.id);
  }
  return hidden;
}

/**
 * Where a sighting was, as public pages and experts are told: the sea and the 1° cell, and the depth to the metre;
 * neither when its place is hidden (a depth narrows down where a threatened animal can be found too).
 */
export function coarsePlaceOf(row: IdentificationRow, hidden: boolean): { area: string | null; depthMeters: number | null } {
  if (hidden) return { area: null, depthMeters: null };
  return { area: publicArea(locationOf(row), null), depthMeters: row.depthMeters === null ? null : Math.round(row.depthMeters) };
}
