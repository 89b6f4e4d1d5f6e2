import { describe, expect, test } from 'bun:test';
import { adminTestApp, CONSENTED, insertIdentification } from '../../../../test-support/admin-fixtures';
import { addReview, makeExperts, setReviewStatus } from '../../../../test-support/review-fixtures';
import { identificationsForServer as identifications } from '../../identifications';
import { taxa } from '../../taxa';

const CHROMIS_VIRIDIS = 218855;
const CLOWNFISH = 278400;
const CHROMIS_ATRIPECTORALIS = 218857;

/** Published sightings of two species, some of them reviewed by experts, as the reviews' module leaves them. */
async function reviewedCatalogue() {
  const app = await adminTestApp();
  const chromis = { speciesName: 'Blue-green chromis', scientificName: 'Chromis viridis', ...CONSENTED };
  const plain = await insertIdentification(app, chromis);
  const verified = await insertIdentification(app, chromis);
  // The model said clownfish; the experts agree it is a blue-green chromis.
  const moved = await insertIdentification(app, { imageUrl: '/uploads/moved.webp', ...CONSENTED });
  const clownfish = await insertIdentification(app, { imageUrl: '/uploads/clownfish.webp', ...CONSENTED });
  expect(await identifications.recheckIdentifications(app.ctx, taxa.createTaxonomy(app.ctx))).toBe(4);

  for (const name of ['ex1', 'ex2', 'ex3', 'ex4']) await app.client().register(name);
  const experts = await makeExperts(app.ctx.db, ['ex1', 'ex2', 'ex4']);
  const former = await makeExperts(app.ctx.db, ['ex3'], { former: true });
  const db = app.ctx.db;
  await addReview(db, verified.id, experts.get('ex1')!, 'agree', CHROMIS_VIRIDIS);
  await addReview(db, verified.id, experts.get('ex2')!, 'suggest', CHROMIS_VIRIDIS);
  // Neither counts: an expert no longer, and one who named another species.
  await addReview(db, verified.id, former.get('ex3')!, 'agree', CHROMIS_VIRIDIS);
  await addReview(db, verified.id, experts.get('ex4')!, 'suggest', CHROMIS_ATRIPECTORALIS);
  await setReviewStatus(db, verified.id, 'verified', CHROMIS_VIRIDIS);
  await addReview(db, moved.id, experts.get('ex1')!, 'suggest', CHROMIS_VIRIDIS);
  await addReview(db, moved.id, experts.get('ex4')!, 'cannot-tell', null);
  await setReviewStatus(db, moved.id, 'verified', CHROMIS_VIRIDIS);

  for (const { id } of [plain, verified, moved, clownfish]) {
    expect((await app.admin.api.admin.identifications({ id }).publish.post()).status).toBe(200);
  }
  return { ...app, plain, verified, moved, clownfish };
}

describe('species pages of reviewed sightings', () => {
  test('a sighting is on its community taxon’s page, verified ones first, each with how many experts agreed', async () => {
    const app = await reviewedCatalogue();
    const visitor = app.client();
    const species = (await visitor.api.public.species({ slug: 'chromis-viridis' }).get()).data!;
    expect(species.identifications.map((photo) => photo.id)).toEqual([app.verified.id, app.moved.id, app.plain.id]);
    // The featured photo is the first: a verified one.
    expect(species.id).toBe(app.verified.id);
    expect(species.identifications.map((photo) => [photo.reviewStatus, photo.verifiedBy])).toEqual([
      ['verified', 2],
      ['verified', 1],
      ['unreviewed', 0],
    ]);
    expect(species.identifications[1]).toMatchObject({ taxon: { aphiaId: CLOWNFISH }, communityTaxon: { aphiaId: CHROMIS_VIRIDIS } });
    // Who reviewed is not public.
    expect(JSON.stringify(species)).not.toContain('ex1');

    // The model's taxon keeps only the photos the experts did not move; the moved one's own slug leads to its page.
    const clownfish = (await visitor.api.public.species({ slug: app.clownfish.slug }).get()).data!;
    expect(clownfish.identifications.map((photo) => photo.id)).toEqual([app.clownfish.id]);
    expect((await visitor.api.public.species({ slug: app.moved.slug }).get()).data?.slug).toBe('chromis-viridis');
    const taxonPhoto = (await visitor.api.public.taxa({ aphiaId: CLOWNFISH }).photo.get()).data!;
    expect(taxonPhoto.speciesSlug).toBe(clownfish.slug);
  });
});

test('the owner is told their photo is in the catalogue under the name of the page it is on: the experts’ taxon', async () => {
  const app = await adminTestApp();
  const owner = app.client();
  const { id: userId } = await owner.register('owner');
  // The model said clownfish; the experts verified a blue-green chromis.
  const moved = await insertIdentification(app, { userId, imageUrl: '/uploads/moved.webp', ...CONSENTED });
  // Another diver's chromis brings its taxon from WoRMS.
  await insertIdentification(app, { speciesName: 'Blue-green chromis', scientificName: 'Chromis viridis' });
  expect(await identifications.recheckIdentifications(app.ctx, taxa.createTaxonomy(app.ctx))).toBe(2);
  await setReviewStatus(app.ctx.db, moved.id, 'verified', CHROMIS_VIRIDIS);

  expect((await app.admin.api.admin.identifications({ id: moved.id }).publish.post()).status).toBe(200);
  const [notice] = (await (await owner.get('/api/notifications')).json()) as Array<{ kind: string; text: string; link: string }>;
  expect(notice).toMatchObject({ kind: 'published', link: '/species/chromis-viridis', text: 'Your photo of blue-green chromis is now in the public catalogue.' });
});
