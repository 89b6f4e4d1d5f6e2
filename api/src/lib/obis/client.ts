import type { Position } from '@rules/location';
import { metrics } from '../../lib/metrics';
import { log } from '../../operations/logs';

/**
 * OBIS (the Ocean Biodiversity Information System) holds the records of what lives where in the sea, by WoRMS
 * AphiaID. ReefID asks it two questions: which of these taxa have been recorded near a position, and whether one has
 * been recorded there within a depth band.
 */
export interface ObisClient {
  /**
   * Which of `aphiaIds` have records in the box around `position`, a taxon counting as recorded when any taxon below
   * it is (a genus, when one of its species is). Throws ObisUnavailableError when OBIS cannot answer at all.
   */
  recordedNear(aphiaIds: number[], position: Position, signal: AbortSignal): Promise<RecordedNear>;
  /**
   * Whether `aphiaId` (or any taxon below it) has records in the same box within a depth band, from one
   * `GET /occurrence` counting them. Throws ObisUnavailableError when OBIS cannot answer.
   */
  recordedAtDepth(aphiaId: number, position: Position, band: DepthBand, signal: AbortSignal): Promise<boolean>;
}

/** A depth band in whole metres below the surface, as OBIS's `startdepth` and `enddepth` take it. */
export interface DepthBand {
  start: number;
  end: number;
}

/** OBIS's answer about the asked taxa near a position. */
export interface RecordedNear {
  /** The asked AphiaIDs with records in the box. */
  recorded: Set<number>;
  /**
   * Whether the asked taxa missing from `recorded` are known to have none: true when the whole checklist was read
   * (or every asked taxon was found); false when the deadline, an error on a later page, or a `total` OBIS did not
   * serve cut the reading short, and the rest of the checklist is not known.
   */
  complete: boolean;
}

export class ObisUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ObisUnavailableError';
  }
}

/** One row of `GET /checklist`: a taxon with records in the area, and the AphiaIDs of its classification. */
export interface ChecklistTaxon {
  taxonID: number;
  scientificName: string;
  records: number;
  [rankId: string]: unknown;
}

export interface Checklist {
  total: number;
  results: ChecklistTaxon[];
}

/** "Near" is a square about 300 km on a side, centred on the position: a day's boat trip, and one dive region. */
export const NEARBY_HALF_SIDE_KM = 150;
const KM_PER_DEGREE = 111.32;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The square around a position as WKT, the geometry OBIS takes; clipped at the poles and the antimeridian. */
export function nearbyBox({ latitude, longitude }: Position, halfSideKm = NEARBY_HALF_SIDE_KM): string {
  const dLat = halfSideKm / KM_PER_DEGREE;
  const dLon = Math.min(180, halfSideKm / (KM_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01)));
  const south = round(Math.max(-90, latitude - dLat));
  const north = round(Math.min(90, latitude + dLat));
  const west = round(Math.max(-180, longitude - dLon));
  const east = round(Math.min(180, longitude + dLon));
  return `POLYGON((${west} ${south},${east} ${south},${east} ${north},${west} ${north},${west} ${south}))`;
}

/**
 * Rows asked for in one call. OBIS answers 10 unless asked for more (iobis/pyobis#93); pyobis asks 10, then 5000 a
 * page. We ask 5000 from the first page (OBIS accepts it: the recorded `skip=10&size=5000`): a box of a few
 * candidates holds tens to hundreds of rows, so one call nearly always reads it all within the deadline.
 */
export const CHECKLIST_PAGE_SIZE = 5000;

/** The fields of a row named `<rank>id` (`genusid`, `subphylumid`, …): the AphiaIDs of the taxa above it. */
export const RANK_ID_FIELD = /^[a-z]+id$/;

/** The AphiaIDs a checklist row stands for: its own and those of its genus, family and the ranks above. */
function idsOf(row: ChecklistTaxon): number[] {
  const ids = [row.taxonID];
  // Only the rank fields are read (Object.keys, then those): the contract test sees which fields the client reads.
  for (const field of Object.keys(row)) {
    if (!RANK_ID_FIELD.test(field)) continue;
    const value = row[field];
    if (typeof value === 'number') ids.push(value);
  }
  return ids;
}

/**
 * One page of `GET /checklist`: adds to `recorded` the asked AphiaIDs its rows show recorded, and says how many rows
 * it held and how many the whole checklist has. Throws ObisUnavailableError when it is not a checklist.
 */
export function readChecklistPage(body: unknown, asked: Set<number>, recorded: Set<number>): { rows: number; total: number } {
  const page = body as Partial<Checklist> | null;
  if (!Array.isArray(page?.results) || typeof page.total !== 'number') throw new ObisUnavailableError('OBIS sent a checklist without results or total');
  for (const row of page.results) {
    if (!(Number(row.records) > 0)) continue;
    for (const id of idsOf(row)) if (asked.has(id)) recorded.add(id);
  }
  return { rows: page.results.length, total: page.total };
}

/**
 * How many records a `GET /occurrence` answer counts (its `total`; the one row asked for is not read). Throws
 * ObisUnavailableError when it is not an occurrence page.
 */
export function readOccurrenceTotal(body: unknown): number {
  const total = (body as { total?: unknown } | null)?.total;
  if (typeof total !== 'number') throw new ObisUnavailableError('OBIS sent an occurrence answer without total');
  return total;
}

export function createObisClient(baseUrl: string): ObisClient {
  const base = baseUrl.replace(/\/+$/, '');

  const page = (aphiaIds: number[], position: Position, skip: number, signal: AbortSignal) =>
    get('checklist', new URLSearchParams({ taxonid: aphiaIds.join(','), geometry: nearbyBox(position), skip: `${skip}`, size: `${CHECKLIST_PAGE_SIZE}` }), signal);

  // Each call is timed, and counted as an error when OBIS could not answer it.
  const get = (path: string, query: URLSearchParams, signal: AbortSignal): Promise<unknown> => metrics.outsideCall('obis', () => call(path, query, signal));

  async function call(path: string, query: URLSearchParams, signal: AbortSignal): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}/${path}?${query}`, { signal, headers: { accept: 'application/json' } });
    } catch (error) {
      throw new ObisUnavailableError('OBIS did not answer', { cause: error });
    }
    if (!response.ok) throw new ObisUnavailableError(`OBIS answered ${response.status}`);
    try {
      return await response.json();
    } catch (error) {
      throw new ObisUnavailableError('OBIS sent unreadable JSON', { cause: error });
    }
  }

  return {
    // One row asked for (size=1, as OBIS's own clients ask to count): only `total` is read.
    async recordedAtDepth(aphiaId, position, band, signal) {
      const query = new URLSearchParams({
        taxonid: `${aphiaId}`,
        geometry: nearbyBox(position),
        startdepth: `${band.start}`,
        enddepth: `${band.end}`,
        size: '1',
      });
      return readOccurrenceTotal(await get('occurrence', query, signal)) > 0;
    },

    // Pages until every row is read or every asked taxon is found, all within the caller's deadline (`signal`).
    async recordedNear(aphiaIds, position, signal) {
      const asked = new Set(aphiaIds);
      const recorded = new Set<number>();
      if (asked.size === 0) return { recorded, complete: true };
      let read = 0;
      for (let first = true; ; first = false) {
        let rows: number;
        let total: number;
        try {
          ({ rows, total } = readChecklistPage(await page(aphiaIds, position, read, signal), asked, recorded));
        } catch (error) {
          // The first page failing is OBIS not answering; a later one leaves only the unread rows unknown.
          if (first || !(error instanceof ObisUnavailableError)) throw error;
          log.warn(`OBIS checklist cut short after ${read} rows, the rest not known`, { err: error });
          return { recorded, complete: false };
        }
        read += rows;
        if (recorded.size === asked.size || read >= total) return { recorded, complete: true };
        if (rows === 0) {
          // OBIS's `total` is an estimate, and has been seen above the rows it serves (iobis/pyobis#93): what it
          // counted and did not serve is not known.
          console.warn(`OBIS counted ${total} checklist rows and served ${read}: the rest not known`);
          return { recorded, complete: false };
        }
      }
    },
  };
}
