import { describe, expect, test } from 'bun:test';
import { fakeModel, identify, identifyApp, phonePhoto, photo, signUpPremium } from '../../../test-support/identify';
import type { TestClient } from '../../../test-support/harness';
import { parseCsv } from '../../../test-support/csv';
import { csvCell } from '../../lib/csv';
import { CSV_NEEDS_PREMIUM } from './history-csv';

const provider = fakeModel();

/** Raw: a file download, read as the CSV text it is (the typed client would turn it into a File). */
async function csvOf(client: TestClient, query = '') {
  const response = await client.get(`/api/identifications/export?format=csv${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  // parseCsv also checks that every line has as many cells as the header.
  return parseCsv(await response.text());
}

async function upload(client: TestClient, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const response = await identify(client, bytes, { fields });
  expect(response.status).toBe(201);
  return response.data!;
}

describe('GET /api/identifications/export?format=csv', () => {
  test('premium: the history columns, then the Darwin Core terms from the same mapping as the archive', async () => {
    const app = await identifyApp(provider.fake);
    const site = app.ctx.config.publicUrl.origin;
    const ana = await signUpPremium(app, 'ana');
    const bonaire = await upload(ana, await photo(320, 240, 2), { latitude: '12.15', longitude: '-68.27', observedAt: '2025-07-01' });
    expect((await ana.api.identifications({ id: bonaire.id }).accept.post()).status).toBe(200);
    const cairns = await upload(ana, await phonePhoto({ seed: 1 }));
    const nowhere = await upload(ana, await photo(320, 240, 4));
    await app.sql`UPDATE species_identifications SET description = ${'=HYPERLINK("http://x"), "quoted"'} WHERE id = ${nowhere.id}`;

    const { header, records } = await csvOf(ana);
    expect(header.slice(0, 12)).toEqual([
      'id', 'speciesName', 'scientificName', 'conservationStatus', 'accepted', 'createdAt', 'distribution', 'habitat', 'description', 'imageUrl', 'slug',
      'dwc:occurrenceID',
    ]);
    expect(header).toContain('dwc:decimalLongitude');
    expect(header).toContain('dcterms:license');
    expect(header).toHaveLength(11 + 25);
    // The whole history, newest first.
    expect(records.map((record) => Number(record.id))).toEqual([nowhere.id, cairns.id, bonaire.id]);
    const [unlocated, fromPhoto, located] = records;

    expect(located).toMatchObject({
      speciesName: bonaire.speciesName,
      accepted: 'true',
      'dwc:occurrenceID': `${site}/identifications/${bonaire.id}`,
      'dwc:basisOfRecord': 'HumanObservation',
      'dwc:eventDate': '2025-07-01',
      'dwc:decimalLatitude': '12.15',
      // A negative number is written as it is, not defused like a formula.
      'dwc:decimalLongitude': '-68.27',
      'dwc:geodeticDatum': 'EPSG:4326',
      'dwc:recordedBy': 'ana',
      'dwc:identificationVerificationStatus': 'PredictedByMachine',
    });
    expect(located!['dwc:scientificNameID']).toMatch(/^urn:lsid:marinespecies\.org:taxname:\d+$/);
    expect(located!['dwc:identificationRemarks']).toContain('The observer confirmed the identification.');
    expect(fromPhoto).toMatchObject({ 'dwc:decimalLatitude': '-16.925', 'dwc:coordinateUncertaintyInMeters': '30', 'dwc:eventDate': '2025-06-14T09:41:07' });

    // Not confirmed, and taken nowhere known at no known time: it says so, and where and when stay empty.
    expect(unlocated).toMatchObject({
      accepted: 'false',
      'dwc:eventDate': '',
      'dwc:decimalLatitude': '',
      'dwc:decimalLongitude': '',
      'dwc:geodeticDatum': '',
      'dwc:coordinateUncertaintyInMeters': '',
      'dwc:identificationVerificationStatus': 'PredictedByMachine',
      // Text a spreadsheet would run as a formula is defused.
      description: `'=HYPERLINK("http://x"), "quoted"`,
    });
    expect(unlocated!['dwc:identificationRemarks']).toContain('The observer has not confirmed the identification.');
    expect(unlocated!['dwc:identifiedBy']).not.toContain('confirmed by ana');
    app.cleanup();
  });

  test('ids limits it to those of the user\'s own identifications, in the order given', async () => {
    const app = await identifyApp(provider.fake);
    const ana = await signUpPremium(app, 'ana');
    const first = await upload(ana, await photo(320, 240, 1));
    const second = await upload(ana, await photo(320, 240, 2));
    await upload(ana, await photo(320, 240, 3));
    const trashed = await upload(ana, await photo(320, 240, 5));
    await ana.api.identifications({ id: trashed.id }).trash.post();
    const bob = await app.signUp('bob');
    const bobs = await upload(bob, await photo(320, 240, 6));

    const ids = (records: Array<Record<string, string>>) => records.map((record) => Number(record.id));
    expect(ids((await csvOf(ana, `&ids=${first.id},${bobs.id},${second.id},${trashed.id},${first.id}`)).records)).toEqual([first.id, second.id]);
    expect(ids((await csvOf(ana, `&ids=${second.id},${first.id}`)).records)).toEqual([second.id, first.id]);
    const none = await csvOf(ana, '&ids=');
    expect(none.records).toEqual([]);
    expect(none.header).toContain('dwc:eventDate');

    for (const bad of ['abc', '1,,2', '-1', '0', '1.5', Array.from({ length: 501 }, (_, i) => i + 1).join(',')]) {
      expect((await ana.api.identifications.export.get({ query: { format: 'csv', ids: bad } })).status, bad).toBe(400);
    }
    expect((await ana.api.identifications.export.get({ query: { format: 'dwca', ids: String(first.id) } })).status).toBe(400);
    app.cleanup();
  });

  test('premium only: others get 403 and a clear message; the Darwin Core Archive stays open to them', async () => {
    const app = await identifyApp(provider.fake);
    expect((await app.client().api.identifications.export.get({ query: { format: 'csv' } })).status).toBe(401);
    const cleo = await app.signUp('cleo');
    const refused = await cleo.api.identifications.export.get({ query: { format: 'csv' } });
    expect(refused.status).toBe(403);
    expect(refused.error?.value.message).toBe(CSV_NEEDS_PREMIUM);
    // Raw: a binary download.
    expect((await cleo.get('/api/identifications/export?format=dwca')).status).toBe(200);
    app.cleanup();
  });
});

describe('CSV cells', () => {
  test('defuse formulas in text but leave numbers, negative ones too, as they are', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-16.9)).toBe('-16.9');
    expect(csvCell('-16.9')).toBe('-16.9');
    expect(csvCell('-16.9+1')).toBe("'-16.9+1");
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(false)).toBe('false');
  });
});
