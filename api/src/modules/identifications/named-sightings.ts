import { sightingName } from '@rules/taxon';
import type { AppContext } from '../../context';
import { taxa as taxonCache } from '../taxa';
import { findOwnSightings } from './repo';

/** A sighting as a line elsewhere names it (a notification): the name it goes by and its cover photo's web copy. */
export interface NamedSighting {
  id: number;
  speciesName: string;
  imageUrl: string | null;
}

/**
 * The user's own sightings among `ids`, each named as its page names it (rules/taxon.ts: the experts' taxon once they
 * settled on another than the model's). Others' sightings and deleted ones are left out of the map.
 */
export async function namedSightings(ctx: AppContext, userId: number, ids: number[]): Promise<Map<number, NamedSighting>> {
  const rows = await findOwnSightings(ctx.db, userId, [...new Set(ids)]);
  const community = await taxonCache.taxaByIds(ctx, rows.map((row) => row.communityAphiaId));
  return new Map(
    rows.map((row) => {
      const communityTaxon = row.communityAphiaId === null ? null : (community.get(row.communityAphiaId) ?? null);
      const taxon = row.aphiaId === null ? null : { aphiaId: row.aphiaId };
      return [row.id, { id: row.id, speciesName: sightingName({ speciesName: row.speciesName, taxon, communityTaxon }), imageUrl: row.imageUrl }];
    }),
  );
}
