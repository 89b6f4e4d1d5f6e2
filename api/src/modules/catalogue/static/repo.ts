import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { rowsChanged, type Db } from '../../../db/client';
import { catalogueState } from '../../../db/schema';

/**
 * The catalogue state every instance shares, in one row (made by its migration): a version raised at each change,
 * the newest full build and the lease of the instance rebuilding. Each write is one statement, so instances never
 * need to take turns.
 */
const ROW = 1;
const theRow = eq(catalogueState.id, ROW);

export interface SharedCatalogue {
  version: number;
  buildId: string | null;
}

export async function readSharedCatalogue(db: Db): Promise<SharedCatalogue> {
  const [row] = await db.select({ version: catalogueState.version, buildId: catalogueState.buildId }).from(catalogueState).where(theRow);
  return row ?? { version: 0, buildId: null };
}

/**
 * Raises the version, and notes when (the time of the last publish, for /metrics): the other instances re-read
 * what is published when they see it. Returns the new one.
 */
export async function noteCatalogueChange(db: Db, at: Date = new Date()): Promise<number> {
  const [row] = await db
    .update(catalogueState)
    .set({ version: sql`${catalogueState.version} + 1`, publishedAt: at })
    .where(theRow)
    .returning({ version: catalogueState.version });
  return row!.version;
}

/**
 * Takes or renews the rebuild lease until `until`, in one conditional UPDATE: only when nobody holds it, its
 * holder let it lapse, or `holder` holds it already. True when `holder` has it.
 */
export async function takeRebuildLease(db: Db, holder: string, now: Date, until: Date): Promise<boolean> {
  const taken = await db
    .update(catalogueState)
    .set({ leaseHolder: holder, leaseUntil: until })
    .where(and(theRow, or(isNull(catalogueState.leaseUntil), lt(catalogueState.leaseUntil, now), eq(catalogueState.leaseHolder, holder))));
  return rowsChanged(taken) > 0;
}

export async function releaseRebuildLease(db: Db, holder: string): Promise<void> {
  await db.update(catalogueState).set({ leaseHolder: null, leaseUntil: null }).where(and(theRow, eq(catalogueState.leaseHolder, holder)));
}

/** Names the newest full build, kept in the photo store for the other instances. */
export async function setSharedBuild(db: Db, buildId: string): Promise<void> {
  await db.update(catalogueState).set({ buildId }).where(theRow);
}
