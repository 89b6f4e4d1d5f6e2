import { expect, test } from 'bun:test';
import { findTaxa } from '../../src/modules/taxa/repo';
import { catalogue } from '../../src/modules/catalogue';
import { fixtureIdentifications, insertFixtures } from '../catalogue-fixtures';
import { testApp } from '../harness';
import { seaFixtures } from '.';

test('inserted sea fixtures keep their own taxa, classes and species pages; other rows get fixture taxa', async () => {
  const app = await testApp();
  const sea = seaFixtures(90, { species: 30 });
  const [other] = fixtureIdentifications(1, { start: 90 });
  await insertFixtures(app.ctx.db, [...sea.rows, other!], { taxa: sea.taxa });
  const stored = await findTaxa(app.ctx.db, sea.taxa.map((taxon) => taxon.aphiaId));
  expect(stored.size).toBe(30);
  for (const taxon of sea.taxa) expect(stored.get(taxon.aphiaId)!.classification).toEqual(taxon.classification);
  const pages = (await catalogue.loadCatalogue(app.ctx.db)).entries;
  expect(pages.length).toBe(31);
  expect(pages.some((page) => page.taxon?.scientificName.toLowerCase() === other!.scientificName.toLowerCase())).toBe(true);
});
