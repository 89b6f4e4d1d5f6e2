/**
 * The taxa module's door: `taxa`, the one object other modules use (WoRMS look-ups cached in the taxa tables, and
 * the grounding of a model's answer in them), and the types and schema they need. It has no routes of its own.
 * Every other file in this folder is private to the module.
 */
import { groundAnswer } from './ground';
import { cleanName, resolveName } from './names';
import { cacheTaxa, checkAnswer, createTaxonomy, iucnCategoriesOf, lineagesOf, matchTaxonName, namedTaxaByIds, taxaByIds, taxaWithFacts } from './service';

export { iucnAssessmentOf, nameKey, Taxonomy } from './lookup';
export { commonNamesSchema, taxonSchema, type CachedTaxon, type NameMatch } from './model';
export type { Grounding, ModelAnswer } from './ground';

/** What other modules, the server, the evaluation and the benchmarks may ask of taxa. */
export const taxa = {
  // The taxonomy: WoRMS behind the cache, made once per app; a model's answer checked against it.
  createTaxonomy,
  checkAnswer,
  // Cached taxa by id, as the API shows them (with their facts for species pages).
  taxaByIds,
  taxaWithFacts,
  // The same with their common names in every language, for names shown in a language.
  namedTaxaByIds,
  // Their IUCN categories (where a threatened species' place is hidden).
  iucnCategoriesOf,
  // A name a person wrote (an expert's suggestion) matched against WoRMS; the cached lineages of taxa.
  matchTaxonName,
  lineagesOf,
  cacheTaxa,
  // The grounding itself, for the evaluation and the benchmarks that run it without an app.
  groundAnswer,
  cleanName,
  resolveName,
};
