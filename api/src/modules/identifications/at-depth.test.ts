import { describe, expect, test } from 'bun:test';
import { diverWithIdentification, fakeModelAndObis, identify, phonePhoto } from '../../../test-support/identify';

const { obis, app } = fakeModelAndObis();
// Near Cairns the fake OBIS has Amphiprion ocellaris at 8 m and A. percula at 6 m.
const CAIRNS = { latitude: -16.92, longitude: 145.77 };

type Candidate = { scientificName: string; nearby: boolean | null; atDepth: boolean | null };
const atDepthOf = (body: { candidates: readonly Candidate[] }) => Object.fromEntries(body.candidates.map((c) => [c.scientificName, c.atDepth]));

describe('candidates checked at the depth of the photo', () => {
  test('no depth: not known, and OBIS is not asked about depths', async () => {
    const { client, cleanup } = await app();
    const { owner, first } = await diverWithIdentification(client);
    expect(atDepthOf(first)).toEqual({ 'Amphiprion ocellaris': null, 'Amphiprion percula': null, Amphiprion: null });
    expect(obis.occurrenceRequests).toEqual([]);
    cleanup();
  });

  test('POST /api/identify with depthMeters: each candidate checked at that depth, one OBIS count each', async () => {
    const { client, cleanup } = await app();
    const owner = client();
    await owner.register('diver');
    const deep = await identify(owner, await phonePhoto({ offset: '+10:00' }), { fields: { depthMeters: '40' } });
    expect(deep.status).toBe(201);
    expect(deep.data!.depthMeters).toBe(40);
    expect(atDepthOf(deep.data!)).toEqual({ 'Amphiprion ocellaris': false, 'Amphiprion percula': false, Amphiprion: false });
    expect(deep.data!.scientificName).toBe('Amphiprion');
    expect(deep.data!.stepBackReason).toBe('not-recorded-at-depth');
    const shallow = await identify(owner, await phonePhoto({ offset: '+10:00' }), { fields: { depthMeters: '7.5' } });
    expect(atDepthOf(shallow.data!)).toEqual({ 'Amphiprion ocellaris': true, 'Amphiprion percula': true, Amphiprion: true });
    expect(shallow.data!.scientificName).toBe('Amphiprion ocellaris');
    expect(obis.occurrenceRequests.map((query) => new URLSearchParams(query).get('enddepth'))).toEqual(['52', '52', '52', '18', '18', '18']);
    cleanup();
  });

  test('at 40 m clownfish are not recorded: false, stored with the candidates, and the answer steps back to the genus', async () => {
    const { client, sql, cleanup } = await app();
    const { owner, first } = await diverWithIdentification(client);
    await sql`UPDATE species_identifications SET depth_meters = 40 WHERE id = ${first.id}`;
    const deep = (await owner.api.identifications({ id: first.id })['where-and-when'].put({ ...CAIRNS, observedAt: null })).data!;
    expect(atDepthOf(deep)).toEqual({ 'Amphiprion ocellaris': false, 'Amphiprion percula': false, Amphiprion: false });
    // Recorded nearby, so only the depth rule lowers the best candidate: 0.82 counts 0.41, under the threshold.
    expect(deep.candidates.every((c) => c.nearby === true)).toBe(true);
    expect({ scientificName: deep.scientificName, rank: deep.taxon?.rank }).toEqual({ scientificName: 'Amphiprion', rank: 'Genus' });
    expect((await owner.api.identifications({ id: first.id }).get()).data!.candidates).toEqual(deep.candidates);
    expect(obis.occurrenceRequests.map((query) => new URLSearchParams(query).get('startdepth'))).toEqual(['28', '28', '28']);

    // At 10 m, where they live (the place moved a little, so the candidates are marked again): true, and the species.
    await sql`UPDATE species_identifications SET depth_meters = 10 WHERE id = ${first.id}`;
    const shallow = (await owner.api.identifications({ id: first.id })['where-and-when'].put({ latitude: -16.93, longitude: 145.78, observedAt: null })).data!;
    expect(atDepthOf(shallow)).toEqual({ 'Amphiprion ocellaris': true, 'Amphiprion percula': true, Amphiprion: true });
    expect(shallow.scientificName).toBe('Amphiprion ocellaris');
    cleanup();
  });

  test('OBIS down: at depth not known, the answer kept; older stored candidates read as not known', async () => {
    const { client, sql, cleanup } = await app();
    const { owner, first } = await diverWithIdentification(client);
    await sql`UPDATE species_identifications SET depth_meters = 40 WHERE id = ${first.id}`;
    obis.setScenario('down');
    const body = (await owner.api.identifications({ id: first.id })['where-and-when'].put({ ...CAIRNS, observedAt: null })).data!;
    expect(atDepthOf(body)).toEqual({ 'Amphiprion ocellaris': null, 'Amphiprion percula': null, Amphiprion: null });
    expect(body.scientificName).toBe('Amphiprion ocellaris');
    expect(await sql`SELECT aphia_id FROM obis_at_depth`).toEqual([]);

    const stored = JSON.parse(((await sql`SELECT candidates FROM species_identifications WHERE id = ${first.id}`)[0] as { candidates: string }).candidates) as object[];
    const older = JSON.stringify(stored.map(({ atDepth: _atDepth, ...rest }: { atDepth?: unknown }) => rest));
    await sql`UPDATE species_identifications SET candidates = ${older} WHERE id = ${first.id}`;
    const read = (await owner.api.identifications({ id: first.id }).get()).data!;
    expect(read.candidates.map((c) => c.atDepth)).toEqual([null, null, null]);
    cleanup();
  });
});
