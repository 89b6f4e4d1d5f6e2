import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { adminTestApp, CONSENTED, insertIdentification } from '../../../test-support/admin-fixtures';
import { catalogueTestApp, stopCatalogueSites } from '../../../test-support/catalogue-site';
import { fakeCdn } from '../../../test-support/fake-cdn';
import { fakeProvider } from '../../../test-support/identify';
import { CHELONIA_MYDAS, reviewApp } from '../../../test-support/review-app';

const provider = fakeProvider();
beforeAll(() => provider.start());
afterEach(async () => {
  provider.reset();
  await stopCatalogueSites();
});
afterAll(() => provider.stop());

const BALI_SEA = 'Bali Sea, 8–9°S, 115–116°E';
const AMPHIPRION_PAGE = '/species/amphiprion';
const TURTLE_PAGE = '/species/chelonia-mydas';

/**
 * As sent: a published sighting of Amphiprion (Least Concern; the model's Amphiprion ocellaris is not recorded near
 * there, so the answer stopped at the genus), taken in the Bali Sea at 17.4 m, on a served catalogue whose CDN is
 * told what to purge.
 */
async function publishedClownfish() {
  const cdn = fakeCdn();
  const app = await reviewApp(await catalogueTestApp({ env: { OPENAI_BASE_URL: provider.fake.url, OPENAI_API_KEY: 'test-key', OPENAI_TIMEOUT_MS: '1000' } }));
  app.ctx.config.catalogue.purgeUrl = cdn.url;
  const id = await app.sighting(app.owner, true, { latitude: '-8.27', longitude: '115.59', depthMeters: '17.4' });
  expect((await app.admin.api.admin.identifications({ id }).publish.post()).status).toBe(200);
  await app.site.listed();
  const record = async () => (await app.client().api['published-identifications'].get()).data!.find((each) => each.id === id)!;
  const onPage = async (slug: string) => (await app.client().api.public.species({ slug }).get()).data?.identifications.find((each) => each.id === id);
  const queued = async () => (await app.second.api.reviews.get()).data!.find((each) => each.id === id)!;
  return { ...app, id, cdn, record, onPage, queued };
}

describe("a threatened species' place stays hidden when experts move a sighting to it", () => {
  test("an expert suggests Chelonia mydas (Endangered): the green turtle's page, the public record and the queue give no sea area and no depth", async () => {
    const app = await publishedClownfish();
    try {
      // Before: an anemonefish, its area and depth public.
      expect(await app.record()).toMatchObject({ area: BALI_SEA, depthMeters: 17 });
      expect(await (await app.get(AMPHIPRION_PAGE)).text()).toContain(BALI_SEA);
      expect(await app.queued()).toMatchObject({ area: BALI_SEA, depthMeters: 17 });
      const toldBefore = app.cdn.told.length;

      const suggested = await app.review(app.first, app.id, 'suggest', 'Chelonia mydas');
      expect(suggested.data).toMatchObject({ communityTaxon: { aphiaId: CHELONIA_MYDAS }, area: null, depthMeters: null });
      await app.site.listed();

      // The sighting is on the green turtle's page now, with no place and no depth, and the turtle's status.
      expect(await app.record()).toMatchObject({ communityTaxon: { aphiaId: CHELONIA_MYDAS }, area: null, depthMeters: null, conservationStatus: 'Endangered' });
      expect(await app.onPage('chelonia-mydas')).toMatchObject({ area: null, depthMeters: null });
      const page = await app.get(TURTLE_PAGE);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('data-gallery-photo=');
      expect(html).not.toContain('Bali Sea');
      expect(html).not.toContain('8–9°S');
      expect(html).toContain('Endangered');
      // The genus's page showed it, and goes with its only photo; the CDN is told of both pages.
      expect((await app.get(AMPHIPRION_PAGE)).status).toBe(404);
      // The purges go out after the change: wait for both (the test's time bounds the wait).
      const purged = await app.cdn.toldSince(toldBefore, [AMPHIPRION_PAGE, TURTLE_PAGE]);
      expect(purged).toEqual(expect.arrayContaining([AMPHIPRION_PAGE, TURTLE_PAGE]));
      // Experts see no depth of it either (nor its area).
      expect(await app.queued()).toMatchObject({ area: null, depthMeters: null });

      // The full rebuild that follows reads it the same way.
      await app.site.settled();
      expect(await (await app.get(TURTLE_PAGE)).text()).not.toContain('Bali Sea');
    } finally {
      app.cdn.stop();
    }
  });

  test('a Least Concern answer moved by experts to another taxon never shows "Least Concern" on that taxon’s page', async () => {
    const app = await adminTestApp();
    const answered = { ...CONSENTED, conservationStatus: 'Least Concern', conservationStatusSource: 'model' as const };
    const plain = await insertIdentification(app, answered);
    const moved = await insertIdentification(app, { ...answered, reviewStatus: 'in-review', communityAphiaId: 999_001 });
    for (const { id } of [plain, moved]) expect((await app.admin.api.admin.identifications({ id }).publish.post()).status).toBe(200);
    const records = (await app.client().api['published-identifications'].get()).data!;
    expect(records.find((record) => record.id === plain.id)).toMatchObject({ conservationStatus: 'Least Concern' });
    // Its new taxon's status is not known yet (not cached): none is shown, not the answer's.
    expect(records.find((record) => record.id === moved.id)).toMatchObject({ conservationStatus: null });
  });

  test('a taxon experts met at whose status is not known yet (WoRMS was down) hides the place until it is', async () => {
    const app = await adminTestApp();
    const taken = { latitude: -8.27, longitude: 115.59, locationSource: 'user' as const, depthMeters: 17.4, ...CONSENTED };
    const plain = await insertIdentification(app, taken);
    const moved = await insertIdentification(app, { ...taken, reviewStatus: 'in-review', communityAphiaId: 999_001 });
    for (const { id } of [plain, moved]) expect((await app.admin.api.admin.identifications({ id }).publish.post()).status).toBe(200);
    const records = (await app.client().api['published-identifications'].get()).data!;
    expect(records.find((record) => record.id === plain.id)).toMatchObject({ area: BALI_SEA, depthMeters: 17 });
    expect(records.find((record) => record.id === moved.id)).toMatchObject({ area: null, depthMeters: null });
  });
});
