/**
 * alternativeSpecies is stored as JSON text holding a list of { name, scientificName, aphiaId };
 * the API's public views and the result display read it the same way: parse failures give an empty list.
 */
export interface AlternativeSpecies {
  name: string;
  scientificName?: string;
  /** The accepted WoRMS taxon the look-alike's name matched, when it matched one: its catalogue photo is found by it. */
  aphiaId?: number;
}

/**
 * A list is taken as it is; a name-only string entry is kept; an AphiaID is kept when it is a positive whole number
 * (an unmatched look-alike is stored with null); anything unreadable gives an empty list.
 */
export function parseAlternativeSpecies(value: unknown): AlternativeSpecies[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (typeof entry === 'string' && entry.trim()) return [{ name: entry.trim() }];
    const name = typeof entry?.name === 'string' ? entry.name.trim() : '';
    const scientificName = typeof entry?.scientificName === 'string' ? entry.scientificName.trim() : '';
    if (!name && !scientificName) return [];
    const aphiaId = Number.isSafeInteger(entry?.aphiaId) && entry.aphiaId > 0 ? (entry.aphiaId as number) : null;
    return [{ name: name || scientificName, ...(scientificName ? { scientificName } : {}), ...(aphiaId !== null ? { aphiaId } : {}) }];
  });
}
