import { metrics } from '../../lib/metrics';
import type { AphiaAttribute, AphiaClassification, AphiaRecord, AphiaVernacular } from './wire';

/** WoRMS could not answer: a network error, a 5xx, an unreadable body or the caller's deadline. */
export class WormsUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WormsUnavailableError';
  }
}

/** AphiaRecordsByMatchNames takes at most 50 names in one call. */
export const MAX_NAMES_PER_MATCH = 50;

/** AphiaSynonymsByAphiaID answers 50 records at a time; `offset` (1-based) asks for the next 50. */
export const SYNONYMS_PER_PAGE = 50;
/**
 * At most 10 pages (500 names) are read. Each page is one more call in sequence, within the same deadline as the
 * whole identification's check, and the synonyms only feed the "formerly known as" names and the name search of a
 * species page. The most renamed marine species have a few hundred names; past 500, the list would cost more
 * time than it is worth to a reader.
 */
export const MAX_SYNONYM_PAGES = 10;

/**
 * The calls ReefID makes to the WoRMS REST API. Every call takes the caller's AbortSignal, so one deadline
 * bounds a whole identification's lookups. "Nothing found" (204, or 404 on an id) is an empty answer, not an error.
 */
export interface WormsClient {
  /** One list of records per name, in the order asked; an empty list when WoRMS knows the name nowhere. */
  matchNames(names: string[], signal: AbortSignal): Promise<AphiaRecord[][]>;
  record(aphiaId: number, signal: AbortSignal): Promise<AphiaRecord | null>;
  classification(aphiaId: number, signal: AbortSignal): Promise<AphiaClassification | null>;
  vernaculars(aphiaId: number, signal: AbortSignal): Promise<AphiaVernacular[]>;
  attributes(aphiaId: number, signal: AbortSignal): Promise<AphiaAttribute[]>;
  /** The unaccepted names of an accepted taxon, every page of them (up to MAX_SYNONYM_PAGES). */
  synonyms(aphiaId: number, signal: AbortSignal): Promise<AphiaRecord[]>;
}

export function createWormsClient(baseUrl: string): WormsClient {
  const base = baseUrl.replace(/\/+$/, '');

  // Each call is timed, and counted as an error when WoRMS could not answer it.
  const get = <T>(path: string, signal: AbortSignal): Promise<T | null> => metrics.outsideCall('worms', () => call<T>(path, signal));

  async function call<T>(path: string, signal: AbortSignal): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(`${base}/${path}`, { signal, headers: { accept: 'application/json' } });
    } catch (error) {
      throw new WormsUnavailableError(`WoRMS did not answer ${path.split('?')[0]}`, { cause: error });
    }
    if (response.status === 204 || response.status === 404) return null;
    if (!response.ok) throw new WormsUnavailableError(`WoRMS answered ${response.status} to ${path.split('?')[0]}`);
    const text = await response.text().catch((error) => {
      throw new WormsUnavailableError('WoRMS stopped sending its answer', { cause: error });
    });
    if (!text.trim()) return null;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new WormsUnavailableError(`WoRMS sent unreadable JSON for ${path.split('?')[0]}`, { cause: error });
    }
  }

  const list = <T>(value: T[] | null): T[] => (Array.isArray(value) ? value : []);

  return {
    async matchNames(names, signal) {
      if (names.length === 0) return [];
      if (names.length > MAX_NAMES_PER_MATCH) throw new Error(`at most ${MAX_NAMES_PER_MATCH} names per call`);
      const query = new URLSearchParams(names.map((name) => ['scientificnames[]', name]));
      // Not only marine taxa: a freshwater or land taxon is worth a note on the result, not silence.
      query.set('marine_only', 'false');
      const answer = await get<Array<AphiaRecord[] | null>>(`AphiaRecordsByMatchNames?${query}`, signal);
      return names.map((_, index) => list(answer?.[index] ?? null));
    },
    // The list form of the call, as the recorded answers have it; a single id answers a list of one (204 if unknown).
    record: async (aphiaId, signal) => {
      const records = list(await get<AphiaRecord[]>(`AphiaRecordsByAphiaIDs?aphiaids[]=${aphiaId}`, signal));
      return records.find((record) => record?.AphiaID === aphiaId) ?? null;
    },
    classification: (aphiaId, signal) => get<AphiaClassification>(`AphiaClassificationByAphiaID/${aphiaId}`, signal),
    vernaculars: async (aphiaId, signal) => list(await get<AphiaVernacular[]>(`AphiaVernacularsByAphiaID/${aphiaId}`, signal)),
    attributes: async (aphiaId, signal) => list(await get<AphiaAttribute[]>(`AphiaAttributesByAphiaID/${aphiaId}`, signal)),
    async synonyms(aphiaId, signal) {
      const synonyms: AphiaRecord[] = [];
      for (let page = 0; page < MAX_SYNONYM_PAGES; page++) {
        const offset = page * SYNONYMS_PER_PAGE + 1;
        const rows = list(await get<AphiaRecord[]>(`AphiaSynonymsByAphiaID/${aphiaId}?offset=${offset}`, signal));
        synonyms.push(...rows);
        if (rows.length < SYNONYMS_PER_PAGE) break; // the last page, or a 204 past the end
      }
      return synonyms;
    },
  };
}
