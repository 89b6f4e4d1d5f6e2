import { mailboxKey } from '@rules/email';
import type { Taxon, TaxonClassification } from '@rules/taxon';
import type { Db } from '../../db/client';
import { taxa as taxonCache } from '../taxa';
import { listExpertVotes, type IdentificationRow } from './repo';

const CLASSIFIED_RANKS = new Set<keyof TaxonClassification>(['kingdom', 'phylum', 'class', 'order', 'family', 'genus']);

/**
 * Whether a vote for `voted` supports `group`, as iNaturalist counts agreement: the same taxon, or one within it
 * (a vote for Amphiprion ocellaris agrees with the genus Amphiprion).
 */
export function fallsWithin(voted: Taxon | undefined, votedId: number, group: Taxon | undefined, groupId: number): boolean {
  if (votedId === groupId) return true;
  if (!voted || !group) return false;
  const rank = group.rank.trim().toLowerCase() as keyof TaxonClassification;
  return CLASSIFIED_RANKS.has(rank) && voted.classification[rank] === group.scientificName;
}

type Reviewed = Pick<IdentificationRow, 'id' | 'reviewStatus' | 'communityAphiaId'>;

/**
 * The experts who agreed with each verified sighting's community taxon, one per mailbox, by username in the order they reviewed:
 * who a Darwin Core record names in identifiedBy, and how many a species page says verified it. Unverified
 * sightings have none.
 */
export async function agreeingExperts(db: Db, rows: Reviewed[]): Promise<Map<number, string[]>> {
  const verified = rows.filter((row) => row.reviewStatus === 'verified' && row.communityAphiaId !== null);
  const votes = await listExpertVotes(db, verified.map((row) => row.id));
  const taxa = await taxonCache.taxaByIds({ db }, [...votes.map((vote) => vote.aphiaId), ...verified.map((row) => row.communityAphiaId)]);
  const agreed = new Map<number, string[]>();
  for (const row of verified) {
    const community = row.communityAphiaId!;
    // One person, one name: accounts sharing a mailbox are named (and counted) once, by the first to review.
    const byPerson = new Map<string, string>();
    for (const vote of votes) {
      if (vote.identificationId !== row.id || !fallsWithin(taxa.get(vote.aphiaId), vote.aphiaId, taxa.get(community), community)) continue;
      const person = mailboxKey(vote.email);
      if (!byPerson.has(person)) byPerson.set(person, vote.username);
    }
    agreed.set(row.id, [...new Set(byPerson.values())]);
  }
  return agreed;
}
