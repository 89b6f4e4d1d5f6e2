import type { Taxon } from '@rules/taxon';
import type { AppContext } from '../../context';
import { createWormsClient } from '../../lib/worms/client';
import { groundAnswer, type Grounding, type GroundingOptions, type ModelAnswer } from './ground';
import { Taxonomy } from './lookup';
import type { CachedTaxon, LineageStep } from './model';
import { cleanName, resolveName } from './names';
import { findIucnCategories, findTaxa } from './repo';

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
  const { iucnCategory: _iucn, iucnYear: _year, lineage: _lineage, fetchedAt: _fetchedAt, vernacularNames: _names, commonNames: _byLanguage, synonyms: _synonyms, ...shown } = taxon;
  return shown;
}

/** The shown taxa of identifications, by AphiaID, in one query. */
export async function taxaByIds(ctx: Pick<AppContext, 'db'>, ids: Array<number | null>): Promise<Map<number, Taxon>> {
  const cached = await findTaxa(ctx.db, ids.filter((id): id is number => id !== null));
  return new Map([...cached].map(([id, taxon]) => [id, toTaxon(taxon)]));
}

/** The shown taxa with their common names in every language, for a name shown in a language (rules/taxon.ts commonName). */
export async function namedTaxaByIds(ctx: Pick<AppContext, 'db'>, ids: Array<number | null>): Promise<Map<number, Taxon & Pick<CachedTaxon, 'commonNames'>>> {
  const cached = await findTaxa(ctx.db, ids.filter((id): id is number => id !== null));
  return new Map([...cached].map(([id, taxon]) => [id, { ...toTaxon(taxon), commonNames: taxon.commonNames }]));
}

/**
 * From one read of the cache: each taxon as the API shows it, and what a species page says about it (the same,
 * plus every English name, every common name by language, and the synonyms).
 */
export async function taxaWithFacts(ctx: Pick<AppContext, 'db'>, ids: number[]) {
  const taxa = new Map<number, Taxon>();
  const facts = new Map<number, Taxon & Pick<CachedTaxon, 'vernacularNames' | 'commonNames' | 'synonyms'>>();
  for (const [id, cached] of await findTaxa(ctx.db, ids)) {
    const taxon = toTaxon(cached);
    taxa.set(id, taxon);
    facts.set(id, { ...taxon, vernacularNames: cached.vernacularNames, commonNames: cached.commonNames, synonyms: cached.synonyms });
  }
  return { taxa, facts };
}

/**
 * The IUCN Red List category of each taxon as WoRMS gives it, from the cache: null when it gives none; a taxon not
 * cached (its status not known yet) is left out.
 */
export async function iucnCategoriesOf(ctx: Pick<AppContext, 'db'>, ids: Array<number | null>): Promise<Map<number, string | null>> {
  return findIucnCategories(ctx.db, ids.filter((id): id is number => id !== null));
}

/**
 * Each taxon's lineage from the cache, kingdom first and the taxon itself last (its own step alone when WoRMS gave
 * no classification). A taxon not cached is left out.
 */
export async function lineagesOf(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<Map<number, LineageStep[]>> {
  const cached = await findTaxa(ctx.db, ids);
  return new Map(
    [...cached].map(([id, taxon]) => {
      const own = { aphiaId: id, rank: taxon.rank, name: taxon.scientificName };
      const lineage = taxon.lineage.some((step) => step.aphiaId === id) ? taxon.lineage : [...taxon.lineage, own];
      return [id, lineage];
    }),
  );
}

/**
 * The accepted WoRMS taxon a scientific name written by a person stands for, matched as the model's names are
 * (synonyms give their accepted taxon, misspellings their correction), and cached with its lineage; null when WoRMS
 * knows neither the name nor a spelling of it. An unknown species does not fall back to its genus here: the person
 * meant the species. WoRMS down or slow: the error is thrown (the caller answers 503).
 */
export async function matchTaxonName(ctx: AppContext, taxonomy: Taxonomy, name: string): Promise<Taxon | null> {
  const signal = AbortSignal.timeout(ctx.config.worms.timeoutMs);
  const clean = cleanName(name);
  if (!clean) return null;
  const matches = await taxonomy.matchNames([clean], signal);
  const resolved = resolveName(clean, matches, new Set());
  if (!resolved || resolved.genusFallback) return null;
  const taxon = (await taxonomy.taxa([resolved.match.acceptedId], signal)).get(resolved.match.acceptedId);
  return taxon ? toTaxon(taxon) : null;
}

/** Looks these taxa up in WoRMS unless cached (within the app's deadline), so they can be shown. */
export async function cacheTaxa(ctx: AppContext, ids: number[]): Promise<void> {
  const cached = await findTaxa(ctx.db, ids);
  const missing = ids.filter((id) => !cached.has(id));
  if (missing.length) await createTaxonomy(ctx).taxa(missing, AbortSignal.timeout(ctx.config.worms.timeoutMs));
}
