import { afterEach, expect, test } from 'bun:test';
import { EMPTY_QUERY } from '@catalogue/discover/discover-filter';
import { NAME_INDEX_PATH, NameIndex, type NameIndexFile } from '@catalogue/discover/name-index';
import { catalogue } from '../../api/src/modules/catalogue';
import { taxa } from '../../api/src/modules/taxa';
import { fixtureIdentifications, insertFixtures } from '../../api/test-support/catalogue-fixtures';
import { catalogueTestApp, stopCatalogueSites } from '../../api/test-support/catalogue-site';
import { searchedCards } from '../../api/test-support/discover-cards';
import { namesPath } from '@catalogue/discover/discover-index';

/** Octopus vulgaris: the fake WoRMS gives it names in every language (made up in the recorded shape, worms-taxa.ts). */
const OCTOPUS = 140605;
/** Its names in English, German, Spanish, French and Chinese, as a diver of each language types them. */
const TYPED = ['common octopus', 'Krake', 'gemeiner krake', 'pulpo', 'Pulpo común', 'pieuvre', '章鱼', '普通章鱼'];

afterEach(stopCatalogueSites);

/** Octopus vulgaris and another species published through the app, the octopus's taxon asked of the fake WoRMS. */
async function octopusPublished() {
  const app = await catalogueTestApp();
  const octopus = (await taxa.createTaxonomy(app.ctx).taxa([OCTOPUS], AbortSignal.timeout(5_000))).get(OCTOPUS)!;
  const [row, other] = fixtureIdentifications(2, { published: false });
  const ids = await insertFixtures(app.ctx.db, [{ ...row!, speciesName: 'Common octopus', scientificName: 'Octopus vulgaris' }, other!], { taxa: [octopus] });
  for (const id of ids) await catalogue.publish(app.ctx, id);
  await app.site.listed();
  return app;
}

test('Discover finds a species by any of its common names in any language, online and offline, after a publish and after the full build alike', async () => {
  const { get, site, client } = await octopusPublished();
  const files = [NAME_INDEX_PATH, namesPath('kra'), namesPath('pul'), namesPath('___')];
  const read = () => Promise.all(files.map(async (path) => (await get(path)).text()));
  const published = await read();

  for (const q of TYPED) {
    // Online: the names files, as the browser reads them. Offline: the name index a device keeps.
    expect((await searchedCards(get, { ...EMPTY_QUERY, q })).map((card) => card.slug)).toEqual(['octopus-vulgaris']);
    const index = new NameIndex(JSON.parse(published[0]!) as NameIndexFile);
    expect(index.find({ ...EMPTY_QUERY, q }).map((card) => card.slug)).toEqual(['octopus-vulgaris']);
  }

  // The species' published facts carry every name by language; the page goes by its English name.
  const species = (await client().api.public.species({ slug: 'octopus-vulgaris' }).get()).data!;
  expect(species.taxon?.commonNames).toEqual({ en: ['common octopus'], es: ['pulpo común', 'pulpo'], fr: ['pieuvre'], de: ['Gemeiner Krake', 'Krake'], 'zh-Hans': ['普通章鱼'] });
  expect(species.taxon?.vernacularNames).toEqual(['common octopus']);
  const page = await (await get('/species/octopus-vulgaris')).text();
  expect(page).toContain('Common octopus');
  expect(page).not.toContain('Krake');

  // The full build that follows writes the very bytes the publish did.
  await site.settled();
  expect(await read()).toEqual(published);
});
