import { describe, expect, test } from 'bun:test';
import { testApp } from '../../../../test-support/harness';
import { fixtureIdentifications, insertFixtures } from '../../../../test-support/catalogue-fixtures';
import { SPECIES_NOT_PUBLISHED } from './service';

/** Three published photos (two of one species) and one unpublished identification. */
async function catalogueApp() {
  const app = await testApp();
  const [a, b, c, hidden] = fixtureIdentifications(4);
  const ids = await insertFixtures(app.ctx.db, [
    { ...a!, speciesName: 'Clown Anemonefish', scientificName: 'Amphiprion ocellaris', slug: 'clown-anemonefish-1' },
    { ...b!, speciesName: 'Clownfish', scientificName: 'amphiprion ocellaris', slug: 'clownfish-2', uploaderName: 'Aiko' },
    { ...c!, speciesName: 'Blue Tang', scientificName: 'Paracanthurus hepatus', slug: 'blue-tang-3' },
    { ...hidden!, slug: 'hidden-4', isPublished: false, publishedAt: null },
  ]);
  return { ...app, ids };
}

describe('GET /api/public/species/{slug}', () => {
  test('answers the taxon, its featured identification and every published photo, without credentials', async () => {
    const { client, ids } = await catalogueApp();
    const response = await client().api.public.species({ slug: 'amphiprion-ocellaris' }).get();
    expect(response.status).toBe(200);
    const species = response.data!;
    expect(species).toMatchObject({
      id: ids[0],
      slug: 'amphiprion-ocellaris',
      speciesName: 'Clown Anemonefish',
      taxon: { scientificName: 'Amphiprion ocellaris', rank: 'Species', vernacularNames: ['Clown Anemonefish', 'Clownfish'] },
    });
    expect(species.identifications.map((photo) => photo.id)).toEqual([ids[0]!, ids[1]!]);
    expect(species.relatedIdentifications.map((related) => related.slug)).toEqual(['clownfish-2']);
    expect(species.relatedIdentifications[0]).toMatchObject({ uploaderName: 'Aiko', imageUrl: expect.stringMatching(/^\/uploads\//) });
    expect(Array.isArray(species.alternativeSpecies)).toBe(true);
  });

  test('never shows who owns it or the model bookkeeping', async () => {
    const species = (await (await catalogueApp()).client().api.public.species({ slug: 'paracanthurus-hepatus' }).get()).data!;
    for (const record of [species, ...species.identifications]) {
      for (const field of ['userId', 'visitorId', 'imageHighResUrl', 'model', 'tokensUsed', 'candidates', 'trashedAt']) {
        expect(record).not.toHaveProperty(field);
      }
    }
    expect(species.relatedIdentifications).toEqual([]);
  });

  test('answers 404 for an unpublished or unknown slug', async () => {
    const { client } = await catalogueApp();
    for (const slug of ['hidden-4', 'no-such-species']) {
      const response = await client().api.public.species({ slug }).get();
      expect(response.status).toBe(404);
      expect(response.error?.value).toEqual({ code: 'species.not_published', message: SPECIES_NOT_PUBLISHED });
    }
  });

  test('a published identification’s own slug or id answers with the page its photo is on', async () => {
    const { client, ids } = await catalogueApp();
    expect((await client().api.public.species({ slug: 'clownfish-2' }).get()).data).toMatchObject({ slug: 'amphiprion-ocellaris', id: ids[0] });
    expect((await client().api.public.species({ slug: ids[2]! }).get()).data).toMatchObject({ slug: 'paracanthurus-hepatus' });
    expect((await client().api.public.species({ slug: ids[3]! }).get()).status).toBe(404);
  });
});

describe('GET /api/published-identifications', () => {
  test('lists every published identification by species name, and nothing else', async () => {
    const { client } = await catalogueApp();
    const response = await client().api['published-identifications'].get();
    expect(response.status).toBe(200);
    const list = response.data!;
    expect(list.map((entry) => entry.slug)).toEqual(['blue-tang-3', 'clown-anemonefish-1', 'clownfish-2']);
    expect(list[0]).not.toHaveProperty('userId');
  });
});

describe('the catalogue follows identifications their owners change', () => {
  test('a published identification trashed or deleted through the API leaves the list at once', async () => {
    const app = await catalogueApp();
    const owner = app.client();
    const { id: userId } = await owner.register('diver');
    const [first, second] = app.ids;
    await app.sql`UPDATE species_identifications SET user_id = ${userId} WHERE id IN (${first}, ${second})`;
    const listed = async () => (await (await app.client().get('/api/published-identifications')).json()).map((entry: { slug: string }) => entry.slug);

    expect((await owner.post(`/api/identifications/${first}/trash`)).status).toBe(204);
    expect(await listed()).toEqual(['blue-tang-3', 'clownfish-2']);
    expect((await owner.delete(`/api/identifications/${second}`)).status).toBe(204);
    expect(await listed()).toEqual(['blue-tang-3']);
  });
});
