import { describe, expect, test } from 'bun:test';
import { speciesIdentifications } from '../../../db/schema';
import { testApp } from '../../../../test-support/harness';
import { fixtureIdentifications, insertFixtures } from '../../../../test-support/catalogue-fixtures';
import { identifications } from '../../identifications';
import { NO_TAXON_PHOTO, publish } from './service';

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
    expect(unpublished.status).toBe(404);
    expect(await unpublished.json()).toEqual({ message: NO_TAXON_PHOTO });

    await publish(app.ctx, app.id);
    const setRow = (changes: Partial<typeof speciesIdentifications.$inferInsert>) => app.ctx.db.update(speciesIdentifications).set(changes);
    await setRow({ catalogueConsent: false });
    expect((await app.photoOf(app.aphiaId)).status).toBe(404);
    await setRow({ catalogueConsent: true, trashedAt: new Date() });
    expect((await app.photoOf(app.aphiaId)).status).toBe(404);
    await setRow({ trashedAt: null, licence: null });
    expect((await app.photoOf(app.aphiaId)).status).toBe(404);
  });

  test('an unknown taxon is a 404; an AphiaID that is not a whole number from 1 is a 400', async () => {
    const app = await taxonApp();
    expect((await app.photoOf(999_999_999)).status).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5']) expect((await app.photoOf(bad)).status).toBe(400);
  });
});
