import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Verdict } from '@rules/consensus';
import { first, type Db } from '../../db/client';
import { reviews, speciesIdentifications, taxa, users } from '../../db/schema';

export type IdentificationRow = typeof speciesIdentifications.$inferSelect;

/** One expert's review as stored: the verdict and the taxon it votes for (null for cannot-tell). */
export interface ReviewWrite {
  identificationId: number;
  expertId: number;
  verdict: Verdict;
  aphiaId: number | null;
  scientificName: string | null;
}

/** Stores the review, replacing the expert's earlier one of this sighting (its createdAt stays, updatedAt is set). */
export async function saveReview(db: Db, review: ReviewWrite, now: Date): Promise<void> {
  const { verdict, aphiaId, scientificName } = review;
  await db
    .insert(reviews)
    .values({ ...review, createdAt: now })
    .onConflictDoUpdate({ target: [reviews.identificationId, reviews.expertId], set: { verdict, aphiaId, scientificName, updatedAt: now } });
}

/** Reviews the expert first sent since `since` (a replacement is not a new one). */
export async function countReviewsSince(db: Db, expertId: number, since: Date): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)` }).from(reviews).where(and(eq(reviews.expertId, expertId), gte(reviews.createdAt, since)));
  return Number(row?.count ?? 0);
}

/**
 * Ids per query: a statement takes at most 65,535 parameters in PostgreSQL and 250,000 in the SQLite Bun links, and a
 * full build reads 300,000 sightings.
 */
const IDS_PER_QUERY = 10_000;

/**
 * Whose reviews count: an expert now, whose account is not suspended. An expert who loses the role, or is
 * suspended, keeps their reviews, which count again if it comes back.
 */
const countingExpert = and(eq(users.isExpert, true), eq(users.status, 'active'));

/** The reviews that count (their author is a counting expert now) of each identification, oldest first. */
export async function countingReviewsOf(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length <= IDS_PER_QUERY) return countingReviewsOfSome(db, unique);
  const parts: Awaited<ReturnType<typeof countingReviewsOfSome>>[] = [];
  for (let i = 0; i < unique.length; i += IDS_PER_QUERY) parts.push(await countingReviewsOfSome(db, unique.slice(i, i + IDS_PER_QUERY)));
  // A stable sort keeps each part's order among reviews of the same time.
  return parts.flat().sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function countingReviewsOfSome(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      identificationId: reviews.identificationId,
      expertId: reviews.expertId,
      expert: users.username,
      verdict: reviews.verdict,
      aphiaId: reviews.aphiaId,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.expertId))
    .where(and(inArray(reviews.identificationId, ids), countingExpert))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}

/** The e-mail address of each of these users, by id (who is one person: rules/email mailboxKey). */
export async function emailsOf(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Every sighting the user ever reviewed, counting or not. */
export async function identificationsReviewedBy(db: Db, expertId: number): Promise<number[]> {
  const rows = await db.select({ id: reviews.identificationId }).from(reviews).where(eq(reviews.expertId, expertId));
  return rows.map((row) => row.id);
}

/**
 * Sightings needing review (asked for, not trashed, not verified), neither the expert's own nor reviewed by them,
 * oldest request first; `groups` keeps those whose machine taxon is in one of these classes or phyla (any case).
 * Reads the identifications and taxa it needs in one indexed query (decision 068 allows a reading join).
 */
export async function queuePage(
  db: Db,
  query: { expertId: number; groups: string[] | null; limit: number; after: [number, number] | null },
): Promise<IdentificationRow[]> {
  const si = speciesIdentifications;
  const groups = query.groups?.map((group) => group.toLowerCase());
  const after = query.after && new Date(query.after[0]);
  const rows = await db
    .select({ row: si })
    .from(si)
    .leftJoin(taxa, eq(taxa.aphiaId, si.aphiaId))
    .where(
      and(
        isNotNull(si.reviewRequestedAt),
        isNull(si.trashedAt),
        ne(si.reviewStatus, 'verified'),
        isNotNull(si.userId),
        ne(si.userId, query.expertId),
        notExists(db.select({ one: sql`1` }).from(reviews).where(and(eq(reviews.identificationId, si.id), eq(reviews.expertId, query.expertId)))),
        groups ? or(inArray(sql`lower(${taxa.className})`, groups), inArray(sql`lower(${taxa.phylum})`, groups)) : undefined,
        after ? or(gt(si.reviewRequestedAt, after), and(eq(si.reviewRequestedAt, after), gt(si.id, query.after![1]))) : undefined,
      ),
    )
    .orderBy(asc(si.reviewRequestedAt), asc(si.id))
    .limit(query.limit + 1);
  return rows.map(({ row }) => row);
}

/** The class and phylum of a taxon from the cache, to check it is in an expert's groups. */
export async function groupsOfTaxon(db: Db, aphiaId: number): Promise<string[]> {
  const row = await db.select({ className: taxa.className, phylum: taxa.phylum }).from(taxa).where(eq(taxa.aphiaId, aphiaId)).then(first);
  return [row?.className, row?.phylum].filter((name): name is string => !!name);
}
