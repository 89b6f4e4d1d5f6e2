import { describe, expect, test } from 'bun:test';
import { fixtureIdentifications, insertFixtures, kebab } from '../../../test-support/catalogue-fixtures';
import { adminTestApp } from '../../../test-support/admin-fixtures';

/** Two published photos of one species, one of another, and one whose name WoRMS could not resolve. */
async function catalogueWithAdmin() {
  const app = await adminTestApp();
  const [a, b, c, d] = fixtureIdentifications(4);
  const ids = await insertFixtures(app.ctx.db, [a!, { ...b!, speciesName: a!.speciesName, scientificName: a!.scientificName }, c!]);
  const [unresolved] = await insertFixtures(app.ctx.db, [d!], { unresolved: true });
  return { ...app, ids, unresolved: unresolved!, slug: kebab(a!.scientificName), other: d! };
}

describe('PUT /api/admin/species/{slug}/featured', () => {
  test('the admin chooses whose text the page shows; the choice is in the audit log', async () => {
    const app = await catalogueWithAdmin();
    const visitor = app.client();
    expect((await (await visitor.get(`/api/public/species/${app.slug}`)).json()).id).toBe(app.ids[0]);

    const response = await app.admin.put(`/api/admin/species/${app.slug}/featured`, { identificationId: app.ids[1] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ slug: app.slug, featuredIdentificationId: app.ids[1] });
    const species = await (await visitor.get(`/api/public/species/${app.slug}`)).json();
    expect(species.id).toBe(app.ids[1]);
    expect(species.relatedIdentifications.map((r: { id: number }) => r.id)).toEqual([app.ids[0]]);
    const [entry] = await (await app.admin.get('/api/admin/audit-log')).json();
    expect(entry).toMatchObject({ action: 'species.feature', targetId: String(app.ids[1]), details: { slug: app.slug } });
  });

  test('only a published photo of that species can be featured; unknown pages are 404', async () => {
    const app = await catalogueWithAdmin();
    const otherSpecies = await app.admin.put(`/api/admin/species/${app.slug}/featured`, { identificationId: app.ids[2] });
    expect(otherSpecies.status).toBe(409);
    expect((await otherSpecies.json()).message).toBe('Only a published photo of this species can be featured on its page.');
    expect((await app.admin.put('/api/admin/species/no-such-page/featured', { identificationId: app.ids[0] })).status).toBe(404);
    expect((await app.admin.put(`/api/admin/species/${app.slug}/featured`, { identificationId: 'first' })).status).toBe(400);
  });

  test('members and visitors may not choose', async () => {
    const app = await catalogueWithAdmin();
    const member = app.client();
    await member.register('member');
    expect((await member.put(`/api/admin/species/${app.slug}/featured`, { identificationId: app.ids[1] })).status).toBe(403);
    expect((await app.client().put(`/api/admin/species/${app.slug}/featured`, { identificationId: app.ids[1] })).status).toBe(401);
  });
});

describe('GET /api/admin/catalogue/unresolved', () => {
  test('lists the published identifications WoRMS could not resolve, each on a page of its own', async () => {
    const app = await catalogueWithAdmin();
    const response = await app.admin.get('/api/admin/catalogue/unresolved');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        id: app.unresolved,
        slug: app.other.slug,
        speciesName: app.other.speciesName,
        scientificName: app.other.scientificName,
        verification: 'unavailable',
        publishedAt: expect.stringMatching(/^2025-/),
      },
    ]);
    expect((await app.client().get(`/api/public/species/${app.other.slug}`)).status).toBe(200);
  });
});
