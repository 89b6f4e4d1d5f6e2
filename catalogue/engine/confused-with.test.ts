import { afterAll, expect, test } from 'bun:test';
import { fixtureIdentifications, insertFixtures, kebab } from '../../api/test-support/catalogue-fixtures';
import { catalogueTestApp, NO_REBUILD, stopCatalogueSites } from '../../api/test-support/catalogue-site';
import { catalogue } from '../../api/src/modules/catalogue';

const { publish, unpublish } = catalogue;

afterAll(stopCatalogueSites);

test('a species page shows "Often confused with" from its identifications’ look-alikes, those with a page linked', async () => {
  const app = await catalogueTestApp(NO_REBUILD);
  const [a, b] = fixtureIdentifications(2, { published: false, species: 2 });
  const lookAlikes = [{ name: b!.speciesName, scientificName: b!.scientificName }, { name: 'Made-up Goby', scientificName: 'Gobiodon imaginarius' }];
  const [first, second] = await insertFixtures(app.ctx.db, [{ ...a!, alternativeSpecies: JSON.stringify(lookAlikes) }, { ...b!, alternativeSpecies: '[]' }]);
  const { pageSlug } = await publish(app.ctx, first!);
  const section = async () => (await (await app.get(`/species/${pageSlug}`)).text()).match(/<section class="confused-with"[\s\S]*?<\/section>/)?.[0];

  // Not yet published: a name, without a link.
  expect(await section()).toContain(b!.speciesName);
  expect(await section()).not.toContain('href=');
  expect(await section()).toContain('Made-up Goby');

  await publish(app.ctx, second!);
  expect(await section()).toContain(`href="/species/${kebab(b!.scientificName)}"`);
  expect(await section()).toMatch(/<img src="\/uploads\/[^"]+"/);

  // Withdrawn from the catalogue: its link and picture go with it.
  await unpublish(app.ctx, second!);
  expect(await section()).not.toContain('href=');
});
