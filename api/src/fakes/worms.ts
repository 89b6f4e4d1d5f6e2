/**
 * A small server speaking the WoRMS REST API's wire format, for the test suites, the benchmark and `npm run demo`.
 * `npm start` never uses it.
 *
 * Where a real answer was recorded (recordings/worms, README.md there says from where), it serves
 * that body as it was: Rhincodontidae 105706 (record, classification with sub-ranks, common names in five languages,
 * synonyms), Gadus morhua 126436 (19 synonyms, an inherited IUCN category), Abalistes filamentosus 276793 (the IUCN
 * category nested under "Species importance to society"), the 204 for an unknown id, and two name matches (a synonym
 * matched exactly, a misspelling matched near_1). A call about a recorded taxon with no recording answers 204.
 *
 * Hand-made, because no recording covers them:
 * - the scenarios 500 and slow (WoRMS down or late);
 * - the made-up taxa of worms-taxa.ts, which the fake model answers and tests across the app rely on. Their answers
 *   are generated in the recorded shape: every field a recorded body has, sub-ranks in lineages, common names in
 *   several languages, the IUCN category as a child of "Species importance to society" with a "Year Assessed" child,
 *   and synonyms 50 to a page. The contract test checks them against the recorded bodies.
 *
 *   bun api/src/fakes/worms.ts --port 4403 [--latency 150]
 *   POST /__scenario {"scenario":"500"|"slow"|"good","latencyMs":150} switches the answers;
 *   GET /__requests lists the paths asked since the last POST /__reset.
 */
import type { AphiaAttribute, AphiaClassification, AphiaRecord, AphiaVernacular } from '../lib/worms/wire';
import { findRecording, recordedBody, RECORDED_IDS, type WormsCall } from './recordings/worms';
import { FAKE_TAXA, fakeLineage, fakeTaxon, OTHER_LANGUAGES, type FakeTaxon, type OtherLanguage } from './worms-taxa';
import { json, serveFake } from './serve';

export const FAKE_WORMS_SCENARIOS = ['good', '500', 'slow'] as const;
export type FakeWormsScenario = (typeof FAKE_WORMS_SCENARIOS)[number];

export interface FakeWorms {
  /** Base URL to give WORMS_API_URL. */
  url: string;
  port: number;
  /** Paths (with query) of every call since the last reset. */
  requests: string[];
  setScenario(scenario: FakeWormsScenario, options?: { latencyMs?: number; slowMs?: number }): void;
  reset(): void;
  stop(): Promise<void>;
}

/** A whole AphiaRecord as WoRMS sends it, the fields ReefID does not read included. */
type FullRecord = AphiaRecord & Record<string, unknown>;

const taxonUrl = (id: number) => `http://www.marinespecies.org/aphia.php?p=taxdetails&id=${id}`;

function wireRecord(fields: { id: number; name: string; authority: string | null; rank: string; parent: number | null; accepted: { id: number; name: string; authority: string | null } | null; lineageOf: FakeTaxon; flags: Pick<FakeTaxon, 'marine' | 'brackish' | 'freshwater' | 'terrestrial'>; matchType: string }): FullRecord {
  const above = (rank: string) => fakeLineage(fields.lineageOf).find((t) => t.rank === rank)?.name ?? null;
  const accepted = fields.accepted ?? { id: fields.id, name: fields.name, authority: fields.authority };
  return {
    AphiaID: fields.id,
    url: taxonUrl(fields.id),
    scientificname: fields.name,
    authority: fields.authority,
    status: fields.accepted ? 'unaccepted' : 'accepted',
    unacceptreason: fields.accepted ? 'synonym' : null,
    taxonRankID: RANK_IDS[fields.rank] ?? null,
    rank: fields.rank,
    valid_AphiaID: accepted.id,
    valid_name: accepted.name,
    valid_authority: accepted.authority,
    parentNameUsageID: fields.parent,
    kingdom: above('Kingdom'),
    phylum: above('Phylum'),
    class: above('Class'),
    order: above('Order'),
    family: above('Family'),
    genus: above('Genus'),
    citation: `WoRMS (2024). ${fields.name}. Accessed at: ${taxonUrl(fields.id)} on 2024-03-01`,
    lsid: `urn:lsid:marinespecies.org:taxname:${fields.id}`,
    isMarine: fields.flags.marine ?? null,
    isBrackish: fields.flags.brackish ?? null,
    isFreshwater: fields.flags.freshwater ?? null,
    isTerrestrial: fields.flags.terrestrial ?? null,
    isExtinct: null,
    match_type: fields.matchType,
    modified: '2024-03-01T10:00:00.000Z',
  };
}

/** AphiaSynonymsByAphiaID's page: 50 records from the 1-based `offset`. */
const SYNONYMS_PER_PAGE = 50;

/** WoRMS's taxonRankID of the ranks the made-up taxa use. */
const RANK_IDS: Record<string, number> = { Superdomain: 1, Kingdom: 10, Subkingdom: 20, Phylum: 30, Subphylum: 40, Superclass: 50, Class: 60, Subclass: 70, Infraclass: 80, Superorder: 90, Order: 100, Suborder: 110, Superfamily: 130, Family: 140, Subfamily: 150, Genus: 180, Species: 220 };

function toRecord(taxon: FakeTaxon, matchType = 'exact'): FullRecord {
  const accepted = taxon.acceptedId ? fakeTaxon(taxon.acceptedId)! : null;
  return wireRecord({
    id: taxon.id,
    name: taxon.name,
    authority: taxon.authority ?? null,
    rank: taxon.rank,
    parent: taxon.parent,
    accepted: accepted && { id: accepted.id, name: accepted.name, authority: accepted.authority ?? null },
    lineageOf: taxon,
    flags: taxon,
    matchType,
  });
}

/** The synonyms of a made-up taxon: the made-up synonyms that name it, then as many generated ones as it asks for. */
function synonymsOf(taxon: FakeTaxon): FullRecord[] {
  const known = FAKE_TAXA.filter((synonym) => synonym.acceptedId === taxon.id).map((synonym) => toRecord(synonym));
  const [genus, epithet] = taxon.name.split(' ');
  const generated = Array.from({ length: taxon.generatedSynonyms ?? 0 }, (_, i) =>
    wireRecord({
      id: taxon.id * 1000 + i + 1,
      name: `${genus} ${epithet ?? genus!.toLowerCase()}${i + 1}`,
      authority: `(Auctor, ${1758 + i})`,
      rank: taxon.rank,
      parent: taxon.parent,
      accepted: { id: taxon.id, name: taxon.name, authority: taxon.authority ?? null },
      lineageOf: taxon,
      flags: taxon,
      matchType: 'exact',
    }),
  );
  return [...known, ...generated];
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Exact name matches (every homonym), else near misses of up to two letters, as TAXAMATCH reports them. */
function match(name: string): AphiaRecord[] {
  const recorded = findRecording('AphiaRecordsByMatchNames', name.trim());
  if (recorded) return (recordedBody(recorded) as AphiaRecord[][])[0] ?? [];
  const wanted = name.trim().toLowerCase();
  const exact = FAKE_TAXA.filter((taxon) => taxon.name.toLowerCase() === wanted);
  if (exact.length) return exact.map((taxon) => toRecord(taxon, 'exact'));
  return FAKE_TAXA.flatMap((taxon) => {
    const d = distance(taxon.name.toLowerCase(), wanted);
    return d > 0 && d <= 2 && taxon.name.split(' ').length === wanted.split(' ').length ? [toRecord(taxon, `near_${d}`)] : [];
  });
}

function classification(taxon: FakeTaxon): AphiaClassification | null {
  let node: AphiaClassification | null = null;
  for (const step of fakeLineage(taxon).reverse()) node = { AphiaID: step.id, rank: step.rank, scientificname: step.name, child: node };
  return node;
}

/** Other languages first, then the English names in their order: the English one is not always first, as in 105706. */
const vernaculars = (taxon: FakeTaxon): AphiaVernacular[] => [
  ...Object.entries(taxon.otherNames ?? {}).flatMap(([code, names]) =>
    [names ?? []].flat().map((vernacular) => ({ vernacular, language_code: code, language: OTHER_LANGUAGES[code as OtherLanguage] })),
  ),
  ...(taxon.vernaculars ?? []).map((vernacular) => ({ vernacular, language_code: 'eng', language: 'English' })),
];

/** The IUCN assessment laid out by WoRMS's attribute key tree: 23 > 1 > (2, 3). */
function attributes(taxon: FakeTaxon): Array<AphiaAttribute & Record<string, unknown>> {
  if (!taxon.iucn) return [];
  const { category, year, criteria, inheritedFrom } = taxon.iucn;
  const attribute = (measurementTypeID: number, measurementType: string, measurementValue: string, CategoryID: number | null, children: AphiaAttribute[] = []) => ({
    AphiaID: taxon.id,
    measurementTypeID,
    measurementType,
    measurementValue,
    source_id: 127093,
    reference: 'IUCN Red List of Threatened Species',
    qualitystatus: 'unreviewed',
    AphiaID_Inherited: inheritedFrom ?? taxon.id,
    CategoryID,
    children,
  });
  const details = [...(criteria ? [attribute(2, 'Criteria', criteria, null)] : []), ...(year ? [attribute(3, 'Year Assessed', String(year), null)] : [])];
  return [attribute(23, 'Species importance to society', 'IUCN Red List', 13, [attribute(1, 'IUCN Red List Category', category, 1, details)])];
}

/** The recorded body of a call about a recorded taxon; a 204 (null) where nothing was recorded. */
function recorded(call: WormsCall, id: number, offset?: number): unknown {
  const recording = findRecording(call, id, offset);
  return recording ? recordedBody(recording) : null;
}

const nothing = () => new Response(null, { status: 204 });

export function startFakeWorms(options: { port?: number; latencyMs?: number } = {}): FakeWorms {
  let scenario: FakeWormsScenario = 'good';
  let latencyMs = options.latencyMs ?? 0;
  let slowMs = 5_000;
  const requests: string[] = [];

  function answer(url: URL): Response {
    const path = url.pathname.replace(/^.*\/(?=Aphia)/, '');
    const reply = (body: unknown) => (body === null || (Array.isArray(body) && body.length === 0) ? nothing() : json(body));
    if (path === 'AphiaRecordsByMatchNames') {
      const names = url.searchParams.getAll('scientificnames[]');
      if (names.length === 0 || names.length > 50) return json({ message: 'between 1 and 50 scientificnames[]' }, 400);
      const matches = names.map(match);
      return matches.some((list) => list.length) ? json(matches) : nothing();
    }
    if (path === 'AphiaRecordsByAphiaIDs') {
      const ids = url.searchParams.getAll('aphiaids[]').map(Number);
      if (ids.length === 0 || ids.length > 50 || ids.some((id) => !Number.isInteger(id))) return json({ message: 'between 1 and 50 aphiaids[]' }, 400);
      return reply(
        ids.flatMap((id) => {
          if (RECORDED_IDS.has(id)) return (recorded('AphiaRecordsByAphiaIDs', id) as AphiaRecord[] | null) ?? [];
          const taxon = fakeTaxon(id);
          return taxon ? [toRecord(taxon)] : [];
        }),
      );
    }
    const [, call, id] = path.match(/^(AphiaRecordByAphiaID|AphiaClassificationByAphiaID|AphiaVernacularsByAphiaID|AphiaAttributesByAphiaID|AphiaSynonymsByAphiaID)\/(\d+)$/) ?? [];
    if (!call) return json({ message: 'Not found' }, 404);
    const offset = Number(url.searchParams.get('offset') ?? 1);
    if (!Number.isInteger(offset) || offset < 1) return json({ message: 'offset must be 1 or more' }, 400);
    if (call === 'AphiaRecordByAphiaID') {
      const single = RECORDED_IDS.has(Number(id)) ? ((recorded('AphiaRecordsByAphiaIDs', Number(id)) as AphiaRecord[] | null)?.[0] ?? null) : null;
      const taxon = fakeTaxon(Number(id));
      return reply(single ?? (taxon ? toRecord(taxon) : null));
    }
    if (RECORDED_IDS.has(Number(id))) return reply(recorded(call as WormsCall, Number(id), call === 'AphiaSynonymsByAphiaID' ? offset : undefined));
    const taxon = fakeTaxon(Number(id));
    if (!taxon) return nothing();
    if (call === 'AphiaClassificationByAphiaID') return reply(classification(taxon));
    if (call === 'AphiaVernacularsByAphiaID') return reply(vernaculars(taxon));
    if (call === 'AphiaAttributesByAphiaID') return reply(attributes(taxon));
    return reply(synonymsOf(taxon).slice(offset - 1, offset - 1 + SYNONYMS_PER_PAGE));
  }

  const server = serveFake(options.port, {
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === '/__scenario' && request.method === 'POST') {
        const body: any = await request.json().catch(() => ({}));
        if (!FAKE_WORMS_SCENARIOS.includes(body?.scenario)) return json({ message: `scenario must be one of ${FAKE_WORMS_SCENARIOS.join(', ')}` }, 400);
        control.setScenario(body.scenario, body);
        return json({ scenario });
      }
      if (url.pathname === '/__reset' && request.method === 'POST') {
        control.reset();
        return json({ ok: true });
      }
      if (url.pathname === '/__requests') return json({ count: requests.length, requests, scenario });
      requests.push(`${url.pathname.replace(/^.*\/(?=Aphia)/, '')}${url.search}`);
      if (latencyMs) await Bun.sleep(latencyMs);
      if (scenario === '500') return json({ message: 'Internal Server Error' }, 500);
      if (scenario === 'slow') await Bun.sleep(slowMs);
      return answer(url);
    },
  });

  const control = {
    setScenario(next: FakeWormsScenario, more: { latencyMs?: number; slowMs?: number } = {}) {
      scenario = next;
      if (typeof more.latencyMs === 'number') latencyMs = more.latencyMs;
      if (typeof more.slowMs === 'number') slowMs = more.slowMs;
    },
    reset() {
      scenario = 'good';
      latencyMs = options.latencyMs ?? 0;
      requests.length = 0;
    },
  };

  return {
    url: `http://127.0.0.1:${server.port}/rest`,
    port: server.port!,
    requests,
    ...control,
    stop: () => server.stop(true),
  };
}

if (import.meta.main) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const fake = startFakeWorms({ port: Number(arg('port') ?? 4403), latencyMs: Number(arg('latency') ?? 0) });
  console.log(`Fake WoRMS server on ${fake.url}`);
}
