import type { Language } from '@rules/languages';
import { commonName, communityTaxonShown, taxonHeading } from '@rules/taxon';
import type { AppContext } from '../../context';
import { taxa as taxonCache } from '../taxa';
import { hiddenPlaces } from './hidden-places';
import { lifeListTaxaBefore, ownLiveIdentifications } from './repo';

/** A sighting as a trip's report counts it: by the taxon it now goes by, named in a language. */
export interface ReportSighting {
  id: number;
  /** What sightings of one taxon share: 'aphia:{id}' for a WoRMS taxon, else 'name:{scientific name}' (case aside). */
  taxonKey: string;
  aphiaId: number | null;
  scientificName: string | null;
  /** The common name in the language, else the English one, else the scientific (or the answer's) name. */
  name: string;
  /** Whether public pages leave its place out (./hidden-places.ts): a taxon it is named as is threatened. */
  placeHidden: boolean;
}

type Named = {
  aphiaId: number | null;
  communityAphiaId: number | null;
  diverAphiaId: number | null;
  diverScientificName: string | null;
  scientificName: string | null;
  speciesName: string;
};

/**
 * The taxon a sighting now goes by: the experts' once they named one, else its owner's own name (decision 138),
 * else the model's answer (as rules/taxon.ts names it).
 */
const taxonKeyOf = (row: Named) => {
  const aphiaId = row.communityAphiaId ?? row.diverAphiaId ?? row.aphiaId;
  return aphiaId !== null ? `aphia:${aphiaId}` : `name:${(row.diverScientificName ?? row.scientificName ?? row.speciesName).toLowerCase()}`;
};

/**
 * The user's own sightings among `ids` that are still in their history, each by the taxon it goes by, named in
 * `language` when shown (never stored so), with whether its place is hidden as everywhere else.
 */
export async function reportSightings(ctx: AppContext, userId: number, ids: number[], language: Language): Promise<ReportSighting[]> {
  const rows = await ownLiveIdentifications(ctx.db, userId, ids);
  const reviews = await ctx.reviewLedger.reviewsOf(ctx, rows.map((row) => row.id));
  const [taxa, hidden] = await Promise.all([
    taxonCache.namedTaxaByIds(ctx, rows.flatMap((row) => [row.aphiaId, row.communityAphiaId, row.diverAphiaId])),
    hiddenPlaces(ctx, rows, reviews),
  ]);
  const taxonOf = (aphiaId: number | null) => (aphiaId === null ? null : (taxa.get(aphiaId) ?? null));
  return rows.map((row) => {
    const community = communityTaxonShown({ taxon: row.aphiaId === null ? null : { aphiaId: row.aphiaId }, communityTaxon: taxonOf(row.communityAphiaId) });
    const common = { id: row.id, taxonKey: taxonKeyOf(row), placeHidden: hidden.has(row.id) };
    if (community) return { ...common, aphiaId: community.aphiaId, scientificName: community.scientificName, name: taxonHeading(community, language) };
    if (row.communityAphiaId === null && row.diverScientificName !== null) {
      const taxon = taxonOf(row.diverAphiaId);
      return { ...common, aphiaId: row.diverAphiaId, scientificName: taxon?.scientificName ?? row.diverScientificName, name: commonName(taxon, row.diverScientificName, language) };
    }
    return { ...common, aphiaId: row.aphiaId, scientificName: row.scientificName, name: commonName(taxonOf(row.aphiaId), row.speciesName, language) };
  });
}

/**
 * The taxa on the user's life list before `before` (an ISO date-time), other than by the sightings `except`: a
 * taxon a trip's report counts and these do not hold is new for their life list.
 */
export async function lifeListKeysBefore(ctx: AppContext, userId: number, before: string, except: number[]): Promise<Set<string>> {
  return new Set((await lifeListTaxaBefore(ctx.db, userId, before, except)).map(taxonKeyOf));
}
