import type { Taxon } from '@rules/taxon';
import type { AppContext } from '../../context';
import { createWormsClient } from '../../lib/worms/client';
import { groundAnswer, type Grounding, type GroundingOptions, type ModelAnswer } from './ground';
import { Taxonomy } from './lookup';
import type { CachedTaxon } from './model';
import { findTaxa } from './repo';

export type { Grounding, ModelAnswer } from './ground';

/** WoRMS at WORMS_API_URL behind the app's taxa cache. */
export function createTaxonomy(ctx: AppContext): Taxonomy {
  return new Taxonomy(ctx.db, createWormsClient(ctx.config.worms.apiUrl), ctx.now);
}

/** Checks a model answer against WoRMS with the app's threshold and deadline; never throws. */
export function checkAnswer(
  ctx: AppContext,
  taxonomy: Taxonomy,
  answer: ModelAnswer,
  nearby?: GroundingOptions['nearby'],
  atDepth?: GroundingOptions['atDepth'],
): Promise<Grounding> {
  return groundAnswer(taxonomy, answer, { speciesThreshold: ctx.config.speciesThreshold, timeoutMs: ctx.config.worms.timeoutMs, nearby, atDepth });
}

/** A cached taxon as the API shows it. */
export function toTaxon(taxon: CachedTaxon): Taxon {
  const { iucnCategory: _iucn, iucnYear: _year, lineage: _lineage, fetchedAt: _fetchedAt, vernacularNames: _names, synonyms: _synonyms, ...shown } = taxon;
  return shown;
}

/** The shown taxa of identifications, by AphiaID, in one query. */
export async function taxaByIds(ctx: Pick<AppContext, 'db'>, ids: Array<number | null>): Promise<Map<number, Taxon>> {
  const cached = await findTaxa(ctx.db, ids.filter((id): id is number => id !== null));
  return new Map([...cached].map(([id, taxon]) => [id, toTaxon(taxon)]));
}

/**
 * From one read of the cache: each taxon as the API shows it, and what a species page says about it (the same,
 * plus every English name and the synonyms).
 */
export async function taxaWithFacts(ctx: Pick<AppContext, 'db'>, ids: number[]) {
  const taxa = new Map<number, Taxon>();
  const facts = new Map<number, Taxon & { vernacularNames: string[]; synonyms: string[] }>();
  for (const [id, cached] of await findTaxa(ctx.db, ids)) {
    const taxon = toTaxon(cached);
    taxa.set(id, taxon);
    facts.set(id, { ...taxon, vernacularNames: cached.vernacularNames, synonyms: cached.synonyms });
  }
  return { taxa, facts };
}
