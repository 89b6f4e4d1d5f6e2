import type { Db } from '../../db/client';
import type { WormsClient } from '../../lib/worms/client';
import { IUCN_CATEGORY_TYPE, IUCN_YEAR_TYPE, type AphiaAttribute, type AphiaClassification, type AphiaRecord, type AphiaVernacular } from '../../lib/worms/wire';
import { commonNamesOf } from './common-names';
import { iucnCategoryName } from './iucn';
import { TAXON_CACHE_MS, type CachedTaxon, type LineageStep, type NameMatch } from './model';
import { findNameMatches, findTaxa, saveNameMatches, saveTaxon } from './repo';
import { wormsTaxonUrl, type TaxonClassification } from '@rules/taxon';
import { metrics } from '../../lib/metrics';

/** Names are looked up in one spelling: single spaces, lower case. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

const bool = (flag: 0 | 1 | null | undefined) => (flag === null || flag === undefined ? null : flag === 1);

const classificationOf = ({ kingdom, phylum, class: className, order, family, genus }: AphiaRecord): TaxonClassification => ({
  kingdom,
  phylum,
  class: className,
  order,
  family,
  genus,
});

function toMatch(record: AphiaRecord): NameMatch {
  return {
    aphiaId: record.AphiaID,
    name: record.scientificname,
    status: record.status,
    rank: record.rank,
    acceptedId: record.valid_AphiaID ?? record.AphiaID,
    acceptedName: record.valid_name ?? record.scientificname,
    matchType: record.match_type ?? 'exact',
    ...classificationOf(record),
    isMarine: bool(record.isMarine),
    isBrackish: bool(record.isBrackish),
  };
}

function lineageOf(node: AphiaClassification | null): LineageStep[] {
  const steps: LineageStep[] = [];
  for (let at = node; at; at = at.child) steps.push({ aphiaId: at.AphiaID, rank: at.rank, name: at.scientificname });
  return steps.filter((step) => step.rank !== 'Superdomain'); // "Biota" is every taxon's root
}

const isType = (attribute: AphiaAttribute, type: { id: number; name: string }) =>
  attribute.measurementTypeID === type.id || attribute.measurementType === type.name;

/** Every attribute of the tree, at any depth, parents before their children. */
function everyAttribute(attributes: AphiaAttribute[]): AphiaAttribute[] {
  return attributes.flatMap((attribute) => [attribute, ...everyAttribute(Array.isArray(attribute.children) ? attribute.children : [])]);
}

export interface IucnAssessment {
  /** The category's name ("Endangered"). */
  category: string;
  /** "Year Assessed", when WoRMS gives it. */
  year: number | null;
}

/**
 * The taxon's own IUCN assessment from WoRMS's attributes: the "IUCN Red List Category" wherever it sits in the tree
 * (under "Species importance to society" in real answers), with its "Year Assessed" child. A value inherited from a
 * parent taxon (AphiaID_Inherited another id) is not this taxon's assessment and is ignored. Of several, the latest.
 */
export function iucnAssessmentOf(attributes: AphiaAttribute[], aphiaId: number): IucnAssessment | null {
  const own = everyAttribute(attributes).flatMap((attribute): IucnAssessment[] => {
    if (!isType(attribute, IUCN_CATEGORY_TYPE)) return [];
    if (attribute.AphiaID_Inherited !== null && attribute.AphiaID_Inherited !== undefined && attribute.AphiaID_Inherited !== aphiaId) return [];
    const category = iucnCategoryName(attribute.measurementValue);
    if (!category) return [];
    const assessed = (attribute.children ?? []).find((child) => isType(child, IUCN_YEAR_TYPE))?.measurementValue ?? '';
    const year = /^\s*\d{4}\s*$/.test(assessed) ? Number(assessed) : null;
    return [{ category, year }];
  });
  return own.reduce<IucnAssessment | null>((latest, a) => (!latest || (a.year ?? 0) > (latest.year ?? 0) ? a : latest), null);
}

/** The English common names, in WoRMS's order, once each: the first is the one shown. */
export const englishNames = (vernaculars: AphiaVernacular[]) => commonNamesOf(vernaculars).en ?? [];

interface TaxonDetails {
  record: AphiaRecord;
  classification: AphiaClassification | null;
  vernaculars: AphiaVernacular[];
  attributes: AphiaAttribute[];
  synonyms: AphiaRecord[];
}

function toTaxon({ record, classification, vernaculars, attributes, synonyms }: TaxonDetails, at: Date): CachedTaxon {
  const commonNames = commonNamesOf(vernaculars);
  const names = commonNames.en ?? [];
  const iucn = iucnAssessmentOf(attributes, record.AphiaID);
  return {
    aphiaId: record.AphiaID,
    scientificName: record.scientificname,
    authority: record.authority,
    rank: record.rank ?? 'Unranked',
    status: record.status ?? 'accepted',
    url: wormsTaxonUrl(record.AphiaID),
    vernacularName: names[0] ?? null,
    vernacularNames: names,
    commonNames,
    synonyms: [...new Set(synonyms.map((s) => s.scientificname).filter((name) => name && name !== record.scientificname))],
    classification: classificationOf(record),
    isMarine: bool(record.isMarine),
    isBrackish: bool(record.isBrackish),
    isFreshwater: bool(record.isFreshwater),
    isTerrestrial: bool(record.isTerrestrial),
    iucnCategory: iucn?.category ?? null,
    iucnYear: iucn?.year ?? null,
    lineage: lineageOf(classification),
    fetchedAt: at,
  };
}

/**
 * WoRMS behind the `taxa` cache. A name or taxon looked up in the last 30 days costs no call; an older one is
 * asked again, and kept as it was when WoRMS cannot answer. Every call shares the caller's deadline.
 */
export class Taxonomy {
  constructor(
    private readonly db: Db,
    private readonly worms: WormsClient,
    private readonly now: () => Date,
  ) {}

  private fresh = (fetchedAt: Date) => this.now().getTime() - fetchedAt.getTime() < TAXON_CACHE_MS;

  /** Matching records of each name (keyed by nameKey): cached ones, then one call for all the others. */
  async matchNames(names: string[], signal: AbortSignal): Promise<Map<string, NameMatch[]>> {
    const keys = [...new Set(names.map(nameKey).filter(Boolean))];
    const cached = await findNameMatches(this.db, keys);
    const result = new Map<string, NameMatch[]>();
    const missing: string[] = [];
    for (const key of keys) {
      const entry = cached.get(key);
      if (entry && this.fresh(entry.fetchedAt)) result.set(key, entry.matches);
      else missing.push(key);
    }
    metrics.cacheLookups('worms', keys.length - missing.length, missing.length);
    if (missing.length === 0) return result;
    try {
      const answers = await this.worms.matchNames(missing, signal);
      const entries = missing.map((key, index): [string, NameMatch[]] => [key, answers[index]!.map(toMatch)]);
      await saveNameMatches(this.db, entries, this.now());
      for (const [key, matches] of entries) result.set(key, matches);
    } catch (error) {
      // Stale answers beat none; without them the whole check is unavailable.
      if (missing.some((key) => !cached.has(key))) throw error;
      for (const key of missing) result.set(key, cached.get(key)!.matches);
    }
    return result;
  }

  /** Full taxa by AphiaID: cached ones, the others with their five detail calls, all in parallel. */
  async taxa(ids: number[], signal: AbortSignal): Promise<Map<number, CachedTaxon>> {
    const cached = await findTaxa(this.db, ids);
    const result = new Map<number, CachedTaxon>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const taxon = cached.get(id);
      if (taxon && this.fresh(taxon.fetchedAt)) result.set(id, taxon);
      else missing.push(id);
    }
    metrics.cacheLookups('worms', result.size, missing.length);
    const fetched = await Promise.allSettled(missing.map((id) => this.fetchTaxon(id, signal)));
    fetched.forEach((outcome, index) => {
      const id = missing[index]!;
      if (outcome.status === 'fulfilled') {
        if (outcome.value) result.set(id, outcome.value);
      } else if (cached.has(id)) result.set(id, cached.get(id)!);
      else throw outcome.reason;
    });
    return result;
  }

  private async fetchTaxon(id: number, signal: AbortSignal): Promise<CachedTaxon | null> {
    const [record, classification, vernaculars, attributes, synonyms] = await Promise.all([
      this.worms.record(id, signal),
      this.worms.classification(id, signal),
      this.worms.vernaculars(id, signal),
      this.worms.attributes(id, signal),
      this.worms.synonyms(id, signal),
    ]);
    if (!record) return null;
    const taxon = toTaxon({ record, classification, vernaculars, attributes, synonyms }, this.now());
    await saveTaxon(this.db, taxon);
    return taxon;
  }
}
