import { describe, expect, test } from 'bun:test';
import { fakeModel, identifyApp } from '../../../test-support/identify';
import { identificationsForCatalogue as identifications } from '../identifications';
import { NOT_AN_EXPERT } from './service';
import { reviewApp as reviewAppOf } from '../../../test-support/review-app';

const provider = fakeModel();

const reviewApp = async () => reviewAppOf(await identifyApp(provider.fake));
type ReviewApp = Awaited<ReturnType<typeof reviewApp>>;

/** Another account made an expert: one more expert account, whoever stands behind it. */
async function expertAccount(app: ReviewApp, username: string, email: string) {
  const account = await app.signedUp(username, email);
  await app.makeExpert(account);
  return account;
}

// Verified needs two people other than the owner, both experts (decision 114).
describe('verified: two people other than the owner, both experts', () => {
  test('one expert and a fresh account of their own: the account has no vote, the sighting stays in review', async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    await app.review(app.first, id, 'agree');
    const second = await app.signedUp('ada2', 'ada.reefid@example.net');
    const refused = await app.review(second, id, 'agree');
    expect(refused.status).toBe(403);
    expect(refused.error?.value).toEqual({ code: 'reviews.not_an_expert', message: NOT_AN_EXPERT });
    expect((await app.ownView(id)).reviewStatus).toBe('in-review');
    app.cleanup();
  });

  test('two expert accounts of one mailbox are one person: one vote, until another expert agrees', async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    // ada@example.com and ada+reviews@example.com reach one inbox.
    const again = await expertAccount(app, 'ada-again', 'Ada+reviews@example.com');
    await app.review(app.first, id, 'agree');
    expect((await app.review(again, id, 'agree')).data).toMatchObject({ reviewStatus: 'in-review' });
    expect((await app.review(app.second, id, 'agree')).data).toMatchObject({ reviewStatus: 'verified' });
    // Verified by two experts, not three: Darwin Core's identifiedBy and the species page's count name one per person.
    const row = await app.ownView(id);
    const agreed = await identifications.agreeingExperts(app.ctx.db, [{ id, reviewStatus: row.reviewStatus, communityAphiaId: row.communityTaxon!.aphiaId }]);
    expect(agreed.get(id)).toEqual(['ada', 'bea']);
    app.cleanup();
  });

  test("an expert account of the owner's own mailbox casts no vote on the owner's sighting", async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    const ownersExpert = await expertAccount(app, 'owner-expert', 'owner+expert@example.com');
    await app.review(ownersExpert, id, 'agree');
    expect((await app.review(app.first, id, 'agree')).data).toMatchObject({ reviewStatus: 'in-review' });
    expect((await app.review(app.second, id, 'agree')).data).toMatchObject({ reviewStatus: 'verified' });
    app.cleanup();
  });
});
