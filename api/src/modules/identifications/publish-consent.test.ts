import { afterEach, describe, expect, test } from 'bun:test';
import { withAdmin } from '../../../test-support/admin-fixtures';
import { fixtureIdentifications, insertFixtures, kebab } from '../../../test-support/catalogue-fixtures';
import { catalogueTestApp, stopCatalogueSites } from '../../../test-support/catalogue-site';
import { NO_CONSENT, TRASHED_NOT_PUBLISHABLE, VISITOR_NOT_PUBLISHABLE } from './publishable';

afterEach(stopCatalogueSites);

/**
 * A served catalogue, its admin, and a member who owns two photos of one species (both allowed in the catalogue
 * under the default licence, neither published yet).
 */
async function catalogueWithOwner() {
  const app = await withAdmin(await catalogueTestApp());
  const owner = app.client();
  const { id: userId } = await owner.register('diver');
  const rows = fixtureIdentifications(2, { published: false });
  rows[1] = { ...rows[1]!, speciesName: rows[0]!.speciesName, scientificName: rows[0]!.scientificName };
  const ids = await insertFixtures(app.ctx.db, rows) as [number, number];
  await app.sql`UPDATE species_identifications SET user_id = ${userId} WHERE id IN (${ids[0]}, ${ids[1]})`;
  const page = `/species/${kebab(rows[0]!.scientificName)}`;
  const publish = (id: number) => app.admin.api.admin.identifications({ id }).publish.post();
  const published = () => app.sql`SELECT id FROM species_identifications WHERE is_published = true ORDER BY id`;
  return { ...app, owner, userId, ids, page, publish, published };
}

describe('admin publish asks for the owner’s consent', () => {
  test('without consent: 409 saying why, and nothing goes public', async () => {
    const app = await catalogueWithOwner();
    const [id] = app.ids;
    expect((await app.owner.api.identifications({ id: id }).consent.post({ allow: false })).status).toBe(200);
    const refused = await app.publish(id);
    expect(refused.status).toBe(409);
    expect(refused.error?.value).toEqual({ code: 'catalogue.publish_refused', message: NO_CONSENT });
    expect(await app.published()).toEqual([]);
    expect((await app.get(app.page)).status).toBe(404);

    // Allowed again, under a licence of the owner's choice: publishing works and the page shows the licence.
    const allowed = await app.owner.api.identifications({ id: id }).consent.post({ allow: true, licence: 'CC0-1.0' });
    expect(allowed.data).toMatchObject({ catalogueConsent: true, licence: 'CC0-1.0' });
    expect((await app.publish(id)).status).toBe(200);
    const html = await (await app.get(app.page)).text();
    expect(html).toContain('CC0 1.0');
    expect(html).toContain('rel="license');
    const species = (await app.client().api.public.species({ slug: kebab(fixtureIdentifications(1)[0]!.scientificName) }).get()).data!;
    expect(species.identifications.map((photo) => photo.licence)).toEqual(['CC0-1.0']);
  });

  test('trashed: 409 saying why, even with consent', async () => {
    const app = await catalogueWithOwner();
    const [id] = app.ids;
    expect((await app.owner.api.identifications({ id: id }).trash.post()).status).toBe(204);
    const refused = await app.publish(id);
    expect(refused.status).toBe(409);
    expect(refused.error?.value).toEqual({ code: 'catalogue.publish_refused', message: TRASHED_NOT_PUBLISHABLE });
    expect(await app.published()).toEqual([]);
    const listed = (await app.admin.api.admin.identifications.get()).data!.find((row) => row.id === id);
    expect(listed).toMatchObject({ catalogueConsent: true, licence: 'CC-BY-NC-4.0', trashedAt: expect.stringMatching(/^\d{4}-/), publishRefusal: TRASHED_NOT_PUBLISHABLE });
  });

  test('a visitor’s identification: 409 saying why', async () => {
    const app = await catalogueWithOwner();
    const [id] = app.ids;
    await app.sql`UPDATE species_identifications SET user_id = NULL, visitor_id = 'someone' WHERE id = ${id}`;
    const refused = await app.publish(id);
    expect(refused.status).toBe(409);
    expect(refused.error?.value).toEqual({ code: 'catalogue.publish_refused', message: VISITOR_NOT_PUBLISHABLE });
  });
});

describe('leaving the catalogue at once', () => {
  test('withdrawing consent takes the photo off its page; the last one takes the page down', async () => {
    const app = await catalogueWithOwner();
    const [first, second] = app.ids;
    await app.publish(first);
    await app.publish(second);
    const photosOnPage = async () => [...(await (await app.get(app.page)).text()).matchAll(/data-gallery-photo=/g)].length;
    expect(await photosOnPage()).toBe(2);

    const withdrawn = await app.owner.api.identifications({ id: first }).consent.post({ allow: false });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.data).toMatchObject({ id: first, catalogueConsent: false, licence: null, isPublished: false });
    expect(await app.published()).toEqual([{ id: second }]);
    expect(await photosOnPage()).toBe(1);

    await app.owner.api.identifications({ id: second }).consent.post({ allow: false });
    expect(await app.published()).toEqual([]);
    expect((await app.get(app.page)).status).toBe(404);
  });

  test('a new licence shows on the page at once', async () => {
    const app = await catalogueWithOwner();
    const [first] = app.ids;
    await app.publish(first);
    expect(await (await app.get(app.page)).text()).toContain('CC BY-NC 4.0');
    await app.owner.api.identifications({ id: first }).consent.post({ allow: true, licence: 'CC-BY-4.0' });
    const html = await (await app.get(app.page)).text();
    expect(html).toContain('CC BY 4.0');
    expect(html).not.toContain('CC BY-NC 4.0');
    expect(await app.published()).toEqual([{ id: first }]);
  });

  test('trashing takes the photo out at once, and deleting does too', async () => {
    const app = await catalogueWithOwner();
    const [first, second] = app.ids;
    await app.publish(first);
    await app.publish(second);
    expect((await app.owner.api.identifications({ id: first }).trash.post()).status).toBe(204);
    expect(await app.published()).toEqual([{ id: second }]);
    expect((await app.get(app.page)).status).toBe(200);
    expect((await app.owner.api.identifications({ id: second }).delete()).status).toBe(204);
    expect(await app.published()).toEqual([]);
    expect((await app.get(app.page)).status).toBe(404);
  });
});
