import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { speciesIdentifications } from '../../db/schema';
import { adminTestApp, CONSENTED, insertIdentification } from '../../../test-support/admin-fixtures';
import { first } from '../../db/client';
import { setReviewStatus } from '../../../test-support/review-fixtures';
import { identificationsForServer as identifications } from '../identifications';
import { taxa } from '../taxa';

const CHROMIS_VIRIDIS = 218855;

async function withIdentifications() {
  const app = await adminTestApp();
  const { id: userId } = await app.client().register('member');
  const older = await insertIdentification(app, { userId, imageUrl: '/uploads/a.webp', ...CONSENTED });
  const newer = await insertIdentification(app, { userId, speciesName: 'Green sea turtle', scientificName: 'Chelonia mydas', conservationStatus: null });
  const find = (id: number) => app.ctx.db.select().from(speciesIdentifications).where(eq(speciesIdentifications.id, id)).then(first);
  return { ...app, userId, older, newer, find };
}

describe('GET /api/admin/identifications', () => {
  test('lists every identification, newest first, with what the table shows', async () => {
    const app = await withIdentifications();
    const { status, data: list } = await app.admin.api.admin.identifications.get();
    expect(status).toBe(200);
    expect(list!.map((row) => row.id)).toEqual([app.newer.id, app.older.id]);
    expect(list![1]).toEqual({
      id: app.older.id,
      speciesName: 'Clownfish',
      scientificName: 'Amphiprion ocellaris',
      userId: app.userId,
      username: 'member',
      isPublished: false,
      publishedAt: null,
      conservationStatus: 'Least Concern',
      imageUrl: '/uploads/a.webp',
      slug: app.older.slug,
      catalogueConsent: true,
      licence: 'CC-BY-NC-4.0',
      trashedAt: null,
      publishRefusal: null,
      reviewStatus: 'unreviewed',
      aphiaId: null,
      communityTaxon: null,
      publishedButDisputed: false,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(list![0]).toMatchObject({ conservationStatus: null, imageUrl: null, catalogueConsent: false, licence: null });
    expect(list![0]!.publishRefusal).toBe('The owner has not allowed this identification in the public catalogue.');
  });

  test("gives the model's taxon and the experts' taxon, so the table names a sighting as the experts settled it", async () => {
    const app = await adminTestApp();
    const moved = await insertIdentification(app, {});
    await insertIdentification(app, { speciesName: 'Blue-green chromis', scientificName: 'Chromis viridis' });
    // Checked against WoRMS (both taxa cached); then the experts verify the clownfish as a blue-green chromis.
    expect(await identifications.recheckIdentifications(app.ctx, taxa.createTaxonomy(app.ctx))).toBe(2);
    await setReviewStatus(app.ctx.db, moved.id, 'verified', CHROMIS_VIRIDIS);
    const row = (await app.admin.api.admin.identifications.get()).data!.find((listed) => listed.id === moved.id)!;
    expect(row).toMatchObject({ speciesName: 'Clown anemonefish', aphiaId: 278400, reviewStatus: 'verified' });
    expect(row.communityTaxon).toMatchObject({ aphiaId: CHROMIS_VIRIDIS, scientificName: 'Chromis viridis', vernacularName: 'blue-green chromis' });
  });

  test("names each row's owner by username, and no one for a visitor's", async () => {
    const app = await withIdentifications();
    const visitors = await insertIdentification(app, { userId: null, visitorId: 'visitor-1' });
    const list = (await app.admin.api.admin.identifications.get()).data!;
    expect(list.map((row) => [row.id, row.username])).toEqual([
      [visitors.id, null],
      [app.newer.id, 'member'],
      [app.older.id, 'member'],
    ]);
  });
});

describe('POST /api/admin/identifications/{id}/publish and /unpublish', () => {
  test('publishing puts the species page online with its date; unpublishing takes it down', async () => {
    const app = await withIdentifications();
    const now = new Date('2026-04-01T09:30:00Z');
    app.setNow(now);
    const published = await app.admin.api.admin.identifications({ id: app.older.id }).publish.post();
    expect(published.status).toBe(200);
    expect(published.data).toEqual({ ok: true });
    expect(await app.find(app.older.id)).toMatchObject({ isPublished: true, publishedAt: now });
    expect((await app.find(app.newer.id))!.isPublished).toBe(false);

    const listed = (await app.admin.api.admin.identifications.get()).data!;
    expect(listed.find((row) => row.id === app.older.id)).toMatchObject({
      isPublished: true,
      publishedAt: now.toISOString(),
    });

    const visitor = app.client();
    const page = visitor.api.public.species({ slug: app.older.slug });
    expect((await page.get()).status).toBe(200);
    expect((await visitor.api.public.species({ slug: app.newer.slug }).get()).status).toBe(404);

    expect((await app.admin.api.admin.identifications({ id: app.older.id }).unpublish.post()).status).toBe(200);
    expect((await app.find(app.older.id))!.isPublished).toBe(false);
    expect((await page.get()).status).toBe(404);
    const after = (await app.admin.api.admin.identifications.get()).data!;
    expect(after.find((row) => row.id === app.older.id)!.isPublished).toBe(false);
  });

  test('an unknown identification is a 404', async () => {
    const app = await withIdentifications();
    const { status, error } = await app.admin.api.admin.identifications({ id: 12345 }).unpublish.post();
    expect(status).toBe(404);
    expect(error?.value).toEqual({ code: 'identifications.not_found', message: 'Identification not found' });
  });
});

describe('DELETE /api/admin/identifications/{id}', () => {
  test('removes the record, and only that one', async () => {
    const app = await withIdentifications();
    expect((await app.admin.api.admin.identifications({ id: app.older.id }).delete()).status).toBe(200);
    expect(await app.find(app.older.id)).toBeUndefined();
    expect(await app.find(app.newer.id)).toBeDefined();
    expect((await app.admin.api.admin.identifications({ id: app.older.id }).delete()).status).toBe(404);
  });
});
