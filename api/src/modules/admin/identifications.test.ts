import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { speciesIdentifications } from '../../db/schema';
import { adminTestApp, CONSENTED, insertIdentification } from '../../../test-support/admin-fixtures';
import { first } from '../../db/client';

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
    const response = await app.admin.get('/api/admin/identifications');
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.map((row: { id: number }) => row.id)).toEqual([app.newer.id, app.older.id]);
    expect(list[1]).toEqual({
      id: app.older.id,
      speciesName: 'Clownfish',
      scientificName: 'Amphiprion ocellaris',
      userId: app.userId,
      isPublished: false,
      publishedAt: null,
      conservationStatus: 'Least Concern',
      imageUrl: '/uploads/a.webp',
      slug: app.older.slug,
      catalogueConsent: true,
      licence: 'CC-BY-NC-4.0',
      trashedAt: null,
      publishRefusal: null,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(list[0]).toMatchObject({ conservationStatus: null, imageUrl: null, catalogueConsent: false, licence: null });
    expect(list[0].publishRefusal).toBe('The owner has not allowed this identification in the public catalogue.');
  });
});

describe('POST /api/admin/identifications/{id}/publish and /unpublish', () => {
  test('publishing puts the species page online with its date; unpublishing takes it down', async () => {
    const app = await withIdentifications();
    const now = new Date('2026-04-01T09:30:00Z');
    app.setNow(now);
    const published = await app.admin.post(`/api/admin/identifications/${app.older.id}/publish`);
    expect(published.status).toBe(200);
    expect(await published.json()).toEqual({ ok: true });
    expect(await app.find(app.older.id)).toMatchObject({ isPublished: true, publishedAt: now });
    expect((await app.find(app.newer.id))!.isPublished).toBe(false);

    const listed = await (await app.admin.get('/api/admin/identifications')).json();
    expect(listed.find((row: { id: number }) => row.id === app.older.id)).toMatchObject({
      isPublished: true,
      publishedAt: now.toISOString(),
    });

    const visitor = app.client();
    const page = `/api/public/species/${app.older.slug}`;
    expect((await visitor.get(page)).status).toBe(200);
    expect((await visitor.get(`/api/public/species/${app.newer.slug}`)).status).toBe(404);

    expect((await app.admin.post(`/api/admin/identifications/${app.older.id}/unpublish`)).status).toBe(200);
    expect((await app.find(app.older.id))!.isPublished).toBe(false);
    expect((await visitor.get(page)).status).toBe(404);
    const after = await (await app.admin.get('/api/admin/identifications')).json();
    expect(after.find((row: { id: number }) => row.id === app.older.id).isPublished).toBe(false);
  });

  test('an unknown identification is a 404', async () => {
    const app = await withIdentifications();
    const response = await app.admin.post('/api/admin/identifications/12345/unpublish');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Identification not found' });
  });
});

describe('DELETE /api/admin/identifications/{id}', () => {
  test('removes the record, and only that one', async () => {
    const app = await withIdentifications();
    expect((await app.admin.delete(`/api/admin/identifications/${app.older.id}`)).status).toBe(200);
    expect(await app.find(app.older.id)).toBeUndefined();
    expect(await app.find(app.newer.id)).toBeDefined();
    expect((await app.admin.delete(`/api/admin/identifications/${app.older.id}`)).status).toBe(404);
  });
});
