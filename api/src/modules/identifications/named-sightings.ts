import type { Language } from '@rules/languages';
import { commonName, communityTaxonShown, sightingName, taxonHeading } from '@rules/taxon';
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
 * settled on another than the model's). Others' sightings and deleted ones are left out of the map. In another
 * language than English the name is the taxon's common name in it, else its English one, else the answer's
 * (rules/taxon.ts commonName), as a page in that language shows it.
 */
export async function namedSightings(ctx: AppContext, userId: number, ids: number[], language: Language = 'en'): Promise<Map<number, NamedSighting>> {
  const rows = await findOwnSightings(ctx.db, userId, [...new Set(ids)]);
  const inEnglish = language === 'en';
  const taxa = await taxonCache.namedTaxaByIds(ctx, rows.flatMap((row) => (inEnglish ? [row.communityAphiaId] : [row.communityAphiaId, row.aphiaId])));
  const taxonOf = (aphiaId: number | null) => (aphiaId === null ? null : (taxa.get(aphiaId) ?? null));
  return new Map(
    rows.map((row) => {
      const communityTaxon = taxonOf(row.communityAphiaId);
      const taxon = row.aphiaId === null ? null : { aphiaId: row.aphiaId };
      const community = communityTaxonShown({ taxon, communityTaxon });
      const speciesName = inEnglish
        ? sightingName({ speciesName: row.speciesName, taxon, communityTaxon })
        : community
          ? taxonHeading(community, language)
          : commonName(taxonOf(row.aphiaId), row.speciesName, language);
      return [row.id, { id: row.id, speciesName, imageUrl: row.imageUrl }];
    }),
  );
}
