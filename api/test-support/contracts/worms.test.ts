import { afterAll, describe, expect, test } from 'bun:test';
import { startFakeWorms } from '../../src/fakes/worms';
import { FAKE_TAXA } from '../../src/fakes/worms-taxa';
import { recordedBody, WORMS_CALLS, WORMS_RECORDINGS, type WormsCall } from '../../src/fakes/recordings/worms';
import { contractProblems, fieldNamesOf, pathOf, WORMS_CONTRACT } from './worms';

const worms = startFakeWorms();
afterAll(() => worms.stop());

const ask = async (path: string) => {
  const response = await fetch(`${worms.url}/${path}`);
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};

const answered = WORMS_RECORDINGS.filter((recording) => recording.file);

/** The fields each call's recorded items carry, WoRMS's own choice of fields. */
const recordedFields = (call: WormsCall) => new Set(answered.filter((r) => r.call === call).flatMap((r) => [...fieldNamesOf(call, recordedBody(r))]));

describe('the recorded WoRMS answers hold every field ReefID reads', () => {
  test('each call ReefID makes has at least one recorded answer', () => {
    for (const call of WORMS_CALLS) expect(answered.filter((r) => r.call === call).length).toBeGreaterThan(0);
  });

  for (const recording of answered) {
    test(`${recording.file}: every field, with its type`, () => {
      expect(contractProblems(recording.call, recordedBody(recording))).toEqual([]);
    });
  }

  test('a field read but absent from the recordings breaks the contract', () => {
    const record = (recordedBody(answered.find((r) => r.call === 'AphiaRecordsByAphiaIDs')!) as Array<Record<string, unknown>>)[0]!;
    const { kingdom: _gone, ...withoutKingdom } = record;
    expect(contractProblems('AphiaRecordsByAphiaIDs', [withoutKingdom])).toEqual(['AphiaRecordsByAphiaIDs[0].kingdom: missing']);
    expect(contractProblems('AphiaRecordsByAphiaIDs', [{ ...record, isMarine: true }])).toEqual(['AphiaRecordsByAphiaIDs[0].isMarine: true is not flag']);
  });
});

describe('the fake WoRMS serves the recorded shape', () => {
  test('recorded questions get the recorded answers, as they were', async () => {
    for (const recording of WORMS_RECORDINGS) {
      const { status, body } = await ask(pathOf(recording));
      expect({ path: pathOf(recording), status }).toEqual({ path: pathOf(recording), status: recording.file ? 200 : 204 });
      if (recording.file) expect(body).toEqual(recordedBody(recording) as any);
    }
  });

  test('made-up taxa are answered with every field of the recorded answers, no more, no fewer', async () => {
    const seen = new Map<WormsCall, number>();
    for (const taxon of FAKE_TAXA) {
      const questions: Array<[WormsCall, string]> = [
        ['AphiaRecordsByMatchNames', pathOf({ call: 'AphiaRecordsByMatchNames', asked: taxon.name })],
        ['AphiaRecordsByAphiaIDs', pathOf({ call: 'AphiaRecordsByAphiaIDs', asked: taxon.id })],
        ['AphiaClassificationByAphiaID', pathOf({ call: 'AphiaClassificationByAphiaID', asked: taxon.id })],
        ['AphiaVernacularsByAphiaID', pathOf({ call: 'AphiaVernacularsByAphiaID', asked: taxon.id })],
        ['AphiaAttributesByAphiaID', pathOf({ call: 'AphiaAttributesByAphiaID', asked: taxon.id })],
        ['AphiaSynonymsByAphiaID', pathOf({ call: 'AphiaSynonymsByAphiaID', asked: taxon.id })],
      ];
      for (const [call, path] of questions) {
        const { status, body } = await ask(path);
        if (status === 204) continue;
        expect({ path, status }).toEqual({ path, status: 200 });
        expect(contractProblems(call, body)).toEqual([]);
        expect({ path, fields: [...fieldNamesOf(call, body)] }).toEqual({ path, fields: [...recordedFields(call)] });
        seen.set(call, (seen.get(call) ?? 0) + 1);
      }
    }
    // Every call was answered for some made-up taxon, so none of the checks above was skipped for a whole call.
    expect([...seen.keys()].sort()).toEqual([...WORMS_CALLS].sort());
  });

  test('the contract names a layout for every call', () => {
    expect(Object.keys(WORMS_CONTRACT).sort()).toEqual([...WORMS_CALLS].sort());
  });
});
