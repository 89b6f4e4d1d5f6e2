/**
 * The check of an identification against WoRMS, the World Register of Marine Species, as the API sends it
 * and the result display shows it. Shared by the API and the site.
 */

/**
 * How the model's name was checked:
 * - verified: WoRMS knows the name and accepts it;
 * - synonym: WoRMS knows it as an old name and the accepted one replaced it;
 * - fuzzy: a misspelt name matched approximately, or an unknown species fell back to its known genus;
 * - unmatched: WoRMS does not know the name;
 * - unavailable: WoRMS could not be asked (down or slow); the server asks again later by itself.
 */
export const VERIFICATIONS = ['verified', 'synonym', 'fuzzy', 'unmatched', 'unavailable'] as const;
export type Verification = (typeof VERIFICATIONS)[number];

/** Where the conservation status comes from: WoRMS's IUCN attribute, the IUCN API, or the model's own estimate. */
export const CONSERVATION_SOURCES = ['worms-iucn', 'iucn', 'model'] as const;
export type ConservationStatusSource = (typeof CONSERVATION_SOURCES)[number];

export interface TaxonClassification {
  kingdom: string | null;
  phylum: string | null;
  class: string | null;
  order: string | null;
  family: string | null;
  genus: string | null;
}

/** An accepted WoRMS taxon. */
export interface Taxon {
  aphiaId: number;
  /** The accepted name. */
  scientificName: string;
  authority: string | null;
  /** WoRMS's rank: "Species", "Genus", "Family", … */
  rank: string;
  /** WoRMS's status of the name ("accepted" for almost every taxon shown). */
  status: string;
  /** The taxon's page on WoRMS. */
  url: string;
  /** An English common name, when WoRMS has one. */
  vernacularName: string | null;
  classification: TaxonClassification;
  isMarine: boolean | null;
  isBrackish: boolean | null;
  isFreshwater: boolean | null;
  isTerrestrial: boolean | null;
}

/** WoRMS ranks at or below species; every other rank (genus, family, order…) is above it. */
const SPECIES_OR_BELOW = new Set(['species', 'subspecies', 'natio', 'variety', 'subvariety', 'forma', 'subforma', 'form', 'mutatio']);

export const isAboveSpecies = (rank: string) => !SPECIES_OR_BELOW.has(rank.trim().toLowerCase());

/** A conservation status belongs to a species: an answer that stops at genus or family has none. */
export const hasConservationStatus = (taxon: Pick<Taxon, 'rank'> | null | undefined) => !taxon || !isAboveSpecies(taxon.rank);

/** A common name as a heading shows it: WoRMS writes them in lower case ("blue-green chromis"). */
export const commonNameHeading = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The languages common names are kept in: the product's own (WoRMS has names in many more). */
export const NAME_LANGUAGES = ['en', 'es', 'fr', 'de', 'zh-Hans'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

/**
 * Every common name WoRMS gives a taxon, by language, each list in WoRMS's order (none is marked preferred, so the
 * first is the one shown). A language without names is absent; many species have English ones only.
 */
export type CommonNames = Partial<Record<NameLanguage, string[]>>;

/** Every common name of every language, English first, each once: what a search finds a taxon by. */
export const everyCommonName = (names: CommonNames) => [...new Set(NAME_LANGUAGES.flatMap((language) => names[language] ?? []))];

/** What a taxon is named from: its English name, and its names in the other languages where known. */
export type NamedTaxon = Pick<Taxon, 'vernacularName'> & { commonNames?: CommonNames };

/**
 * The one common name of a taxon, on every screen (the result, History, the species page, Discover), looked up when
 * shown, never stored translated: the first name WoRMS gives in the page's language, else its English name, else the
 * name the model gave. The grounding stores the English one once as the answer's name, and a species page is named by
 * the same rule, so a diver never meets two names for one species in one language.
 */
export function commonName(taxon: NamedTaxon | null | undefined, modelName: string, language: NameLanguage = 'en'): string {
  const name = (language === 'en' ? null : taxon?.commonNames?.[language]?.[0]) || taxon?.vernacularName;
  return name ? commonNameHeading(name) : modelName;
}

/** The heading of a taxon named without a model's answer (the experts'): its common name, else its scientific name. */
export const taxonHeading = (taxon: NamedTaxon & Pick<Taxon, 'scientificName'>, language: NameLanguage = 'en') => commonName(taxon, taxon.scientificName, language);

/** What a listed sighting's name is read from: its answer, and the taxon the experts' votes agree on, if any. */
export interface NamedSighting<T extends Pick<Taxon, 'aphiaId' | 'vernacularName' | 'scientificName'> = Taxon> {
  speciesName: string;
  taxon?: Pick<Taxon, 'aphiaId'> | null;
  communityTaxon?: T | null;
}

/** The experts' taxon when it is not the model's: then it is the answer shown. Null when there is none, or it is the model's. */
export function communityTaxonShown<T extends Pick<Taxon, 'aphiaId' | 'vernacularName' | 'scientificName'>>(sighting: Pick<NamedSighting<T>, 'taxon' | 'communityTaxon'>): T | null {
  const community = sighting.communityTaxon;
  return community && community.aphiaId !== sighting.taxon?.aphiaId ? community : null;
}

/**
 * The name a sighting goes by wherever it is shown (the result, a History card, the admin's list, a notification):
 * the experts' taxon once they settled on another than the model's, else the answer's own name.
 */
export function sightingName(sighting: NamedSighting<Pick<Taxon, 'aphiaId' | 'vernacularName' | 'scientificName'>>): string {
  const community = communityTaxonShown(sighting);
  return community ? taxonHeading(community) : sighting.speciesName;
}

/** The taxon's Life Science Identifier, as WoRMS gives it. */
export const wormsLsid = (aphiaId: number) => `urn:lsid:marinespecies.org:taxname:${aphiaId}`;

export const wormsTaxonUrl = (aphiaId: number) => `https://www.marinespecies.org/aphia.php?p=taxdetails&id=${aphiaId}`;

/** "Animalia > Chordata > … > Genus": the classification line of the result display. */
export function classificationLine(classification: TaxonClassification): string {
  const { kingdom, phylum, class: className, order, family, genus } = classification;
  return [kingdom, phylum, className, order, family, genus].filter(Boolean).join(' > ');
}

/** WoRMS lists the taxon in fresh water or on land only: the result says it is probably not sea life. */
export function isNonMarine(taxon: Pick<Taxon, 'isMarine' | 'isBrackish' | 'isFreshwater' | 'isTerrestrial'>): boolean {
  return !taxon.isMarine && !taxon.isBrackish && (!!taxon.isFreshwater || !!taxon.isTerrestrial);
}
