import { flag, integer, table, text, timestamp } from './columns';

/**
 * Accepted WoRMS taxa, cached so that a taxon costs WoRMS one set of calls a month at most
 * (refreshed when older than 30 days). Rows are never deleted: identifications point at them by AphiaID.
 */
export const taxa = table('taxa', {
  aphiaId: integer('aphia_id').primaryKey(),
  scientificName: text('scientific_name').notNull(),
  authority: text('authority'),
  rank: text('rank').notNull(),
  status: text('status').notNull(),
  vernacularName: text('vernacular_name'),
  /** JSON list of every English common name WoRMS gives. */
  vernacularNames: text('vernacular_names').notNull().default('[]'),
  /**
   * JSON map of the common names in the product's other languages, { "es": [...], "de": [...] } (English ones are
   * vernacular_names); '{}' for a taxon cached before they were kept, until it is next refreshed.
   */
  commonNames: text('common_names').notNull().default('{}'),
  /** JSON list of the taxon's unaccepted names (synonyms), which the catalogue's search also matches. */
  synonyms: text('synonyms').notNull().default('[]'),
  kingdom: text('kingdom'),
  phylum: text('phylum'),
  className: text('class'),
  order: text('order'),
  family: text('family'),
  genus: text('genus'),
  isMarine: flag('is_marine'),
  isBrackish: flag('is_brackish'),
  isFreshwater: flag('is_freshwater'),
  isTerrestrial: flag('is_terrestrial'),
  /** WoRMS's "IUCN Red List Category" attribute, as a category name ("Endangered"); null when it has none. */
  iucnCategory: text('iucn_category'),
  /** The year of that assessment ("Year Assessed", a child of the category); null when WoRMS does not give it. */
  iucnYear: integer('iucn_year'),
  /** JSON list of { aphiaId, rank, name } from the kingdom down to the taxon itself. */
  lineage: text('lineage').notNull(),
  fetchedAt: timestamp('fetched_at').notNull(),
});

/**
 * What WoRMS answered for a name (lower-cased): the JSON list of its matching records, empty when it knows
 * the name nowhere. A name looked up in the last 30 days costs no call.
 */
export const taxonNames = table('taxon_names', {
  name: text('name').primaryKey(),
  matches: text('matches').notNull(),
  fetchedAt: timestamp('fetched_at').notNull(),
});
