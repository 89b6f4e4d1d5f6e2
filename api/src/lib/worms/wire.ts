/**
 * The WoRMS REST API's JSON, as it is sent (https://www.marinespecies.org/rest). Flags are 0, 1 or null;
 * a request that finds nothing answers 204 with an empty body.
 */

/** One name record. `valid_AphiaID` names the accepted taxon of a synonym (itself when accepted). */
export interface AphiaRecord {
  AphiaID: number;
  url: string | null;
  scientificname: string;
  authority: string | null;
  status: string | null;
  unacceptreason: string | null;
  taxonRankID: number | null;
  rank: string | null;
  valid_AphiaID: number | null;
  valid_name: string | null;
  valid_authority: string | null;
  parentNameUsageID: number | null;
  kingdom: string | null;
  phylum: string | null;
  class: string | null;
  order: string | null;
  family: string | null;
  genus: string | null;
  citation: string | null;
  lsid: string | null;
  isMarine: 0 | 1 | null;
  isBrackish: 0 | 1 | null;
  isFreshwater: 0 | 1 | null;
  isTerrestrial: 0 | 1 | null;
  isExtinct: 0 | 1 | null;
  /** Only in AphiaRecordsByMatchNames: exact, exact_genus, exact_subgenus, phonetic, near_1, near_2, near_3, … */
  match_type?: string;
  modified: string | null;
}

/** AphiaClassificationByAphiaID: the lineage from Biota down, one nested `child` per rank. */
export interface AphiaClassification {
  AphiaID: number;
  rank: string;
  scientificname: string;
  child: AphiaClassification | null;
}

export interface AphiaVernacular {
  vernacular: string;
  language_code: string;
  language: string;
}

/** AphiaAttributesByAphiaID: traits; the IUCN category has measurementType "IUCN Red List Category". */
export interface AphiaAttribute {
  AphiaID: number;
  measurementTypeID: number;
  measurementType: string;
  measurementValue: string;
  source_id: number | null;
  reference: string | null;
  qualitystatus: string | null;
  AphiaID_Inherited: number | null;
  CategoryID: number | null;
  children: AphiaAttribute[];
}

export const IUCN_MEASUREMENT_TYPE = 'IUCN Red List Category';
