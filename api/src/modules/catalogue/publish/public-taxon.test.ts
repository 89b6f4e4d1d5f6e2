import { expect, test } from 'bun:test';
import { CONSENTED, insertIdentification } from '../../../../test-support/admin-fixtures';
import { identificationsForServer as identifications } from '../../identifications';
import { taxa } from '../../taxa';
import { testApp } from '../../../../test-support/harness';
import { publish } from './service';
const { recheckIdentifications } = identifications;
const { createTaxonomy } = taxa;

type App = Awaited<ReturnType<typeof testApp>>;
const CAIRNS = { latitude: -16.92371, longitude: 145.77312, locationSource: 'exif' as const };

/** A consented photo of a green sea turtle off Cairns: a threatened species, whose place and depth stay private. */
const threatenedTurtle = (app: App, extra: Parameters<typeof insertIdentification>[1] = {}) =>
  insertIdentification(app, { scientificName: 'Chelonia mydas', speciesName: 'Green sea turtle', conservationStatus: 'Endangered (EN)', ...CAIRNS, ...extra, ...CONSENTED });

/** The public answers that could give a photo's place or depth away: two species pages and the published photos. */
async function publicAnswers(app: App, first: { slug: string }, second: { slug: string }) {
  const texts: string[] = [];
  for (const path of [`/api/public/species/${first.slug}`, `/api/public/species/${second.slug}`, '/api/published-identifications']) {
    const response = await app.client().get(path);
    expect(response.status).toBe(200);
    texts.push(await response.text());
  }
  return texts;
}

test('the public species response carries the WoRMS taxon and check of the entry and of its related photos', async () => {
  const app = await testApp();
  // Saved before names were checked: the sweep checks them (against the harness's fake WoRMS).
  const first = await insertIdentification(app, { scientificName: 'Chromis caerulea', speciesName: 'Blue-green chromis', classification: 'Animalia > Chordata', ...CONSENTED });
  const second = await insertIdentification(app, { scientificName: 'Chromis viridis', speciesName: 'Blue-green chromis', ...CONSENTED });
  expect(await recheckIdentifications(app.ctx, createTaxonomy(app.ctx))).toBe(2);
  await publish(app.ctx, first.id);
  await publish(app.ctx, second.id);

  const species = (await app.client().api.public.species({ slug: first.slug }).get()).data!;
  expect(species).toMatchObject({
    scientificName: 'Chromis viridis',
    modelScientificName: 'Chromis caerulea',
    verification: 'synonym',
    conservationStatus: 'Least Concern',
    conservationStatusSource: 'worms-iucn',
    classification: 'Animalia > Chordata > Actinopterygii > Perciformes > Pomacentridae > Chromis',
    taxon: { aphiaId: 218855, scientificName: 'Chromis viridis', rank: 'Species', vernacularName: 'blue-green chromis' },
  });
  expect(species.relatedIdentifications).toHaveLength(1);
  expect(species.relatedIdentifications[0]).toMatchObject({ id: second.id, verification: 'verified', taxon: { aphiaId: 218855 } });
});

test('public answers say where a photo was taken only as the sea and 1° cell, and nothing for a threatened species', async () => {
  const app = await testApp();
  const reef = await insertIdentification(app, { scientificName: 'Chromis viridis', speciesName: 'Blue-green chromis', ...CAIRNS, ...CONSENTED });
  const turtle = await threatenedTurtle(app);
  expect(await recheckIdentifications(app.ctx, createTaxonomy(app.ctx))).toBe(2);
  await publish(app.ctx, reef.id);
  await publish(app.ctx, turtle.id);

  const texts = await publicAnswers(app, reef, turtle);
  expect(JSON.parse(texts[0]!).area).toBe('Coral Sea, 16–17°S, 145–146°E');
  expect(JSON.parse(texts[1]!).area).toBeNull();
  expect(JSON.parse(texts[2]!).map((entry: { id: number; area: string | null }) => [entry.id, entry.area]).sort()).toEqual([
    [reef.id, 'Coral Sea, 16–17°S, 145–146°E'],
    [turtle.id, null],
  ]);
  for (const text of texts) {
    expect(text).not.toContain('16.923');
    expect(text).not.toContain('145.773');
    expect(text).not.toContain('latitude');
  }
});

test('public answers give the depth to the metre, and none for a threatened species or a photo without one', async () => {
  const app = await testApp();
  const reef = await insertIdentification(app, { scientificName: 'Chromis viridis', speciesName: 'Blue-green chromis', ...CAIRNS, depthMeters: 12.62, depthSource: 'dive', ...CONSENTED });
  const shallow = await insertIdentification(app, { scientificName: 'Chromis viridis', speciesName: 'Blue-green chromis', ...CAIRNS, ...CONSENTED });
  const turtle = await threatenedTurtle(app, { depthMeters: 8.4, depthSource: 'user' });
  expect(await recheckIdentifications(app.ctx, createTaxonomy(app.ctx))).toBe(3);
  for (const { id } of [reef, shallow, turtle]) await publish(app.ctx, id);

  const texts = await publicAnswers(app, reef, turtle);
  expect(JSON.parse(texts[0]!).depthMeters).toBe(13);
  expect(JSON.parse(texts[1]!).depthMeters).toBeNull();
  expect(JSON.parse(texts[2]!).map((entry: { id: number; depthMeters: number | null }) => [entry.id, entry.depthMeters]).sort()).toEqual(
    [[reef.id, 13], [shallow.id, null], [turtle.id, null]].sort(),
  );
  for (const text of texts) {
    // Not as a number anywhere (a timestamp's "…:18.412Z" is not one).
    expect(text).not.toMatch(/(?<![\d.])12\.62(?!\d)/);
    expect(text).not.toMatch(/(?<![\d.])8\.4(?!\d)/);
    expect(text).not.toContain('diveId');
  }
});
