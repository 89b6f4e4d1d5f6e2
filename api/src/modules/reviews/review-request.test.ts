import { describe, expect, test } from 'bun:test';
import { pageOf } from '../../../test-support/owned-identifications';
import { fakeModel, identifyApp } from '../../../test-support/identify';
import type { TestClient } from '../../../test-support/harness';
import { reviewApp as reviewAppOf } from '../../../test-support/review-app';

const provider = fakeModel();

/** The review app, a sighting offered to the catalogue (so asked to be reviewed), and its photo's address. */
async function askedSighting() {
  const app = await reviewAppOf(await identifyApp(provider.fake));
  const id = await app.sighting();
  const photoUrl = (await app.ownView(id)).photos[0]!.imageUrl;
  const page = pageOf(app);
  const photoStatus = async (who: TestClient) => (await page(photoUrl, who)).status;
  return { ...app, id, photoUrl, photoStatus };
}

describe('DELETE /api/identifications/{id}/review-request', () => {
  test('the owner withdraws it: 200 with the sighting; it leaves the queue, experts can neither review it nor see its photos', async () => {
    const app = await askedSighting();
    expect(await app.queue(app.first)).toEqual([app.id]);
    expect(await app.photoStatus(app.first)).toBe(200);

    const withdrawn = await app.owner.api.identifications({ id: app.id })['review-request'].delete();
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.data).toMatchObject({ id: app.id, reviewRequestedAt: null });
    expect(await app.queue(app.first)).toEqual([]);
    expect((await app.review(app.first, app.id, 'agree')).status).toBe(404);
    expect(await app.photoStatus(app.first)).toBe(404);
    expect(await app.photoStatus(app.owner)).toBe(200);

    // Asked again, it is back before the experts.
    expect((await app.owner.api.identifications({ id: app.id })['review-request'].post()).status).toBe(200);
    expect(await app.queue(app.first)).toEqual([app.id]);
    app.cleanup();
  });

  test("someone else's: 404, and the request stays; none pending: 404 saying so", async () => {
    const app = await askedSighting();
    for (const who of [app.diver, app.first]) {
      const refused = await who.api.identifications({ id: app.id })['review-request'].delete();
      expect(refused.status).toBe(404);
      expect(refused.error?.value).toEqual({ code: 'identifications.not_found', message: 'Identification not found' });
    }
    expect((await app.client().api.identifications({ id: app.id })['review-request'].delete()).status).toBe(401);
    expect((await app.ownView(app.id)).reviewRequestedAt).not.toBeNull();

    expect((await app.owner.api.identifications({ id: app.id })['review-request'].delete()).status).toBe(200);
    const again = await app.owner.api.identifications({ id: app.id })['review-request'].delete();
    expect(again.status).toBe(404);
    expect(again.error?.value).toEqual({ code: 'identifications.no_review_request', message: 'No review request is pending for this sighting' });
    app.cleanup();
  });
});

describe('POST /api/identifications/{id}/consent', () => {
  test('withdrawing catalogue consent withdraws the review request that came with it', async () => {
    const app = await askedSighting();
    const withdrawn = await app.owner.api.identifications({ id: app.id }).consent.post({ allow: false });
    expect(withdrawn.data).toMatchObject({ catalogueConsent: false, reviewRequestedAt: null });
    expect(await app.queue(app.first)).toEqual([]);
    expect((await app.review(app.first, app.id, 'agree')).status).toBe(404);
    expect(await app.photoStatus(app.first)).toBe(404);
    app.cleanup();
  });
});

describe('an expert sees the photos of sightings in their own groups only', () => {
  test('an expert of other groups gets 404 for the photo of a sighting asked to be reviewed; one of its group, or of every group, sees it', async () => {
    const app = await askedSighting();
    // The fake model's clownfish is of the class Actinopterygii, phylum Chordata.
    await app.makeExpert(app.first, { expert: true, groups: ['Anthozoa'] });
    await app.makeExpert(app.second, { expert: true, groups: ['actinopterygii'] });
    expect(await app.photoStatus(app.first)).toBe(404);
    expect(await app.photoStatus(app.second)).toBe(200);
    await app.makeExpert(app.first, { expert: true });
    expect(await app.photoStatus(app.first)).toBe(200);
    // Not an expert any more: nothing.
    await app.makeExpert(app.first, { expert: false });
    expect(await app.photoStatus(app.first)).toBe(404);
    app.cleanup();
  });
});
