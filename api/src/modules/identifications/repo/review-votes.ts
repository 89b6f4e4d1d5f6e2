import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reviews, users } from '../../../db/schema';

/** One expert's vote on a sighting: the taxon their review names (agree or suggest). */
export interface ExpertVote {
  identificationId: number;
  username: string;
  /** The expert's address: accounts of one mailbox are one person (rules/email mailboxKey). */
  email: string;
  aphiaId: number;
}

/**
 * The votes of current experts on the given sightings (read only: reviews are written by the reviews' own module).
 * A cannot-tell review names no taxon and casts no vote; an expert whose role was taken away, or who is suspended,
 * keeps their reviews, which no longer count (the reviews module's rule).
 */
export async function listExpertVotes(db: Db, ids: number[]): Promise<ExpertVote[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ identificationId: reviews.identificationId, username: users.username, email: users.email, aphiaId: reviews.aphiaId })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.expertId))
    .where(and(inArray(reviews.identificationId, ids), eq(users.isExpert, true), eq(users.status, 'active'), isNotNull(reviews.aphiaId)))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  return rows as ExpertVote[];
}
