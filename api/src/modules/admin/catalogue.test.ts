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
    expect((await visitor.api.public.species({ slug: app.slug }).get()).data?.id).toBe(app.ids[0]!);

    const { status, data } = await app.admin.api.admin.species({ slug: app.slug }).featured.put({ identificationId: app.ids[1]! });
    expect(status).toBe(200);
    expect(data).toEqual({ slug: app.slug, featuredIdentificationId: app.ids[1]! });
    const species = (await visitor.api.public.species({ slug: app.slug }).get()).data!;
    expect(species.id).toBe(app.ids[1]!);
    expect(species.relatedIdentifications.map((r) => r.id)).toEqual([app.ids[0]!]);
    const [entry] = (await app.admin.api.admin['audit-log'].get()).data!;
    expect(entry).toMatchObject({ action: 'species.feature', targetId: String(app.ids[1]), details: { slug: app.slug } });
  });

  test('only a published photo of that species can be featured; unknown pages are 404', async () => {
    const app = await catalogueWithAdmin();
    const otherSpecies = await app.admin.api.admin.species({ slug: app.slug }).featured.put({ identificationId: app.ids[2]! });
    expect(otherSpecies.status).toBe(409);
    expect(otherSpecies.error?.value).toMatchObject({ message: 'Only a published photo of this species can be featured on its page.' });
    expect((await app.admin.api.admin.species({ slug: 'no-such-page' }).featured.put({ identificationId: app.ids[0]! })).status).toBe(404);
    // Raw: an id of the wrong type, which the typed client would not send.
    expect((await app.admin.put(`/api/admin/species/${app.slug}/featured`, { identificationId: 'first' })).status).toBe(400);
  });

  test('members and visitors may not choose', async () => {
    const app = await catalogueWithAdmin();
    const member = app.client();
    await member.register('member');
    expect((await member.api.admin.species({ slug: app.slug }).featured.put({ identificationId: app.ids[1]! })).status).toBe(403);
    expect((await app.client().api.admin.species({ slug: app.slug }).featured.put({ identificationId: app.ids[1]! })).status).toBe(401);
  });
});

describe('GET /api/admin/catalogue/unresolved', () => {
  test('lists the published identifications WoRMS could not resolve, each on a page of its own', async () => {
    const app = await catalogueWithAdmin();
    const { status, data } = await app.admin.api.admin.catalogue.unresolved.get();
    expect(status).toBe(200);
    expect(data).toEqual([
      {
        id: app.unresolved,
        slug: app.other.slug,
        speciesName: app.other.speciesName,
        scientificName: app.other.scientificName,
        verification: 'unavailable',
        publishedAt: expect.stringMatching(/^2025-/),
      },
    ]);
    expect((await app.client().api.public.species({ slug: app.other.slug }).get()).status).toBe(200);
  });
});
