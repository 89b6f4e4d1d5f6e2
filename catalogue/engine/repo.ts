import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { rowsChanged, transaction, type Db } from '../../api/src/db/client';
import { catalogueChanges, catalogueState } from '../../api/src/db/schema';

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

/** How many versions of the journal are kept: an instance further behind reloads every page. */
export const JOURNAL_KEPT = 1_000;

/**
 * Raises the version and notes when (the time of the last publish, for /metrics) and which pages it changed
 * (`slugs`; null for "every page"), in one transaction: the version and its journal row are seen together. The
 * other instances re-read those pages when they see it. Returns the new version.
 */
export async function noteCatalogueChange(db: Db, at: Date = new Date(), slugs: string[] | null = null, kept = JOURNAL_KEPT): Promise<number> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(catalogueState)
      .set({ version: sql`${catalogueState.version} + 1`, publishedAt: at })
      .where(theRow)
      .returning({ version: catalogueState.version });
    const version = row!.version;
    await tx.insert(catalogueChanges).values({ version, slugs: slugs && JSON.stringify(slugs), at });
    await tx.delete(catalogueChanges).where(lt(catalogueChanges.version, version - kept + 1));
    return version;
  });
}

/**
 * The pages changed after `version`, and the newest version read. `slugs` is null when a change named every page
 * or the journal no longer reaches back to `version` (pruned): the reader then reloads every page.
 */
export async function readChangesSince(db: Db, version: number): Promise<{ version: number; slugs: Set<string> | null }> {
  const rows = await db
    .select()
    .from(catalogueChanges)
    .where(gt(catalogueChanges.version, version))
    .orderBy(asc(catalogueChanges.version));
  if (rows.length === 0) {
    const shared = await readSharedCatalogue(db);
    // Nothing after `version`, yet the version moved past it: those rows were pruned.
    return shared.version > version ? { version: shared.version, slugs: null } : { version, slugs: new Set() };
  }
  const newest = rows.at(-1)!.version;
  if (rows[0]!.version !== version + 1) return { version: newest, slugs: null };
  const slugs = new Set<string>();
  for (const row of rows) {
    if (row.slugs === null) return { version: newest, slugs: null };
    for (const slug of JSON.parse(row.slugs) as string[]) slugs.add(slug);
  }
  return { version: newest, slugs };
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
