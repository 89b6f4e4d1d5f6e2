import { afterEach, expect, test } from 'bun:test';
import { LANGUAGES, pathIn } from '@rules/languages';
import { catalogue } from '../../api/src/modules/catalogue';
import { taxa } from '../../api/src/modules/taxa';
import { fixtureIdentifications, insertFixtures } from '../../api/test-support/catalogue-fixtures';
import { catalogueTestApp, NO_REBUILD, stopCatalogueSites } from '../../api/test-support/catalogue-site';

/** Octopus vulgaris: the fake WoRMS gives it names in every language (worms-taxa.ts). */
const OCTOPUS = 140605;

afterEach(stopCatalogueSites);

/** Octopus vulgaris and another species published through the app; no full rebuild unless the test asks for one. */
async function octopusPublished(options = NO_REBUILD) {
  const app = await catalogueTestApp(options);
  const octopus = (await taxa.createTaxonomy(app.ctx).taxa([OCTOPUS], AbortSignal.timeout(5_000))).get(OCTOPUS)!;
  const [row, other] = fixtureIdentifications(2, { published: false });
  const ids = await insertFixtures(app.ctx.db, [{ ...row!, speciesName: 'Common octopus', scientificName: 'Octopus vulgaris' }, other!], { taxa: [octopus] });
  for (const id of ids) await catalogue.publish(app.ctx, id);
  await app.site.listed();
  return { ...app, octopusId: ids[0]! };
}

const page = (language: (typeof LANGUAGES)[number]) => pathIn(language, '/species/octopus-vulgaris');

test("a species page answers in every language as soon as it is published, in that language's template, name and links", async () => {
  const { get } = await octopusPublished();
  for (const language of LANGUAGES) {
    const response = await get(page(language));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toStartWith(`<!doctype html><html lang="${language}">`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:4321${page(language)}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost:4321/species/octopus-vulgaris">`);
  }
  const german = await (await get('/de/species/octopus-vulgaris')).text();
  expect(german).toContain('<h1>Gemeiner Krake</h1>');
  expect(german).toContain('Gemeiner Krake, Krake');
  expect(german).toContain('<i>Octopus vulgaris</i>');
  expect(await (await get('/zh/species/octopus-vulgaris/')).text()).toContain('<h1>普通章鱼</h1>');
  // Held once asked: the same bytes again, however it is asked.
  expect(await (await get('/de/species/octopus-vulgaris/index.html')).text()).toBe(german);
});

test('an unpublished page leaves every language at once, and an unknown one answers 404 in its language', async () => {
  const app = await octopusPublished();
  expect((await app.get('/fr/species/octopus-vulgaris')).status).toBe(200);
  await catalogue.unpublish(app.ctx, app.octopusId);
  await app.site.listed();
  for (const language of LANGUAGES) {
    const response = await app.get(page(language));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`<html lang="${language}">`);
  }
});

test('Discover answers in every language, after a publish and after the full build alike, its cards named and linked in it', async () => {
  const { get, site } = await octopusPublished({ rebuildDebounceMs: 50, rebuildMaxWaitMs: 1000 });
  const read = () => Promise.all(LANGUAGES.map(async (language) => (await get(pathIn(language, '/discover'))).text()));
  const published = await read();
  for (const [i, language] of LANGUAGES.entries()) {
    expect(published[i]).toStartWith(`<!doctype html><html lang="${language}">`);
    expect(published[i]).toContain(`href="${page(language)}"`);
  }
  const german = published[LANGUAGES.indexOf('de')]!;
  expect(german).toContain('<h1>Meeresarten entdecken</h1>');
  expect(german).toContain('<h2 data-card-name="true">Gemeiner Krake</h2>');
  expect(published[LANGUAGES.indexOf('zh-Hans')]).toContain('<h1>探索海洋物种</h1>');
  expect(published[LANGUAGES.indexOf('en')]).toContain('<h2 data-card-name="true">Common octopus</h2>');
  expect((await get('/de/discover/')).status).toBe(200);

  // The full build that follows writes the very bytes the publish did.
  await site.settled();
  expect(site.currentBuildId).not.toBeNull();
  expect(await read()).toEqual(published);
});

test("the home page is rewritten in every language after a publish and after the full build, its strip in that language", async () => {
  const { get, site } = await octopusPublished({ rebuildDebounceMs: 50, rebuildMaxWaitMs: 1000 });
  const read = () => Promise.all(LANGUAGES.map(async (language) => (await get(pathIn(language, '/'))).text()));
  const published = await read();
  for (const [i, language] of LANGUAGES.entries()) {
    expect(published[i]).toStartWith(`<!doctype html><html lang="${language}">`);
    expect(published[i]).toContain(`<a class="recent-tile" href="${page(language)}">`);
  }
  const german = published[LANGUAGES.indexOf('de')]!;
  expect(german).toContain('<h2 id="recent-title">Kürzlich bestimmt</h2>');
  expect(german).toContain('<span class="recent-name">Gemeiner Krake</span>');
  expect(german).not.toContain('Recently identified');
  expect(published[LANGUAGES.indexOf('zh-Hans')]).toContain('<h2 id="recent-title">最近识别</h2>');
  expect(published[LANGUAGES.indexOf('en')]).toContain('<span class="recent-name">Common octopus</span>');
  expect(await (await get('/de/index.html')).text()).toBe(german);

  await site.settled();
  expect(site.currentBuildId).not.toBeNull();
  expect(await read()).toEqual(published);
});
