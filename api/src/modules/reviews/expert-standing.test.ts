import { describe, expect, test } from 'bun:test';
import { fakeModel, identifyApp } from '../../../test-support/identify';
import { reviewApp as reviewAppOf } from '../../../test-support/review-app';

const provider = fakeModel();

/** A sighting the two experts verified. */
async function verifiedSighting() {
  const app = await reviewAppOf(await identifyApp(provider.fake));
  const id = await app.sighting();
  await app.review(app.first, id, 'agree');
  await app.review(app.second, id, 'agree');
  expect((await app.ownView(id)).reviewStatus).toBe('verified');
  return { ...app, id };
}

describe("an expert's reviews count while their account does", () => {
  test('POST /api/admin/users/{id}/suspend: their verdicts stop counting and the sighting is computed again; reinstated, they count again', async () => {
    const app = await verifiedSighting();
    expect((await app.admin.api.admin.users({ id: app.second.id }).suspend.post()).status).toBe(200);
    const view = await app.ownView(app.id);
    expect(view.reviewStatus).toBe('in-review');
    expect(view.reviews.map((review) => review.expert)).toEqual(['ada']);
    expect((await app.admin.api.admin.users({ id: app.second.id }).reinstate.post()).status).toBe(200);
    expect((await app.ownView(app.id)).reviewStatus).toBe('verified');
    app.cleanup();
  });

  test('DELETE /api/admin/users/{id}: the reviews go with the account and the sighting is computed again', async () => {
    const app = await verifiedSighting();
    expect((await app.admin.api.admin.users({ id: app.second.id }).delete()).status).toBe(200);
    expect(await app.ownView(app.id)).toMatchObject({ reviewStatus: 'in-review', reviews: [{ expert: 'ada' }] });
    app.cleanup();
  });

  test('DELETE /api/account by an expert: the sighting is computed again', async () => {
    const app = await verifiedSighting();
    expect((await app.second.api.account.delete({ password: 'secret-pass' })).status).toBe(204);
    expect(await app.ownView(app.id)).toMatchObject({ reviewStatus: 'in-review', reviews: [{ expert: 'ada' }] });
    app.cleanup();
  });
});
