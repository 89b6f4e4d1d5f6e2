import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { parseStoredList } from '../../lib/json';
import { accuracyFigures, type VerifiedSighting } from './figures';
import { lineagesOf, photoListsOf, verifiedRows, type VerifiedRow } from './repo';

interface StoredCandidate {
  confidence?: unknown;
  aphiaId?: unknown;
}

/** The candidate the model was most confident of (its own confidence, before the location rules lowered any). */
function bestCandidateOf(row: VerifiedRow) {
  const candidates = parseStoredList<StoredCandidate>(row.candidates).filter((c) => typeof c?.confidence === 'number');
  return candidates.reduce<StoredCandidate | null>((best, c) => (!best || (c.confidence as number) > (best.confidence as number) ? c : best), null);
}

/** The model's answers on every verified sighting, against the experts' community taxa. */
export async function figures(ctx: Pick<AppContext, 'db'>) {
  const rows = await verifiedRows(ctx.db);
  const candidates = new Map(rows.map((row) => [row.id, bestCandidateOf(row)]));
  const ids = rows.flatMap((row) => [row.aphiaId, row.communityAphiaId, candidates.get(row.id)?.aphiaId]).filter((id): id is number => typeof id === 'number');
  const taxa = await lineagesOf(ctx.db, ids);
  const lineage = (id: unknown) => (typeof id === 'number' ? (taxa.get(id)?.lineage ?? null) : null);
  const sightings = rows.flatMap((row): VerifiedSighting[] => {
    const community = lineage(row.communityAphiaId);
    // A community taxon missing from the cache cannot be compared with anything: the sighting is not counted.
    if (!community?.length) return [];
    const best = candidates.get(row.id);
    return [{
      machine: lineage(row.aphiaId),
      community,
      bestCandidate: best ? { confidence: best.confidence as number, aphiaId: typeof best.aphiaId === 'number' ? best.aphiaId : null, lineage: lineage(best.aphiaId) } : null,
      reviewRequestedAt: row.reviewRequestedAt,
      verifiedAt: row.verifiedAt!,
    }];
  });
  return accuracyFigures(sightings);
}

/** A verified sighting as a labelled example: its photos' stored addresses, the community taxon, where and when. */
export interface LabelledSighting {
  id: number;
  /** High-resolution copies under /uploads/, cover first. */
  photos: string[];
  scientificName: string;
  latitude: number | null;
  longitude: number | null;
  observedAt: string | null;
  depthMeters: number | null;
}

/** Every verified sighting with a photo and a cached community taxon, oldest verification first. */
export async function labelledSightings(db: Queryable): Promise<LabelledSighting[]> {
  const rows = await verifiedRows(db);
  const taxa = await lineagesOf(db, rows.map((row) => row.communityAphiaId!));
  const lists = await photoListsOf(db, rows.map((row) => row.id));
  return rows.flatMap((row) => {
    const taxon = taxa.get(row.communityAphiaId!);
    // Rows stored before sightings had a photo list keep their one photo on the row itself.
    const photos = lists.get(row.id) ?? [row.imageHighResUrl ?? row.imageUrl].filter((url): url is string => !!url);
    if (!taxon || !photos.length) return [];
    const { latitude, longitude, observedAt, depthMeters } = row;
    return [{ id: row.id, photos, scientificName: taxon.scientificName, latitude, longitude, observedAt, depthMeters }];
  });
}
