/**
 * A small server speaking the OBIS API's checklist call (`GET /v3/checklist?taxonid=…&geometry=POLYGON((…))&skip=…&size=…`)
 * and its occurrence search (`GET /v3/occurrence?taxonid=…&geometry=…&startdepth=…&enddepth=…&size=…`), for the test
 * suites and `npm run demo`. `npm start` never uses it.
 *
 * Recorded: the shape of a page and of its rows is OBIS's own, from its real answers
 * (recordings/obis/, held to the fake by api/test-support/contracts/obis.ts): every field of the
 * recorded row, with the fake WoRMS taxa's values; `total` counting every row; 10 rows unless `size` asks for more;
 * an empty page past the end; an occurrence page's `total` and rows (recordings/obis/occurrence-*.json), each row's
 * fields among the recorded rows' with the same types, its `depth` the one the depth filter reads (OBIS filters on a
 * record's `depth`, the middle of its minimum and maximum; a record without one is left out of a depth search).
 * The records themselves are made-up sightings of the fake WoRMS taxa, each at a depth.
 * Hand-made, as no recording covers them: OBIS down (503), slow, a page cap, an overstated `total`, a rich area.
 *
 *   bun api/src/fakes/obis.ts --port 4561
 */
import { fakeLineage, fakeTaxon, type FakeTaxon } from './worms-taxa';
import { json, serveFake } from './serve';

export interface FakeSighting {
  taxonId: number;
  latitude: number;
  longitude: number;
  /** Metres below the surface. */
  depth: number;
}

/**
 * Where the fake's species have been seen, and how deep: clownfish on the Great Barrier Reef and in the Coral Triangle
 * in their anemones' shallows, etc.
 */
export const FAKE_SIGHTINGS: FakeSighting[] = [
  { taxonId: 278400, latitude: -16.9, longitude: 145.9, depth: 8 }, // Amphiprion ocellaris, Cairns
  { taxonId: 278400, latitude: 1.45, longitude: 125.2, depth: 5 }, // Lembeh
  { taxonId: 278401, latitude: -16.5, longitude: 146.0, depth: 6 }, // Amphiprion percula, Great Barrier Reef
  { taxonId: 278401, latitude: -5.3, longitude: 150.2, depth: 10 }, // Kimbe Bay, where A. ocellaris is not recorded
  { taxonId: 218855, latitude: 27.9, longitude: 34.3, depth: 4 }, // Chromis viridis, Red Sea
  { taxonId: 218855, latitude: -16.8, longitude: 146.1, depth: 3 },
  { taxonId: 218858, latitude: 12.15, longitude: -68.3, depth: 15 }, // Chromis cyanea, Bonaire
  { taxonId: 137206, latitude: 27.7, longitude: 34.2, depth: 12 }, // Chelonia mydas, Red Sea
  { taxonId: 137206, latitude: 12.1, longitude: -68.2, depth: 5 },
  { taxonId: 137207, latitude: 12.2, longitude: -68.25, depth: 18 }, // Eretmochelys imbricata, Bonaire
  { taxonId: 148776, latitude: 56.1, longitude: -2.6, depth: 0 }, // Morus bassanus, Bass Rock
];

/** Where every box is richer than the fake taxa alone (hand-made; all default to off). */
export interface FakeObisArea {
  /** Made-up species of Chromis recorded in every box, each with more records than any fake sighting. */
  otherChromis: number;
  /** The most rows a page holds, whatever `size` asks: a cap on the server's side. */
  pageCap: number;
  /** Added to `total`: OBIS's count is an estimate, seen above the rows it serves (iobis/pyobis#93). */
  totalOverstated: number;
}

export type FakeObisScenario = 'good' | 'down' | 'slow';

export interface FakeObis {
  /** Base URL to give OBIS_API_URL. */
  url: string;
  /** The query strings of every checklist call since the last reset. */
  requests: string[];
  /** The query strings of every occurrence call since the last reset. */
  occurrenceRequests: string[];
  /**
   * 'down' answers 503; 'slow' waits `slowMs` (default 10 s) before answering. With `afterFirstPage`, only the pages
   * after the first (`skip` above 0) are down or slow.
   */
  setScenario(scenario: FakeObisScenario, options?: { slowMs?: number; afterFirstPage?: boolean }): void;
  setArea(area: Partial<FakeObisArea>): void;
  reset(): void;
  stop(): Promise<void>;
}

/** OBIS's page size when a call names none (iobis/pyobis#93). */
const DEFAULT_SIZE = 10;
const CHROMIS = 158709;
/** The made-up Chromis of a rich area: AphiaIDs no fake taxon uses. */
const OTHER_CHROMIS_FROM = 9_100_001;

/** The box of a `POLYGON((x y, …))`: its corners' extremes. */
function boxOf(wkt: string): { south: number; north: number; west: number; east: number } | null {
  const points = [...wkt.matchAll(/(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)/g)].map(([, x, y]) => [Number(x), Number(y)] as const);
  if (!/^POLYGON\s*\(\(/i.test(wkt) || points.length < 4) return null;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { west: Math.min(...xs), east: Math.max(...xs), south: Math.min(...ys), north: Math.max(...ys) };
}

const flag = (value: 0 | 1 | null | undefined) => (value === undefined || value === null ? null : value === 1);
/** OBIS's `category` is the taxon's own Red List code ("EN"); one inherited from a parent is not its own. */
const iucnCode = (iucn: FakeTaxon['iucn']) => (iucn && !iucn.inheritedFrom ? iucn.category : null);

/**
 * A checklist row as OBIS sends it (recordings/obis/checklist-mola-mola.json), for a taxon and its lineage (root
 * first, the taxon last). The classification starts at the kingdom, as OBIS's does; sub-ranks come as the lineage has
 * them (`subphylum`/`subphylumid`). The fake taxa have no BOLD or NCBI ids.
 */
function checklistRow(taxon: FakeTaxon, lineage: FakeTaxon[], records: number) {
  const kingdom = lineage.findIndex((above) => above.rank === 'Kingdom');
  const ranks = lineage.slice(Math.max(kingdom, 0));
  const field = (above: FakeTaxon) => above.rank.toLowerCase();
  return {
    scientificName: taxon.name,
    scientificNameAuthorship: taxon.authority ?? null,
    taxonID: taxon.id,
    bold_id: null,
    ncbi_id: null,
    taxonRank: taxon.rank,
    taxonomicStatus: 'accepted',
    acceptedNameUsage: taxon.name,
    acceptedNameUsageID: taxon.id,
    is_marine: flag(taxon.marine),
    is_brackish: flag(taxon.brackish),
    is_freshwater: flag(taxon.freshwater),
    is_terrestrial: flag(taxon.terrestrial),
    ...Object.fromEntries(ranks.map((above) => [field(above), above.name])),
    ...Object.fromEntries(ranks.map((above) => [`${field(above)}id`, above.id])),
    category: iucnCode(taxon.iucn),
    records,
  };
}

type Row = ReturnType<typeof checklistRow>;

/** The made-up Chromis of a rich area, most recorded first. */
function otherChromisRows(count: number): Row[] {
  const chromis = fakeTaxon(CHROMIS)!;
  return Array.from({ length: count }, (_, i) => {
    const taxon: FakeTaxon = { id: OTHER_CHROMIS_FROM + i, name: `Chromis fakeensis${i + 1}`, rank: 'Species', parent: CHROMIS, marine: 1, brackish: 0, freshwater: 0, terrestrial: 0 };
    return checklistRow(taxon, [...fakeLineage(chromis), taxon], 1_000 - i);
  });
}

/** Every row of the checklist asked for, most records first (so a rarely recorded candidate comes last). */
function checklistRows(ids: number[], box: NonNullable<ReturnType<typeof boxOf>>, area: FakeObisArea): Row[] {
  const counts = new Map<number, number>();
  for (const sighting of FAKE_SIGHTINGS) {
    const inBox = sighting.latitude >= box.south && sighting.latitude <= box.north && sighting.longitude >= box.west && sighting.longitude <= box.east;
    const taxon = fakeTaxon(sighting.taxonId);
    if (!inBox || !taxon || !fakeLineage(taxon).some((above) => ids.includes(above.id))) continue;
    counts.set(taxon.id, (counts.get(taxon.id) ?? 0) + 1);
  }
  const rows = [...counts].map(([id, records]) => checklistRow(fakeTaxon(id)!, fakeLineage(fakeTaxon(id)!), records));
  const underAsked = ids.some((id) => fakeLineage(fakeTaxon(CHROMIS)!).some((above) => above.id === id));
  rows.push(...otherChromisRows(area.otherChromis).filter((row) => underAsked || ids.includes(row.taxonID)));
  return rows.sort((a, b) => b.records - a.records || a.taxonID - b.taxonID);
}

function checklist(url: URL, area: FakeObisArea): Response {
  const ids = (url.searchParams.get('taxonid') ?? '').split(',').filter(Boolean).map(Number);
  const box = boxOf(url.searchParams.get('geometry') ?? '');
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const size = Number(url.searchParams.get('size') ?? DEFAULT_SIZE);
  if (ids.some((id) => !Number.isInteger(id)) || !box) return json({ message: 'taxonid and a WKT polygon geometry are required' }, 400);
  if (!Number.isInteger(skip) || skip < 0 || !Number.isInteger(size) || size < 0) return json({ message: 'skip and size are whole numbers' }, 400);
  const rows = checklistRows(ids, box, area);
  return json({ total: rows.length + area.totalOverstated, results: rows.slice(skip, skip + Math.min(size, area.pageCap)) });
}

/** An occurrence row as OBIS sends one (recordings/obis/occurrence-*.json), for a fake sighting. */
function occurrenceRow(sighting: FakeSighting, index: number) {
  const taxon = fakeTaxon(sighting.taxonId)!;
  const ranks = fakeLineage(taxon).filter((above) => above.rank !== 'Superdomain');
  const field = (above: FakeTaxon) => above.rank.toLowerCase();
  return {
    basisOfRecord: 'HumanObservation',
    decimalLatitude: sighting.latitude,
    decimalLongitude: sighting.longitude,
    depth: sighting.depth,
    minimumDepthInMeters: sighting.depth,
    maximumDepthInMeters: sighting.depth,
    eventDate: '2024-05-01',
    occurrenceStatus: 'present',
    scientificName: taxon.name,
    taxonRank: taxon.rank,
    ...Object.fromEntries(ranks.map((above) => [field(above), above.name])),
    ...Object.fromEntries(ranks.map((above) => [`${field(above)}id`, above.id])),
    id: `00000000-0000-4000-8000-${`${index + 1}`.padStart(12, '0')}`,
    dataset_id: '00000000-0000-4000-8000-000000000000',
    dropped: false,
    absence: false,
    aphiaID: taxon.id,
    flags: [],
  };
}

const optionalNumber = (value: string | null) => (value === null || value === '' ? null : Number(value));

/** Every fake sighting of the asked taxa (or any below them) in the box and the depth band, as OBIS counts them. */
function occurrences(url: URL): Response {
  const ids = (url.searchParams.get('taxonid') ?? '').split(',').filter(Boolean).map(Number);
  const geometry = url.searchParams.get('geometry');
  const box = geometry === null ? null : boxOf(geometry);
  const start = optionalNumber(url.searchParams.get('startdepth'));
  const end = optionalNumber(url.searchParams.get('enddepth'));
  const size = Number(url.searchParams.get('size') ?? DEFAULT_SIZE);
  if (ids.some((id) => !Number.isInteger(id)) || (geometry !== null && !box)) return json({ message: 'taxonid are AphiaIDs and geometry a WKT polygon' }, 400);
  // OBIS takes whole metres for startdepth and enddepth (pyobis documents them as integers).
  if ([start, end].some((depth) => depth !== null && !Number.isInteger(depth)) || !Number.isInteger(size) || size < 0) return json({ message: 'startdepth, enddepth and size are whole numbers' }, 400);
  const matching = FAKE_SIGHTINGS.map((sighting, index) => ({ sighting, index })).filter(({ sighting }) => {
    const taxon = fakeTaxon(sighting.taxonId);
    if (!taxon || (ids.length > 0 && !fakeLineage(taxon).some((above) => ids.includes(above.id)))) return false;
    if (box && !(sighting.latitude >= box.south && sighting.latitude <= box.north && sighting.longitude >= box.west && sighting.longitude <= box.east)) return false;
    return (start === null || sighting.depth >= start) && (end === null || sighting.depth <= end);
  });
  return json({ total: matching.length, results: matching.slice(0, size).map(({ sighting, index }) => occurrenceRow(sighting, index)) });
}

const NO_AREA: FakeObisArea = { otherChromis: 0, pageCap: Number.POSITIVE_INFINITY, totalOverstated: 0 };

export function startFakeObis(options: { port?: number } = {}): FakeObis {
  let scenario: FakeObisScenario = 'good';
  let afterFirstPage = false;
  let slowMs = 10_000;
  let area = { ...NO_AREA };
  const requests: string[] = [];
  const occurrenceRequests: string[] = [];
  const server = serveFake(options.port, {
    async fetch(request) {
      const url = new URL(request.url);
      const calls = url.pathname === '/v3/checklist' ? requests : url.pathname === '/v3/occurrence' ? occurrenceRequests : null;
      if (!calls) return json({ message: 'Not found' }, 404);
      calls.push(url.search);
      const affected = !afterFirstPage || Number(url.searchParams.get('skip') ?? 0) > 0;
      if (affected && scenario === 'down') return json({ message: 'Service Unavailable' }, 503);
      if (affected && scenario === 'slow') await Bun.sleep(slowMs);
      return calls === requests ? checklist(url, area) : occurrences(url);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/v3`,
    requests,
    occurrenceRequests,
    setScenario(next, more = {}) {
      scenario = next;
      afterFirstPage = more.afterFirstPage ?? false;
      if (typeof more.slowMs === 'number') slowMs = more.slowMs;
    },
    setArea(next) {
      area = { ...area, ...next };
    },
    reset() {
      scenario = 'good';
      afterFirstPage = false;
      area = { ...NO_AREA };
      requests.length = 0;
      occurrenceRequests.length = 0;
    },
    stop: () => server.stop(true),
  };
}

if (import.meta.main) {
  const at = process.argv.indexOf('--port');
  const fake = startFakeObis({ port: Number(at > 0 ? process.argv[at + 1] : 4561) });
  console.log(`Fake OBIS server on ${fake.url}`);
}
