// Reviews seeded as the reviews' module stores them, for tests of what reads them (catalogue, exports, admin).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { reviews, speciesIdentifications, users } from '../src/db/schema';

type Verdict = 'agree' | 'suggest' | 'cannot-tell';

/** Users made experts by name (registered first with the app's client); `former` ones had the role taken away. */
export async function makeExperts(db: Db, usernames: string[], options: { former?: boolean } = {}): Promise<Map<string, number>> {
  await db.update(users).set({ isExpert: !options.former }).where(inArray(users.username, usernames));
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames));
  return new Map(rows.map((row) => [row.username, row.id]));
}

/** One expert's review of a sighting, voting for `aphiaId` (none for cannot-tell). */
export async function addReview(db: Db, identificationId: number, expertId: number, verdict: Verdict, aphiaId: number | null, at = new Date()) {
  await db.insert(reviews).values({ identificationId, expertId, verdict, aphiaId, createdAt: at });
}

/** Where the consensus stands, as the reviews' module would store it. */
export async function setReviewStatus(
  db: Db,
  identificationId: number,
  reviewStatus: 'unreviewed' | 'in-review' | 'verified' | 'disputed',
  communityAphiaId: number | null = null,
  verifiedAt: Date | null = reviewStatus === 'verified' ? new Date() : null,
) {
  await db.update(speciesIdentifications).set({ reviewStatus, communityAphiaId, verifiedAt }).where(eq(speciesIdentifications.id, identificationId));
}
