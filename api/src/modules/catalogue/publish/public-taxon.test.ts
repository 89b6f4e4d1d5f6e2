import { expect, test } from 'bun:test';
import { CONSENTED, insertIdentification } from '../../../../test-support/admin-fixtures';
import { recheckIdentifications } from '../../identifications/recheck';
import { createTaxonomy } from '../../taxa/service';
import { testApp } from '../../../../test-support/harness';
import { publish } from './service';

test('the public species response carries the WoRMS taxon and check of the entry and of its related photos', async () => {
  const app = testApp();
  // Saved before names were checked: the sweep checks them (against the harness's fake WoRMS).
  const first = insertIdentification(app, { scientificName: 'Chromis caerulea', speciesName: 'Blue-green chromis', classification: 'Animalia > Chordata', ...CONSENTED });
  const second = insertIdentification(app, { scientificName: 'Chromis viridis', speciesName: 'Blue-green chromis', ...CONSENTED });
  expect(await recheckIdentifications(app.ctx, createTaxonomy(app.ctx))).toBe(2);
  await publish(app.ctx, first.id);
  await publish(app.ctx, second.id);

  const species = await (await app.client().get(`/api/public/species/${first.slug}`)).json();
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
