/**
 * A small server speaking the WoRMS REST API's wire format (arrays of arrays of AphiaRecords, 204 when nothing
 * matches, the real field names), for the test suites, the benchmark and `npm run demo`. `npm start` never uses it.
 *
 *   bun api/src/fakes/worms.ts --port 4403 [--latency 150]
 *   POST /__scenario {"scenario":"500"|"slow"|"good","latencyMs":150} switches the answers;
 *   GET /__requests lists the paths asked since the last POST /__reset.
 */
import type { AphiaAttribute, AphiaClassification, AphiaRecord, AphiaVernacular } from '../lib/worms/wire';
import { FAKE_TAXA, fakeLineage, fakeTaxon, type FakeTaxon } from './worms-taxa';

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


function toRecord(taxon: FakeTaxon, matchType?: string): AphiaRecord {
  const above = (rank: string) => fakeLineage(taxon).find((t) => t.rank === rank)?.name ?? null;
  const accepted = taxon.acceptedId ? fakeTaxon(taxon.acceptedId)! : taxon;
  return {
    AphiaID: taxon.id,
    url: `https://www.marinespecies.org/aphia.php?p=taxdetails&id=${taxon.id}`,
    scientificname: taxon.name,
    authority: taxon.authority ?? null,
    status: taxon.acceptedId ? 'unaccepted' : 'accepted',
    unacceptreason: taxon.acceptedId ? 'synonym' : null,
    taxonRankID: null,
    rank: taxon.rank,
    valid_AphiaID: accepted.id,
    valid_name: accepted.name,
    valid_authority: accepted.authority ?? null,
    parentNameUsageID: taxon.parent,
    kingdom: above('Kingdom'),
    phylum: above('Phylum'),
    class: above('Class'),
    order: above('Order'),
    family: above('Family'),
    genus: above('Genus'),
    citation: null,
    lsid: `urn:lsid:marinespecies.org:taxname:${taxon.id}`,
    isMarine: taxon.marine ?? null,
    isBrackish: taxon.brackish ?? null,
    isFreshwater: taxon.freshwater ?? null,
    isTerrestrial: taxon.terrestrial ?? null,
    isExtinct: null,
    ...(matchType ? { match_type: matchType } : {}),
    modified: '2024-03-01T10:00:00.000Z',
  };
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

const vernaculars = (taxon: FakeTaxon): AphiaVernacular[] =>
  (taxon.vernaculars ?? []).map((vernacular) => ({ vernacular, language_code: 'eng', language: 'English' }));

function attributes(taxon: FakeTaxon): AphiaAttribute[] {
  if (!taxon.iucn) return [];
  const attribute = (measurementTypeID: number, measurementType: string, measurementValue: string, children: AphiaAttribute[] = []) => ({
    AphiaID: taxon.id,
    measurementTypeID,
    measurementType,
    measurementValue,
    source_id: 196963,
    reference: 'IUCN (2024). The IUCN Red List of Threatened Species. Version 2024-1.',
    qualitystatus: 'checked',
    AphiaID_Inherited: taxon.id,
    CategoryID: measurementTypeID === 1 ? 1 : null,
    children,
  });
  return [
    attribute(23, 'Species importance to society', 'IUCN Red List'),
    attribute(1, 'IUCN Red List Category', taxon.iucn, [attribute(2, 'IUCN Criteria', 'A2bd')]),
  ];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const nothing = () => new Response(null, { status: 204 });

export function startFakeWorms(options: { port?: number; latencyMs?: number } = {}): FakeWorms {
  let scenario: FakeWormsScenario = 'good';
  let latencyMs = options.latencyMs ?? 0;
  let slowMs = 5_000;
  const requests: string[] = [];

  function answer(url: URL): Response {
    const path = url.pathname.replace(/^.*\/(?=Aphia)/, '');
    if (path === 'AphiaRecordsByMatchNames') {
      const names = url.searchParams.getAll('scientificnames[]');
      if (names.length === 0 || names.length > 50) return json({ message: 'between 1 and 50 scientificnames[]' }, 400);
      const matches = names.map(match);
      return matches.some((list) => list.length) ? json(matches) : nothing();
    }
    const [, call, id] = path.match(/^(AphiaRecordByAphiaID|AphiaClassificationByAphiaID|AphiaVernacularsByAphiaID|AphiaAttributesByAphiaID|AphiaSynonymsByAphiaID)\/(\d+)$/) ?? [];
    if (!call) return json({ message: 'Not found' }, 404);
    const taxon = fakeTaxon(Number(id));
    if (!taxon) return nothing();
    if (call === 'AphiaRecordByAphiaID') return json(toRecord(taxon));
    if (call === 'AphiaClassificationByAphiaID') return json(classification(taxon));
    const list =
      call === 'AphiaVernacularsByAphiaID'
        ? vernaculars(taxon)
        : call === 'AphiaSynonymsByAphiaID'
          ? FAKE_TAXA.filter((synonym) => synonym.acceptedId === taxon.id).map((synonym) => toRecord(synonym))
          : attributes(taxon);
    return list.length ? json(list) : nothing();
  }

  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: '127.0.0.1',
    idleTimeout: 0,
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
