import { afterAll, describe, expect, test } from 'bun:test';
import { startFakeObis } from '../../src/fakes/obis';
import { nearbyBox } from '../../src/lib/obis/client';
import {
  CHECKLIST_PAGE_FIELDS,
  CHECKLIST_ROW_FIELDS,
  checklistContractBreaks,
  classificationBreaks,
  contractFieldsIn,
  contractName,
  fieldsTheClientReads,
  fieldsTheClientReadsOfOccurrences,
  listed,
  OCCURRENCE_PAGE_FIELDS,
  occurrenceContractBreaks,
  RANK_ID,
  recordedChecklists,
  recordedOccurrences,
  rowFieldsBesideClassification,
  typeOf,
} from './obis';

const recordings = recordedChecklists();
const recorded = (file: string) => recordings.find((recording) => recording.file === file)!.body as { results: Record<string, unknown>[] };
const recordedRow = recorded('checklist-mola-mola.json').results[0]!;
const CONTRACT = [...Object.keys(CHECKLIST_PAGE_FIELDS), ...Object.keys(CHECKLIST_ROW_FIELDS).map((field) => `results[].${field}`), RANK_ID];

const obis = startFakeObis();
afterAll(() => obis.stop());
const CAIRNS = { latitude: -16.92, longitude: 145.77 };
const BONAIRE = { latitude: 12.15, longitude: -68.27 };

async function fakeChecklist(taxonIds: number[], position: typeof CAIRNS, paging: { skip?: number; size?: number } = {}) {
  const query = new URLSearchParams({ taxonid: taxonIds.join(','), geometry: nearbyBox(position) });
  if (paging.skip !== undefined) query.set('skip', `${paging.skip}`);
  if (paging.size !== undefined) query.set('size', `${paging.size}`);
  const response = await fetch(`${obis.url}/checklist?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number; results: Record<string, unknown>[] };
}

describe('the OBIS checklist contract', () => {
  test('every field the product reads is in the recorded answers, with the type it expects', () => {
    expect(recordings.map(({ file }) => file)).toEqual(['checklist-mola-mola-2025.json', 'checklist-mola-mola-past-the-end.json', 'checklist-mola-mola.json']);
    for (const { file, body } of recordings) expect({ file, breaks: checklistContractBreaks(body) }).toEqual({ file, breaks: [] });
    // Each field listed is present in some recording, not merely absent from all of them.
    const seen = new Set(recordings.flatMap(({ body }) => [...contractFieldsIn(body).keys()]));
    expect([...seen].sort()).toEqual([...CONTRACT].sort());
  });

  test('the client reads no field of an answer that the contract does not list', () => {
    for (const { body } of recordings) {
      // Asking about a taxon in no row, so that every row is read through.
      const reads = [...fieldsTheClientReads(body, [1])];
      expect(reads.filter((field) => !listed(field))).toEqual([]);
      expect(reads.length).toBeGreaterThan(0);
    }
    const read = new Set([...fieldsTheClientReads(recordings[0]!.body, [1])].map(contractName));
    expect([...read].sort()).toEqual([...CONTRACT].sort());
  });

  test('the recordings agree on the row: 2023 and 2025 carry the same fields beside the classification', () => {
    const later = recorded('checklist-mola-mola-2025.json').results[0]!;
    expect(rowFieldsBesideClassification(later)).toEqual(rowFieldsBesideClassification(recordedRow));
    expect(classificationBreaks(recordedRow)).toEqual([]);
    expect(classificationBreaks(later)).toEqual([]);
  });

  test('the fake serves the recorded shape: the same fields in every row, the contract types, names beside rank ids', async () => {
    obis.reset();
    obis.setArea({ otherChromis: 25, pageCap: 10 });
    const pages = [
      ...(await Promise.all([0, 10, 20].map((skip) => fakeChecklist([158709, 278400, 278401], CAIRNS, { skip, size: 5000 })))),
      await fakeChecklist([137206, 137207, 218858], BONAIRE, { skip: 0, size: 5000 }),
    ];
    const beside = rowFieldsBesideClassification(recordedRow);
    for (const page of pages) {
      expect(Object.keys(page).sort()).toEqual(Object.keys(recorded('checklist-mola-mola.json')).sort());
      expect(checklistContractBreaks(page)).toEqual([]);
      for (const row of page.results) {
        const fields = rowFieldsBesideClassification(row);
        expect([...fields.keys()]).toEqual([...beside.keys()]);
        // The fake taxa have no BOLD or NCBI id, no authority, no IUCN category: null where OBIS has a value.
        for (const [field, type] of fields) expect({ field, type: type === 'null' ? beside.get(field) : type }).toEqual({ field, type: beside.get(field)! });
        expect(classificationBreaks(row)).toEqual([]);
      }
    }
    expect(pages.map((page) => page.results.length)).toEqual([10, 10, 8, 3]);
  });

  test('the fake pages as OBIS does: 10 rows unless asked for more, total counting them all, an empty page past the end', async () => {
    obis.reset();
    obis.setArea({ otherChromis: 25 });
    const first = await fakeChecklist([158709], CAIRNS);
    expect([first.total, first.results.length]).toEqual([26, 10]);
    expect((await fakeChecklist([158709], CAIRNS, { size: 5000 })).results).toHaveLength(26);
    const pastTheEnd = await fakeChecklist([158709], CAIRNS, { skip: 26, size: 5000 });
    expect(pastTheEnd).toEqual({ ...(recorded('checklist-mola-mola-past-the-end.json') as object), total: 26 } as typeof pastTheEnd);
  });
});

const occurrenceRecordings = recordedOccurrences();
const recordedOccurrenceRows = occurrenceRecordings.flatMap(({ body }) => (body as { results: Record<string, unknown>[] }).results);

async function fakeOccurrences(query: Record<string, string | number>) {
  const response = await fetch(`${obis.url}/occurrence?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, `${v}`]))}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number; results: Record<string, unknown>[] };
}

describe('the OBIS occurrence contract', () => {
  test('the count the product reads is in the recorded answers, and the client reads nothing else', () => {
    expect(occurrenceRecordings.map(({ file }) => file)).toEqual(['occurrence-mola-mola-gadus-morhua-size-1.json', 'occurrence-mola-mola-size-1.json']);
    for (const { file, body } of occurrenceRecordings) {
      expect({ file, breaks: occurrenceContractBreaks(body) }).toEqual({ file, breaks: [] });
      expect([...fieldsTheClientReadsOfOccurrences(body)]).toEqual(Object.keys(OCCURRENCE_PAGE_FIELDS));
    }
  });

  test('the fake serves the recorded shape: each field of its rows is in a recorded row, with the same type', async () => {
    obis.reset();
    const page = await fakeOccurrences({ taxonid: 278400, geometry: nearbyBox(CAIRNS), startdepth: 0, enddepth: 18, size: 1 });
    expect(Object.keys(page).sort()).toEqual(Object.keys(occurrenceRecordings[0]!.body as object).sort());
    expect(occurrenceContractBreaks(page)).toEqual([]);
    expect(page.results).toHaveLength(1);
    const recordedTypes = new Map<string, Set<string>>();
    for (const row of recordedOccurrenceRows) for (const [field, value] of Object.entries(row)) recordedTypes.set(field, (recordedTypes.get(field) ?? new Set()).add(typeOf(value)));
    for (const [field, type] of rowFieldsBesideClassification(page.results[0]!)) expect({ field, types: [...(recordedTypes.get(field) ?? [])] }).toEqual({ field, types: expect.arrayContaining([type]) });
    expect(classificationBreaks(page.results[0]!)).toEqual([]);
    // The depth filter reads `depth`, which real rows carry beside their minimum and maximum.
    expect(recordedTypes.get('depth')).toEqual(new Set(['number']));
  });

  test('the fake answers depth filters from its own records: a taxon and those below it, in the box, in the band', async () => {
    obis.reset();
    const count = async (query: Record<string, string | number>) => (await fakeOccurrences({ geometry: nearbyBox(CAIRNS), size: 1, ...query })).total;
    // Near Cairns: A. ocellaris at 8 m, A. percula at 6 m; Chromis viridis at 3 m.
    expect(await count({ taxonid: 278400, startdepth: 0, enddepth: 18 })).toBe(1);
    expect(await count({ taxonid: 278400, startdepth: 28, enddepth: 52 })).toBe(0);
    expect(await count({ taxonid: 278400, startdepth: 8, enddepth: 8 })).toBe(1);
    expect(await count({ taxonid: 205734, startdepth: 0, enddepth: 7 })).toBe(1);
    expect(await count({ taxonid: 205734 })).toBe(2);
    expect(await count({ taxonid: 218858, startdepth: 5, enddepth: 25 })).toBe(0);
    expect(await count({ taxonid: 218858, startdepth: 5, enddepth: 25, geometry: nearbyBox(BONAIRE) })).toBe(1);
    const rows = (await fakeOccurrences({ taxonid: 205734, geometry: nearbyBox(CAIRNS), startdepth: 0, enddepth: 7 })).results;
    expect(rows.map((row) => [row.aphiaID, row.depth])).toEqual([[278401, 6]]);
    expect(obis.occurrenceRequests).toHaveLength(8);
    expect(obis.requests).toEqual([]);
  });
});
