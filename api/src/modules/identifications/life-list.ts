import { isAboveSpecies, type Taxon, type TaxonClassification } from '@rules/taxon';
import type { AppContext } from '../../context';
import type { UserRow } from '../accounts';
import { taxa as taxonCache } from '../taxa';
import type { LifeListEntry } from './model';
import { lifeList } from './repo';

/** Whether a species' classification places it within this higher taxon (a genus, family, order…). */
function within(species: Taxon, higher: Taxon): boolean {
  const rank = higher.rank.toLowerCase() as keyof TaxonClassification;
  return rank in species.classification && species.classification[rank] === higher.scientificName;
}

/**
 * GET /api/identifications/life-list: the taxa the user has seen, from what they confirmed (decision 073), with the
 * first and last time each was seen and how many sightings, most recently seen first. Every account has it.
 * A genus or family seen alongside a species within it is one taxon, the species: its sightings join that species
 * (the one last seen, when there are several), since they may well have been of it.
 */
export async function lifeListOf(ctx: AppContext, user: UserRow): Promise<LifeListEntry[]> {
  const entries = await lifeList(ctx.db, user.id);
  const known = await taxonCache.taxaByIds(ctx, entries.map((entry) => entry.aphiaId));
  const taxonOf = (entry: LifeListEntry) => (entry.aphiaId === null ? undefined : known.get(entry.aphiaId));
  const species = entries.filter((entry) => {
    const taxon = taxonOf(entry);
    return taxon && !isAboveSpecies(taxon.rank);
  });
  const merged = new Map(entries.map((entry) => [entry, { ...entry }]));
  for (const entry of entries) {
    const higher = taxonOf(entry);
    if (!higher || !isAboveSpecies(higher.rank)) continue;
    // Entries come most recently seen first: the first species within it is the one last seen.
    const into = species.find((candidate) => within(taxonOf(candidate)!, higher));
    if (!into) continue;
    const target = merged.get(into)!;
    target.sightings += entry.sightings;
    if (entry.firstSeen < target.firstSeen) target.firstSeen = entry.firstSeen;
    if (entry.lastSeen > target.lastSeen) target.lastSeen = entry.lastSeen;
    merged.delete(entry);
  }
  return [...merged.values()].sort((a, b) => (a.lastSeen < b.lastSeen ? 1 : a.lastSeen > b.lastSeen ? -1 : 0));
}
