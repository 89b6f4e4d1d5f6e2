import { describe, expect, test } from 'bun:test';
import { strFromU8, unzipSync } from 'fflate';
import { OBIS_REQUIRED_TERMS } from '../../lib/darwin-core/archive';
import { fakeModel, identify, identifyApp, phonePhoto, photo, signUpPremium } from '../../../test-support/identify';

const provider = fakeModel();


function rowsOf(archive: Uint8Array) {
  const files = Object.fromEntries(Object.entries(unzipSync(archive)).map(([name, bytes]) => [name, strFromU8(bytes)]));
  const [header, ...lines] = files['occurrence.txt']!.trimEnd().split('\n');
  const columns = header!.split('\t');
  const terms = [...files['meta.xml']!.matchAll(/<field index="(\d+)" term="[^"]*\/([A-Za-z]+)"\/>/g)].map(([, index, term]) => [Number(index), term]);
  return { files, columns, terms, records: lines.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [columns[i]!, value]))) };
}

describe('GET /api/identifications/export?format=dwca', () => {
  test('the accepted identifications with a place and a date, as a Darwin Core Archive OBIS takes', async () => {
    const app = await identifyApp(provider.fake);
    const site = app.ctx.config.publicUrl.origin;
    // Four uploads: more than the free three.
    const diver = await signUpPremium(app, 'ana');
    const upload = async (bytes: Uint8Array, fields: Record<string, string> = {}) => (await identify(diver, bytes, { fields })).data!;
    const confirmed = await upload(await phonePhoto({ seed: 1 }), { catalogueConsent: 'true', licence: 'CC-BY-4.0' });
    const typed = await upload(await photo(320, 240, 2), { latitude: '12.15', longitude: '-68.27', observedAt: '2025-07-01' });
    const unconfirmed = await upload(await phonePhoto({ seed: 3 }));
    const nowhere = await upload(await photo(320, 240, 4));
    for (const id of [confirmed.id, typed.id, nowhere.id]) expect((await diver.api.identifications({ id }).accept.post()).status).toBe(200);
    expect(unconfirmed.accepted).toBe(false);

    // Raw: the archive is binary, which the typed client would read as text.
    const response = await diver.get('/api/identifications/export?format=dwca');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const { columns, terms, records } = rowsOf(new Uint8Array(await response.arrayBuffer()));
    expect(terms.map(([, term]) => term)).toEqual(columns);
    expect(records.map((record) => record.occurrenceID)).toEqual([
      `${site}/identifications/${confirmed.id}`,
      `${site}/identifications/${typed.id}`,
    ]);
    for (const record of records) for (const term of OBIS_REQUIRED_TERMS) expect(record[term], term).toBeTruthy();
    const [fromPhoto, byHand] = records;
    expect(fromPhoto).toMatchObject({
      basisOfRecord: 'HumanObservation',
      eventDate: '2025-06-14T09:41:07',
      decimalLatitude: '-16.925',
      coordinateUncertaintyInMeters: '30',
      occurrenceStatus: 'present',
      license: 'https://creativecommons.org/licenses/by/4.0/',
      recordedBy: 'ana',
      identificationVerificationStatus: 'PredictedByMachine',
    });
    expect(fromPhoto!.scientificNameID).toMatch(/^urn:lsid:marinespecies\.org:taxname:\d+$/);
    expect(fromPhoto!.identificationRemarks).toMatch(/^Predicted by gpt-4o-mini: [A-Z][a-z]+ [a-z]+, \d{1,3}%\. /);
    expect(fromPhoto!.identificationRemarks).toContain('World Register of Marine Species');
    expect(fromPhoto!.identifiedBy).toContain('confirmed by ana');
    // A photo that is not in the public catalogue has no address anyone could open; no licence was given for it.
    expect(byHand).toMatchObject({ associatedMedia: '', license: '', coordinateUncertaintyInMeters: '', decimalLongitude: '-68.27' });
    app.cleanup();
  });

  test("depth, the dive as the event and its site as the locality: the owner's own export", async () => {
    const app = await identifyApp(provider.fake);
    const site = app.ctx.config.publicUrl.origin;
    const diver = await signUpPremium(app, 'ana');
    const upload = async (seed: number, fields: Record<string, string>) => (await identify(diver, await photo(320, 240, seed), { fields })).data!;
    const where = { latitude: '-16.92', longitude: '145.77', observedAt: '2025-06-14T09:41' };
    const first = await upload(1, { ...where, depthMeters: '12.36' });
    const second = await upload(2, { ...where, depthMeters: '18' });
    const ashore = await upload(3, where);
    for (const { id } of [first, second, ashore]) expect((await diver.api.identifications({ id }).accept.post()).status).toBe(200);
    const [{ id: userId }] = (await app.sql`SELECT id FROM users WHERE username = 'ana'`) as [{ id: number }];
    const [{ id: diveId }] = (await app.sql`
      INSERT INTO dives (user_id, started_at, duration_seconds, site_name, latitude, longitude)
      VALUES (${userId}, '2025-06-14T09:00:00', 3000, 'Steve''s Bommie', -16.92, 145.77) RETURNING id`) as [{ id: number }];
    await app.sql`UPDATE species_identifications SET dive_id = ${diveId} WHERE id IN (${first.id}, ${second.id})`;

    const response = await diver.get('/api/identifications/export?format=dwca');
    const { columns, terms, records } = rowsOf(new Uint8Array(await response.arrayBuffer()));
    expect(terms.map(([, term]) => term)).toEqual(columns);
    const pick = ({ eventID, locality, minimumDepthInMeters, maximumDepthInMeters }: Record<string, string>) => ({ eventID, locality, minimumDepthInMeters, maximumDepthInMeters });
    expect(records.map(pick)).toEqual([
      { eventID: `${site}/dives/${diveId}`, locality: "Steve's Bommie", minimumDepthInMeters: '12.4', maximumDepthInMeters: '12.4' },
      { eventID: `${site}/dives/${diveId}`, locality: "Steve's Bommie", minimumDepthInMeters: '18', maximumDepthInMeters: '18' },
      { eventID: '', locality: '', minimumDepthInMeters: '', maximumDepthInMeters: '' },
    ]);
    // The history's CSV carries the same terms from the same mapping.
    const csv = await (await diver.get('/api/identifications/export?format=csv')).text();
    expect(csv.split('\n')[0]).toContain('dwc:eventID');
    expect(csv).toContain("Steve's Bommie");
    app.cleanup();
  });

  test('signed in only; the format must be named', async () => {
    const app = await identifyApp(provider.fake);
    // Raw: a binary download, and formats the typed client would not send.
    expect((await app.client().get('/api/identifications/export?format=dwca')).status).toBe(401);
    const diver = await app.signUp('ana');
    expect((await diver.get('/api/identifications/export?format=xml')).status).toBe(400);
    expect((await diver.get('/api/identifications/export')).status).toBe(400);
    const empty = rowsOf(new Uint8Array(await (await diver.get('/api/identifications/export?format=dwca')).arrayBuffer()));
    expect(empty.records).toEqual([]);
    app.cleanup();
  });
});
