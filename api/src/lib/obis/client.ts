import type { Position } from '@rules/location';

/**
 * OBIS (the Ocean Biodiversity Information System) holds the records of what lives where in the sea, by WoRMS
 * AphiaID. ReefID asks it one question: which of these taxa have been recorded near a position.
 */
export interface ObisClient {
  /**
   * The AphiaIDs among `aphiaIds` with records in the box around `position`, a taxon counting as recorded when any
   * taxon below it is (a genus, when one of its species is). Throws ObisUnavailableError when OBIS cannot answer.
   */
  recordedNear(aphiaIds: number[], position: Position, signal: AbortSignal): Promise<Set<number>>;
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

/** The AphiaIDs a checklist row stands for: its own and those of its genus, family and the ranks above. */
function idsOf(row: ChecklistTaxon): number[] {
  const ids = [row.taxonID];
  for (const [field, value] of Object.entries(row)) {
    if (/^[a-z]+id$/.test(field) && typeof value === 'number') ids.push(value);
  }
  return ids;
}

export function createObisClient(baseUrl: string): ObisClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async recordedNear(aphiaIds, position, signal) {
      if (aphiaIds.length === 0) return new Set();
      const query = new URLSearchParams({ taxonid: aphiaIds.join(','), geometry: nearbyBox(position) });
      let response: Response;
      try {
        response = await fetch(`${base}/checklist?${query}`, { signal, headers: { accept: 'application/json' } });
      } catch (error) {
        throw new ObisUnavailableError('OBIS did not answer', { cause: error });
      }
      if (!response.ok) throw new ObisUnavailableError(`OBIS answered ${response.status}`);
      let body: Checklist;
      try {
        body = (await response.json()) as Checklist;
      } catch (error) {
        throw new ObisUnavailableError('OBIS sent unreadable JSON', { cause: error });
      }
      if (!Array.isArray(body?.results)) throw new ObisUnavailableError('OBIS sent a checklist without results');
      const asked = new Set(aphiaIds);
      const recorded = new Set<number>();
      for (const row of body.results) {
        if (!(Number(row.records) > 0)) continue;
        for (const id of idsOf(row)) if (asked.has(id)) recorded.add(id);
      }
      return recorded;
    },
  };
}
