/**
 * The columns of the premium history export, in order: what the history shows of each identification. The CSV
 * (made by the API) follows them with the Darwin Core terms; the JSON (made in the browser) with where and when.
 */
export const HISTORY_COLUMNS = [
  'id',
  'speciesName',
  'scientificName',
  'conservationStatus',
  'accepted',
  'createdAt',
  'distribution',
  'habitat',
  'description',
  'imageUrl',
  'slug',
] as const;

/** The most identifications one call of the CSV export may name by `ids`; the history asks in pieces of this size. */
export const MAX_EXPORT_IDS = 500;
