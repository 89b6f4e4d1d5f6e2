// Test fixtures for verified sightings: WoRMS taxa in the cache with their lineages, and identifications the experts
// verified (the review status, community taxon and times as the consensus stores them).
import type { Db } from '../src/db/client';
import { only } from '../src/db/client';
import { speciesIdentifications, taxa } from '../src/db/schema';

/** A test app, or just a database opened as the product opens it. */
type App = { ctx: { db: Db } };
let slugs = 0;
export interface Step {
  aphiaId: number;
  rank: string;
  name: string;
}

/** Caches the taxon each lineage ends at (kingdom first), as a WoRMS lookup would have. */
export async function cacheTaxa(app: App, ...lineages: Step[][]) {
  for (const lineage of lineages) {
    const self = lineage.at(-1)!;
    await app.ctx.db
      .insert(taxa)
      .values({ aphiaId: self.aphiaId, scientificName: self.name, rank: self.rank, status: 'accepted', lineage: JSON.stringify(lineage), fetchedAt: new Date() })
      .onConflictDoNothing();
  }
}

/**
 * An identification whose machine taxon is `machine` (null: WoRMS knew no such name), verified by the experts as
 * `community`; the best candidate has the given confidence. Both taxa are cached.
 */
export async function insertVerified(
  app: App,
  sighting: { machine: Step[] | null; community: Step[]; confidence?: number; best?: Step[] | null; requestedAt?: Date | null; verifiedAt: Date },
  values: Partial<typeof speciesIdentifications.$inferInsert> = {},
) {
  await cacheTaxa(app, sighting.community, ...(sighting.machine ? [sighting.machine] : []));
  const best = sighting.best === undefined ? sighting.machine : sighting.best;
  const candidates = [{ name: 'Fish', scientificName: best?.at(-1)!.name ?? 'Nonesuch fishii', rank: 'species', confidence: sighting.confidence ?? 0.9, aphiaId: best?.at(-1)!.aphiaId ?? null }];
  return app.ctx.db.insert(speciesIdentifications).values({
    speciesName: 'Clownfish',
    description: 'A small orange reef fish with white bands.',
    slug: `verified-${++slugs}`,
    scientificName: sighting.machine?.at(-1)!.name ?? 'Nonesuch fishii',
    aphiaId: sighting.machine?.at(-1)!.aphiaId ?? null,
    verification: sighting.machine ? 'verified' : 'unmatched',
    candidates: JSON.stringify(candidates),
    reviewStatus: 'verified',
    communityAphiaId: sighting.community.at(-1)!.aphiaId,
    reviewRequestedAt: sighting.requestedAt === undefined ? new Date(sighting.verifiedAt.getTime() - 3_600_000) : sighting.requestedAt,
    verifiedAt: sighting.verifiedAt,
    ...values,
  }).returning().then(only);
}
