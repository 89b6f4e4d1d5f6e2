import { describe, expect, test } from 'bun:test';
import { speciesIdentifications } from '../../../db/schema';
import { testApp } from '../../../../test-support/harness';
import { findTaxa, fixtureIdentifications, insertFixtures, saveTaxon } from '../../../../test-support/catalogue-fixtures';
import { identificationsForCatalogue as identifications } from '../../identifications';
import { publish } from './service';

/** One identification of a taxon, not published yet (its owner consents), and the taxon's AphiaID. */
async function taxonApp() {
  const app = await testApp();
  const [id] = await insertFixtures(app.ctx.db, fixtureIdentifications(1, { published: false }));
  const row = (await identifications.findIdentification(app.ctx.db, id!))!;
  const photoOf = (aphiaId: number | string) => app.client().get(`/api/public/taxa/${aphiaId}/photo`);
  return { ...app, id: id!, row, aphiaId: row.aphiaId!, photoOf };
}

describe('GET /api/public/taxa/:aphiaId/photo', () => {
  test('answers a published photo of the taxon and its species page, cacheable for a few minutes', async () => {
    const app = await taxonApp();
    const { pageSlug } = await publish(app.ctx, app.id);
    const response = await app.photoOf(app.aphiaId);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({ imageUrl: app.row.imageUrl, speciesSlug: pageSlug });
    const typed = await app.client().api.public.taxa({ aphiaId: app.aphiaId }).photo.get();
    expect(typed.data).toEqual({ imageUrl: app.row.imageUrl!, speciesSlug: pageSlug! });
  });

  test('never an unpublished photo, nor one trashed or without consent, whatever its published flag says', async () => {
    const app = await taxonApp();
    const unpublished = await app.photoOf(app.aphiaId);
    expect(unpublished.status).toBe(204);
    expect(await unpublished.text()).toBe('');

    await publish(app.ctx, app.id);
    const setRow = (changes: Partial<typeof speciesIdentifications.$inferInsert>) => app.ctx.db.update(speciesIdentifications).set(changes);
    await setRow({ catalogueConsent: false });
    expect((await app.photoOf(app.aphiaId)).status).toBe(204);
    await setRow({ catalogueConsent: true, trashedAt: new Date() });
    expect((await app.photoOf(app.aphiaId)).status).toBe(204);
    await setRow({ trashedAt: null, licence: null });
    expect((await app.photoOf(app.aphiaId)).status).toBe(204);
  });

  test('a taxon the catalogue has no photo of is a 204 with no body (no error in the browser); a bad AphiaID a 400', async () => {
    const app = await taxonApp();
    expect((await app.photoOf(999_999_999)).status).toBe(204);
    for (const bad of ['abc', '0', '-3', '1.5']) expect((await app.photoOf(bad)).status).toBe(400);
  });

  test('a species without a photo of its own gets one of its genus, else of its family, labelled so', async () => {
    const app = await taxonApp();
    const { pageSlug } = await publish(app.ctx, app.id);
    const own = (await findTaxa(app.ctx.db, [app.aphiaId])).get(app.aphiaId)!;
    const { genus, family } = own.classification;
    const kin = (aphiaId: number, scientificName: string, classification: Partial<typeof own.classification>) =>
      saveTaxon(app.ctx.db, { ...own, aphiaId, scientificName, vernacularNames: [], classification: { ...own.classification, ...classification } });
    await kin(1_000_001, `${genus} sibling`, {});
    await kin(1_000_002, 'Othergenus cousin', { genus: 'Othergenus' });
    await kin(1_000_003, 'Stranger stranger', { genus: 'Stranger', family: 'Strangeridae' });

    const sibling = await app.photoOf(1_000_001);
    expect(sibling.status).toBe(200);
    expect(await sibling.json()).toEqual({ imageUrl: app.row.imageUrl, speciesSlug: pageSlug, of: { rank: 'genus', name: genus } });
    expect(await (await app.photoOf(1_000_002)).json()).toEqual({ imageUrl: app.row.imageUrl, speciesSlug: pageSlug, of: { rank: 'family', name: family } });
    expect((await app.photoOf(1_000_003)).status).toBe(204);
  });
});
