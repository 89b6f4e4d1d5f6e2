/**
 * The WoRMS REST API's JSON, as it is sent (https://www.marinespecies.org/rest). Flags are 0, 1 or null;
 * a request that finds nothing answers 204 with an empty body.
 *
 * Each answer's type is made from the list of the fields ReefID reads, with the type it expects of each. The list is
 * the only place a field is declared: to read a new field, add it here, and the contract test
 * (api/test-support/contracts/worms.test.ts) fails until a recorded WoRMS body has it with that type.
 * WoRMS sends more fields (url, citation, lsid, taxonRankID, …); what ReefID does not read is not declared.
 */

/** The JSON types a field may have. `flag` is WoRMS's 0 | 1 | null. */
export interface FieldKinds {
  number: number;
  'number|null': number | null;
  string: string;
  'string|null': string | null;
  flag: 0 | 1 | null;
}
export type FieldKind = keyof FieldKinds;
export type FieldList = Readonly<Record<string, FieldKind>>;
type Wire<F extends FieldList> = { -readonly [K in keyof F]: FieldKinds[F[K]] };

/** One name record (AphiaRecordsByMatchNames, AphiaRecordsByAphiaIDs, AphiaSynonymsByAphiaID). */
export const APHIA_RECORD_FIELDS = {
  AphiaID: 'number',
  scientificname: 'string',
  authority: 'string|null',
  status: 'string|null',
  rank: 'string|null',
  /** The accepted taxon of a synonym (itself when accepted). */
  valid_AphiaID: 'number|null',
  valid_name: 'string|null',
  kingdom: 'string|null',
  phylum: 'string|null',
  class: 'string|null',
  order: 'string|null',
  family: 'string|null',
  genus: 'string|null',
  isMarine: 'flag',
  isBrackish: 'flag',
  isFreshwater: 'flag',
  isTerrestrial: 'flag',
  /** exact, exact_genus, exact_subgenus, phonetic, near_1, near_2, near_3 (names.ts says what each means). */
  match_type: 'string',
} as const satisfies FieldList;
export type AphiaRecord = Wire<typeof APHIA_RECORD_FIELDS>;

/** AphiaClassificationByAphiaID: the lineage from Biota down, one nested `child` per rank, sub-ranks included. */
export const APHIA_CLASSIFICATION_FIELDS = {
  AphiaID: 'number',
  rank: 'string',
  scientificname: 'string',
} as const satisfies FieldList;
export interface AphiaClassification extends Wire<typeof APHIA_CLASSIFICATION_FIELDS> {
  child: AphiaClassification | null;
}

/** AphiaVernacularsByAphiaID: every common name, in every language WoRMS has one in. */
export const APHIA_VERNACULAR_FIELDS = {
  vernacular: 'string',
  language_code: 'string',
} as const satisfies FieldList;
export type AphiaVernacular = Wire<typeof APHIA_VERNACULAR_FIELDS>;

/**
 * AphiaAttributesByAphiaID: traits, as a tree. The IUCN category is not at the top: it is a child of "Species
 * importance to society" (23), with its "Criteria" (2) and "Year Assessed" (3) as its own children, as WoRMS's
 * attribute key tree (AphiaAttributeKeysByID/23) lays it out.
 */
export const APHIA_ATTRIBUTE_FIELDS = {
  measurementTypeID: 'number',
  measurementType: 'string',
  measurementValue: 'string',
  /** The taxon the value belongs to: the taxon's own id, or a parent's when it is inherited from it. */
  AphiaID_Inherited: 'number|null',
} as const satisfies FieldList;
export interface AphiaAttribute extends Wire<typeof APHIA_ATTRIBUTE_FIELDS> {
  children: AphiaAttribute[];
}

/** measurementTypeIDs of WoRMS's attribute keys that ReefID reads. */
export const IUCN_CATEGORY_TYPE = { id: 1, name: 'IUCN Red List Category' } as const;
export const IUCN_YEAR_TYPE = { id: 3, name: 'Year Assessed' } as const;
