/**
 * The WoRMS contract against the real service (https://www.marinespecies.org/rest), asking what the recordings asked.
 * Skipped unless LIVE_SERVICES=1: it needs the internet, and the real WoRMS changes (a new field, a moved one). Run
 * before a release, from a machine that can reach WoRMS; a failure means the recordings and the fake are out of date.
 */
import { describe, expect, test } from 'bun:test';
import { createWormsClient } from '../src/lib/worms/client';
import { iucnAssessmentOf } from '../src/modules/taxa';
import { contractProblems, pathOf } from '../test-support/contracts/worms';
import { WORMS_RECORDINGS } from '../src/fakes/recordings/worms';

const WORMS = process.env.WORMS_LIVE_URL ?? 'https://www.marinespecies.org/rest';
const TIMEOUT_MS = 30_000;

async function ask(path: string) {
  const response = await fetch(`${WORMS}/${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

describe.skipIf(!process.env.LIVE_SERVICES)('the real WoRMS keeps the contract', () => {
  // The recorded questions, except the filled-in attribute bodies: those are checked below for the real ones.
  for (const recording of WORMS_RECORDINGS.filter((r) => r.call !== 'AphiaAttributesByAphiaID')) {
    test(`${pathOf(recording)} answers ${recording.file ? 'every field ReefID reads, with its type' : '204'}`, async () => {
      const { status, body } = await ask(pathOf(recording));
      if (!recording.file) return expect(status).toBe(204);
      expect(status).toBe(200);
      expect(contractProblems(recording.call, body)).toEqual([]);
    }, TIMEOUT_MS);
  }

  test('AphiaAttributesByAphiaID/276793 keeps the contract, and its own IUCN category is found in the tree', async () => {
    const { status, body } = await ask('AphiaAttributesByAphiaID/276793');
    expect(status).toBe(200);
    expect(contractProblems('AphiaAttributesByAphiaID', body)).toEqual([]);
    expect(iucnAssessmentOf(body, 276793)).toMatchObject({ category: expect.any(String) });
  }, TIMEOUT_MS);

  test('the client reads every page of synonyms and a whole taxon as the product does', async () => {
    const client = createWormsClient(WORMS);
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    const [record, synonyms, classification] = await Promise.all([client.record(105706, signal), client.synonyms(126436, signal), client.classification(105706, signal)]);
    expect(record).toMatchObject({ AphiaID: 105706, scientificname: 'Rhincodontidae', status: 'accepted' });
    expect(synonyms.length).toBeGreaterThan(0);
    expect(synonyms.every((synonym) => synonym.valid_AphiaID === 126436)).toBe(true);
    expect(classification?.scientificname).toBe('Biota');
  }, TIMEOUT_MS);
});
