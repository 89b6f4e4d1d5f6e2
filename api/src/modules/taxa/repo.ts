import { inArray, sql } from 'drizzle-orm';
import { wormsTaxonUrl, type CommonNames } from '@rules/taxon';
import type { Db } from '../../db/client';
import { parseStored, parseStoredList } from '../../lib/json';
import { taxa, taxonNames } from '../../db/schema';
import { otherLanguages, withEnglish } from './common-names';
import type { CachedTaxon, LineageStep, NameMatch } from './model';

type TaxonRow = typeof taxa.$inferSelect;

function toTaxon(row: TaxonRow): CachedTaxon {
  const english = parseStoredList<string>(row.vernacularNames);
  return {
    aphiaId: row.aphiaId,
    scientificName: row.scientificName,
    authority: row.authority,
    rank: row.rank,
    status: row.status,
    url: wormsTaxonUrl(row.aphiaId),
    vernacularName: row.vernacularName,
    classification: { kingdom: row.kingdom, phylum: row.phylum, class: row.className, order: row.order, family: row.family, genus: row.genus },
    isMarine: row.isMarine,
    isBrackish: row.isBrackish,
    isFreshwater: row.isFreshwater,
    isTerrestrial: row.isTerrestrial,
    vernacularNames: english,
    commonNames: withEnglish(english, parseStored<CommonNames>(row.commonNames, {})),
    synonyms: parseStoredList<string>(row.synonyms),
    iucnCategory: row.iucnCategory,
    iucnYear: row.iucnYear,
    lineage: parseStoredList<LineageStep>(row.lineage),
    fetchedAt: row.fetchedAt,
  };
}

/** Above this many ids one pass over the table beats a query with that many parameters (SQLite caps them). */
const MANY_IDS = 500;

export async function findTaxa(db: Db, ids: number[]): Promise<Map<number, CachedTaxon>> {
  const unique = new Set(ids);
  if (unique.size === 0) return new Map();
  const rows =
    unique.size > MANY_IDS
      ? (await db.select().from(taxa)).filter((row) => unique.has(row.aphiaId))
      : await db.select().from(taxa).where(inArray(taxa.aphiaId, [...unique]));
  return new Map(rows.map((row) => [row.aphiaId, toTaxon(row)]));
}

/** The IUCN category of each cached taxon (null: WoRMS gives it none); a taxon not cached is left out. */
export async function findIucnCategories(db: Db, ids: number[]): Promise<Map<number, string | null>> {
  const unique = new Set(ids);
  if (unique.size === 0) return new Map();
  const columns = { aphiaId: taxa.aphiaId, iucnCategory: taxa.iucnCategory };
  const rows =
    unique.size > MANY_IDS
      ? (await db.select(columns).from(taxa)).filter((row) => unique.has(row.aphiaId))
      : await db.select(columns).from(taxa).where(inArray(taxa.aphiaId, [...unique]));
  return new Map(rows.map((row) => [row.aphiaId, row.iucnCategory]));
}

export async function saveTaxon(db: Db, taxon: CachedTaxon): Promise<void> {
  const { classification, url: _url, lineage, vernacularNames, commonNames, synonyms, ...rest } = taxon;
  const row: TaxonRow = {
    ...rest,
    kingdom: classification.kingdom,
    phylum: classification.phylum,
    className: classification.class,
    order: classification.order,
    family: classification.family,
    genus: classification.genus,
    lineage: JSON.stringify(lineage),
    vernacularNames: JSON.stringify(vernacularNames),
    commonNames: JSON.stringify(otherLanguages(commonNames)),
    synonyms: JSON.stringify(synonyms),
  };
  await db.insert(taxa).values(row).onConflictDoUpdate({ target: taxa.aphiaId, set: row });
}

export async function findNameMatches(db: Db, names: string[]): Promise<Map<string, { matches: NameMatch[]; fetchedAt: Date }>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(taxonNames).where(inArray(taxonNames.name, unique));
  return new Map(rows.map((row) => [row.name, { matches: parseStoredList<NameMatch>(row.matches), fetchedAt: row.fetchedAt }]));
}

export async function saveNameMatches(db: Db, entries: Array<[string, NameMatch[]]>, at: Date): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(taxonNames)
    .values(entries.map(([name, matches]) => ({ name, matches: JSON.stringify(matches), fetchedAt: at })))
    .onConflictDoUpdate({ target: taxonNames.name, set: { matches: sql`excluded.matches`, fetchedAt: sql`excluded.fetched_at` } });
}
