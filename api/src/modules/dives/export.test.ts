import { describe, expect, test } from 'bun:test';
import { fakeModel, identify, identifyApp, makePremium, photo } from '../../../test-support/identify';
import type { TestClient } from '../../../test-support/harness';
import { fixtureFile, importLog } from '../../../test-support/dive-logs';

const provider = fakeModel();

/** Every dive of an account as the API gives it, with its profile, without what is the account's own (ids, sightings). */
async function divesOf(client: TestClient) {
  const list = (await client.api.dives.get({ query: { limit: '100' } })).data!;
  const details = await Promise.all(list.map(async (dive) => (await client.api.dives({ id: dive.id }).get()).data!));
  return details.map(({ startedAt, durationSeconds, maxDepthMeters, site, profile, cameraOffsetSeconds }) => ({ startedAt, durationSeconds, maxDepthMeters, site, profile, cameraOffsetSeconds }));
}

describe('GET /api/dives/export', () => {
  test('a Subsurface log of every dive, with its sites, samples, camera offset and pictures, that imports into another account as the same dives', async () => {
    const app = await identifyApp(provider.fake);
    const diver = await app.signUp('diver');
    await makePremium(app.ctx.db, 'diver');
    const dives = (await importLog(diver, await fixtureFile('palau-trips.ssrf'))).data!.dives;
    const blueCorner = dives.find((dive) => dive.site?.name === 'Blue Corner')!;
    const seen = (await identify(diver, await photo(320, 240), { fields: { observedAt: '2025-06-14T09:41:07' } })).data!;
    expect(seen.diveId).toBe(blueCorner.id);
    // The camera a minute fast on Blue Corner: the picture sits 1 min earlier into the dive, 10:07.
    await diver.api.dives({ id: blueCorner.id }).put({ cameraOffsetSeconds: -60 });

    const answer = await diver.get('/api/dives/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="reefid-dives.ssrf"');
    const xml = await answer.text();
    expect(xml.startsWith("<divelog program='subsurface' version='3'>\n<divesites>\n")).toBe(true);
    expect(xml).toContain("name='Blue Corner' gps='7.132557 134.224213'>");
    expect(xml).toContain("name='Jake&apos;s Plane'>");
    expect(xml).toContain("date='2025-06-14' time='09:30:00' duration='45:30 min'>");
    expect(xml).toContain("  <sample time='12:00 min' depth='22.1 m' />");
    expect(xml).toContain("  <extradata key='Camera clock offset (seconds)' value='-60' />");
    expect(xml).toContain(`  <picture filename='${seen.imageUrl!.split('/').at(-1)}' offset='+10:07 min'/>`);
    expect(xml).toContain(`  <notes>Seen (ReefID): ${seen.speciesName} (${seen.scientificName})</notes>`);
    expect(xml.endsWith('</dives>\n</divelog>\n')).toBe(true);

    const other = await app.signUp('other');
    const imported = (await importLog(other, new File([xml], 'reefid-dives.ssrf'))).data!;
    expect({ imported: imported.imported, skippedSamples: imported.skippedSamples, skippedDives: imported.skippedDives }).toEqual({ imported: 4, skippedSamples: 0, skippedDives: 0 });
    expect(await divesOf(other)).toEqual(await divesOf(diver));
    app.cleanup();
  });

  test('text is escaped, an account without dives gets an empty log, a visitor 401', async () => {
    const app = await identifyApp(provider.fake);
    const diver = await app.signUp('diver');
    expect(await (await diver.get('/api/dives/export')).text()).toBe("<divelog program='subsurface' version='3'>\n<divesites>\n</divesites>\n<dives>\n</dives>\n</divelog>\n");
    const dives = (await importLog(diver, await fixtureFile('palau-trips.ssrf'))).data!.dives;
    await diver.api.dives({ id: dives[0]!.id }).put({ siteName: `<Rock & "Roll"> 'n' \u0007` });
    expect(await (await diver.get('/api/dives/export')).text()).toContain("name='&lt;Rock &amp; &quot;Roll&quot;&gt; &apos;n&apos; ?'");
    expect((await app.client().get('/api/dives/export')).status).toBe(401);
    app.cleanup();
  });
});
