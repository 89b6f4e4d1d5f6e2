/**
 * A small server speaking the OBIS API's checklist call (`GET /v3/checklist?taxonid=…&geometry=POLYGON((…))`,
 * answering `{ total, results: [{ taxonID, scientificName, records, genusid, familyid, … }] }`), for the test
 * suites and `npm run demo`. `npm start` never uses it. Its records are made-up sightings of the fake WoRMS taxa.
 *
 *   bun api/src/fakes/obis.ts --port 4561
 */
import { fakeLineage, fakeTaxon } from './worms-taxa';

export interface FakeSighting {
  taxonId: number;
  latitude: number;
  longitude: number;
}

/** Where the fake's species have been seen: clownfish on the Great Barrier Reef and in the Coral Triangle, etc. */
export const FAKE_SIGHTINGS: FakeSighting[] = [
  { taxonId: 278400, latitude: -16.9, longitude: 145.9 }, // Amphiprion ocellaris, Cairns
  { taxonId: 278400, latitude: 1.45, longitude: 125.2 }, // Lembeh
  { taxonId: 278401, latitude: -16.5, longitude: 146.0 }, // Amphiprion percula, Great Barrier Reef
  { taxonId: 278401, latitude: -5.3, longitude: 150.2 }, // Kimbe Bay, where A. ocellaris is not recorded
  { taxonId: 218855, latitude: 27.9, longitude: 34.3 }, // Chromis viridis, Red Sea
  { taxonId: 218855, latitude: -16.8, longitude: 146.1 },
  { taxonId: 218858, latitude: 12.15, longitude: -68.3 }, // Chromis cyanea, Bonaire
  { taxonId: 137206, latitude: 27.7, longitude: 34.2 }, // Chelonia mydas, Red Sea
  { taxonId: 137206, latitude: 12.1, longitude: -68.2 },
  { taxonId: 137207, latitude: 12.2, longitude: -68.25 }, // Eretmochelys imbricata, Bonaire
  { taxonId: 148776, latitude: 56.1, longitude: -2.6 }, // Morus bassanus, Bass Rock
];

export interface FakeObis {
  /** Base URL to give OBIS_API_URL. */
  url: string;
  /** The query strings of every checklist call since the last reset. */
  requests: string[];
  /** 'down' answers 503; 'slow' waits `slowMs` (default 10 s) before answering. */
  setScenario(scenario: 'good' | 'down' | 'slow', options?: { slowMs?: number }): void;
  reset(): void;
  stop(): Promise<void>;
}

/** The box of a `POLYGON((x y, …))`: its corners' extremes. */
function boxOf(wkt: string): { south: number; north: number; west: number; east: number } | null {
  const points = [...wkt.matchAll(/(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)/g)].map(([, x, y]) => [Number(x), Number(y)] as const);
  if (!/^POLYGON\s*\(\(/i.test(wkt) || points.length < 4) return null;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { west: Math.min(...xs), east: Math.max(...xs), south: Math.min(...ys), north: Math.max(...ys) };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function checklist(url: URL): Response {
  const ids = (url.searchParams.get('taxonid') ?? '').split(',').filter(Boolean).map(Number);
  const box = boxOf(url.searchParams.get('geometry') ?? '');
  if (ids.some((id) => !Number.isInteger(id)) || !box) return json({ message: 'taxonid and a WKT polygon geometry are required' }, 400);
  const counts = new Map<number, number>();
  for (const sighting of FAKE_SIGHTINGS) {
    const inBox = sighting.latitude >= box.south && sighting.latitude <= box.north && sighting.longitude >= box.west && sighting.longitude <= box.east;
    const taxon = fakeTaxon(sighting.taxonId);
    if (!inBox || !taxon || !fakeLineage(taxon).some((above) => ids.includes(above.id))) continue;
    counts.set(taxon.id, (counts.get(taxon.id) ?? 0) + 1);
  }
  const results = [...counts].map(([id, records]) => {
    const taxon = fakeTaxon(id)!;
    const ranks = Object.fromEntries(fakeLineage(taxon).map((above) => [`${above.rank.toLowerCase()}id`, above.id]));
    return { taxonID: id, scientificName: taxon.name, taxonRank: taxon.rank, records, ...ranks };
  });
  return json({ total: results.length, results });
}

export function startFakeObis(options: { port?: number } = {}): FakeObis {
  let scenario: 'good' | 'down' | 'slow' = 'good';
  let slowMs = 10_000;
  const requests: string[] = [];
  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: '127.0.0.1',
    idleTimeout: 0,
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname !== '/v3/checklist') return json({ message: 'Not found' }, 404);
      requests.push(url.search);
      if (scenario === 'down') return json({ message: 'Service Unavailable' }, 503);
      if (scenario === 'slow') await Bun.sleep(slowMs);
      return checklist(url);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/v3`,
    requests,
    setScenario(next, more = {}) {
      scenario = next;
      if (typeof more.slowMs === 'number') slowMs = more.slowMs;
    },
    reset() {
      scenario = 'good';
      requests.length = 0;
    },
    stop: () => server.stop(true),
  };
}

if (import.meta.main) {
  const at = process.argv.indexOf('--port');
  const fake = startFakeObis({ port: Number(at > 0 ? process.argv[at + 1] : 4561) });
  console.log(`Fake OBIS server on ${fake.url}`);
}
