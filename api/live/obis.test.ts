/**
 * The OBIS contract against the real service (`npm run test:live`, LIVE_SERVICES=1): what the recordings and the fake
 * are held to, checked against what https://api.obis.org/v3 answers today. Skipped otherwise: it needs the internet.
 */
import { describe, expect, test } from 'bun:test';
import { createObisClient, nearbyBox } from '../src/lib/obis/client';
import { checklistContractBreaks, fieldsTheClientReads, listed, occurrenceContractBreaks, recordedChecklists, rowFieldsBesideClassification } from '../test-support/contracts/obis';

const OBIS = process.env.OBIS_API_URL ?? 'https://api.obis.org/v3';
const CAIRNS = { latitude: -16.92, longitude: 145.77 };
// AphiaIDs from the recorded answers: Mola mola and the phylum Chordata (thousands of taxa near Cairns).
const MOLA_MOLA = 127405;
const CHORDATA = 1821;
/** No taxon has it (robis's own tests ask for it): absent from every checklist. */
const UNKNOWN_APHIA_ID = 999999999;

type Page = { total: number; results: Record<string, unknown>[] };
async function checklist(query: Record<string, string | number>): Promise<Page> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, `${value}`]));
  const response = await fetch(`${OBIS}/checklist?${params}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

describe.skipIf(!process.env.LIVE_SERVICES)('OBIS, live', () => {
  test('a checklist row keeps the contract, and the client reads no field outside it', async () => {
    const page = await checklist({ taxonid: MOLA_MOLA, skip: 0, size: 10 });
    expect(checklistContractBreaks(page)).toEqual([]);
    expect(page.results.length).toBeGreaterThan(0);
    expect([...fieldsTheClientReads(page, [UNKNOWN_APHIA_ID])].filter((field) => !listed(field))).toEqual([]);
    // Not part of the contract, but a sign the recordings (api/src/fakes/recordings/obis) want refreshing.
    const recorded = (recordedChecklists().find(({ file }) => file === 'checklist-mola-mola.json')!.body as Page).results[0]!;
    const then = rowFieldsBesideClassification(recorded);
    const now = rowFieldsBesideClassification(page.results[0]!);
    const drift = [...new Set([...then.keys(), ...now.keys()])].filter((field) => then.get(field) !== now.get(field));
    if (drift.length > 0) console.warn(`OBIS checklist rows differ from the recording in: ${drift.join(', ')}`);
  });

  test('a page past the end is empty, with the total still counted', async () => {
    const page = await checklist({ taxonid: MOLA_MOLA, skip: 10, size: 5000 });
    expect(checklistContractBreaks(page)).toEqual([]);
    expect(page.results).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
  });

  test('OBIS answers 10 rows unless asked for more, and skip moves on through the list', async () => {
    const geometry = nearbyBox(CAIRNS);
    const first = await checklist({ taxonid: CHORDATA, geometry });
    expect(first.total).toBeGreaterThan(20);
    expect(first.results).toHaveLength(10);
    const second = await checklist({ taxonid: CHORDATA, geometry, skip: 10, size: 10 });
    expect(checklistContractBreaks(second)).toEqual([]);
    expect(second.results).toHaveLength(10);
    const seen = new Set(first.results.map((row) => row.taxonID));
    expect(second.results.filter((row) => seen.has(row.taxonID))).toEqual([]);
  });

  test('the product client finds a taxon past the first ten rows, and reads the checklist to its end', async () => {
    const second = await checklist({ taxonid: CHORDATA, geometry: nearbyBox(CAIRNS), skip: 10, size: 10 });
    const pastTen = second.results[0]!.taxonID as number;
    const client = createObisClient(OBIS);
    expect(await client.recordedNear([pastTen, UNKNOWN_APHIA_ID], CAIRNS, AbortSignal.timeout(30_000))).toEqual({ recorded: new Set([pastTen]), complete: true });
  });

  test('an occurrence count within a depth band keeps the contract; a band no record reaches counts none', async () => {
    const params = new URLSearchParams({ taxonid: `${CHORDATA}`, geometry: nearbyBox(CAIRNS), startdepth: '0', enddepth: '20', size: '1' });
    const response = await fetch(`${OBIS}/occurrence?${params}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page;
    expect(occurrenceContractBreaks(page)).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
    const depth = page.results[0]?.depth;
    expect(typeof depth === 'number' && depth >= 0 && depth <= 20).toBe(true);
    const client = createObisClient(OBIS);
    expect(await client.recordedAtDepth(CHORDATA, CAIRNS, { start: 0, end: 20 }, AbortSignal.timeout(30_000))).toBe(true);
    expect(await client.recordedAtDepth(UNKNOWN_APHIA_ID, CAIRNS, { start: 0, end: 20 }, AbortSignal.timeout(30_000))).toBe(false);
  });
});
