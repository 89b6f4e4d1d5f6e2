import { t, type Static } from 'elysia';
import type { CommonNames, Taxon, TaxonClassification } from '@rules/taxon';
import type { Agree, SameShape } from '../../lib/same-shape';

/** One step of a taxon's lineage, from the kingdom down. */
export interface LineageStep {
  aphiaId: number;
  rank: string;
  name: string;
}

/** A taxon as the cache keeps it: what the API shows, plus what the grounding needs. */
export interface CachedTaxon extends Taxon {
  /** Every English common name WoRMS gives (vernacularName is the first). */
  vernacularNames: string[];
  /** Every common name WoRMS gives in the product's languages, by language (`en` is vernacularNames). */
  commonNames: CommonNames;
  /** The taxon's unaccepted names. */
  synonyms: string[];
  /** A category name ("Endangered") from the taxon's own IUCN assessment in WoRMS's attributes, or null. */
  iucnCategory: string | null;
  /** The year that assessment was made ("Year Assessed"), when WoRMS gives it. */
  iucnYear: number | null;
  /** From the kingdom down to the taxon itself. */
  lineage: LineageStep[];
  fetchedAt: Date;
}

/** One WoRMS record that matched a name, as the name cache keeps it. */
export interface NameMatch extends TaxonClassification {
  aphiaId: number;
  name: string;
  status: string | null;
  rank: string | null;
  /** The accepted taxon (itself when accepted). */
  acceptedId: number;
  acceptedName: string;
  /** exact, exact_genus, phonetic, near_1, … */
  matchType: string;
  isMarine: boolean | null;
  isBrackish: boolean | null;
}

/** A taxon or name looked up within this long costs no call to WoRMS. */
export const TAXON_CACHE_DAYS = 30;
export const TAXON_CACHE_MS = TAXON_CACHE_DAYS * 24 * 60 * 60 * 1000;

const name = t.Nullable(t.String());
const names = t.Optional(t.Array(t.String()));

/** Every common name of a taxon by language (CommonNames in rules/taxon.ts); a language without names is absent. */
export const commonNamesSchema = t.Object({ en: names, es: names, fr: names, de: names, 'zh-Hans': names });
type CommonNamesAgree = Agree<SameShape<Static<typeof commonNamesSchema>, CommonNames>>;
const flag = t.Nullable(t.Boolean());

/** An accepted WoRMS taxon as the API sends it (the shared declaration is Taxon in rules/taxon.ts). */
export const taxonSchema = t.Object({
  aphiaId: t.Number(),
  scientificName: t.String(),
  authority: name,
  rank: t.String(),
  status: t.String(),
  url: t.String(),
  vernacularName: name,
  classification: t.Object({ kingdom: name, phylum: name, class: name, order: name, family: name, genus: name }),
  isMarine: flag,
  isBrackish: flag,
  isFreshwater: flag,
  isTerrestrial: flag,
});
type TaxonAgrees = Agree<SameShape<Static<typeof taxonSchema>, Taxon>>;
type ClassificationAgrees = Agree<SameShape<Static<typeof taxonSchema>['classification'], TaxonClassification>>;
