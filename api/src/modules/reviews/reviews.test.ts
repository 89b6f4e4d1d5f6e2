import { describe, expect, test } from 'bun:test';
import { DAILY_REVIEWS } from '@rules/consensus';
import { reviews as reviewsTable, speciesIdentifications } from '../../db/schema';
import { fakeModel, identifyApp } from '../../../test-support/identify';
import { DAILY_LIMIT, NOT_AN_EXPERT, UNKNOWN_NAME } from './service';
import { AMPHIPRION, OCELLARIS, PERCULA, POMACENTRIDAE, reviewApp as reviewAppOf } from '../../../test-support/review-app';

const provider = fakeModel();

const reviewApp = async () => reviewAppOf(await identifyApp(provider.fake));

describe('POST /api/admin/users/{id}/expert', () => {
  test('an admin makes a user an expert for some groups; the user and the admin list show it, with a filter', async () => {
    const app = await reviewApp();
    const made = await app.makeExpert(app.diver, { expert: true, groups: ['Anthozoa', ' Actinopterygii '] });
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ isExpert: true, expertGroups: ['Anthozoa', 'Actinopterygii'] });
    expect((await app.diver.api.user.get()).data).toMatchObject({ isExpert: true, expertGroups: ['Anthozoa', 'Actinopterygii'] });
    const experts = (await app.admin.api.admin.users.get({ query: { expert: 'true' } })).data!;
    expect(experts.map((user) => user.username).sort()).toEqual(['ada', 'bea', 'diver']);
    expect((await app.admin.api.admin.users.get({ query: { expert: 'false' } })).data!.map((user) => user.username).sort()).toEqual(['boss', 'owner']);
    expect((await app.admin.api.admin.users.get({ query: { expert: 'maybe' } })).status).toBe(400);
    app.cleanup();
  });

  test('groups are checked: non-empty names, at most 20, each at most 60 characters; only admins may', async () => {
    const app = await reviewApp();
    expect((await app.makeExpert(app.diver, { expert: true, groups: [''] })).status).toBe(400);
    expect((await app.makeExpert(app.diver, { expert: true, groups: Array.from({ length: 21 }, (_, i) => `Group${i}`) })).status).toBe(400);
    expect((await app.makeExpert(app.diver, { expert: true, groups: ['x'.repeat(61)] })).status).toBe(400);
    expect((await app.diver.api.admin.users({ id: app.diver.id }).expert.post({ expert: true })).status).toBe(403);
    expect((await app.diver.api.user.get()).data).toMatchObject({ isExpert: false, expertGroups: null });
    app.cleanup();
  });
});

describe('POST /api/identifications/{id}/review-request', () => {
  test('the owner asks once (asking again keeps the first time); anyone else gets 404', async () => {
    const app = await reviewApp();
    const id = await app.sighting(app.owner, false);
    expect((await app.ownView(id)).reviewRequestedAt).toBeNull();
    expect((await app.diver.api.identifications({ id })['review-request'].post()).status).toBe(404);
    const asked = await app.owner.api.identifications({ id })['review-request'].post();
    expect(asked.status).toBe(200);
    expect(asked.data!.reviewRequestedAt).not.toBeNull();
    const again = await app.owner.api.identifications({ id })['review-request'].post();
    expect(again.data!.reviewRequestedAt).toBe(asked.data!.reviewRequestedAt);
    app.cleanup();
  });

  test('offering a sighting to the catalogue asks for a review too', async () => {
    const app = await reviewApp();
    const id = await app.sighting(app.owner, false);
    await app.owner.api.identifications({ id }).consent.post({ allow: true });
    expect((await app.ownView(id)).reviewRequestedAt).not.toBeNull();
    app.cleanup();
  });
});

describe('GET /api/reviews', () => {
  test('visitors get 401, divers who are not experts 403', async () => {
    const app = await reviewApp();
    expect((await app.client().api.reviews.get()).status).toBe(401);
    const refused = await app.diver.api.reviews.get();
    expect(refused.status).toBe(403);
    expect(refused.error?.value).toEqual({ code: 'reviews.not_an_expert', message: NOT_AN_EXPERT });
    app.cleanup();
  });

  test("oldest request first, never the expert's own, nor one not asked, nor one they reviewed; no owner or exact place", async () => {
    const app = await reviewApp();
    const older = await app.sighting();
    const notAsked = await app.sighting(app.owner, false);
    const newer = await app.sighting();
    const ownOfExpert = await app.sighting(app.first);
    expect(await app.queue(app.first)).toEqual([older, newer]);
    expect(await app.queue(app.second)).toEqual([older, newer, ownOfExpert]);
    expect(notAsked).toBeGreaterThan(0);

    const [item] = (await app.first.api.reviews.get()).data!;
    expect(item).toMatchObject({ id: older, reviewStatus: 'unreviewed', taxon: { aphiaId: OCELLARIS }, yourVerdict: null });
    expect(item!.photos.length).toBe(1);
    for (const hidden of ['userId', 'location', 'uploaderName', 'uploaderWebsite', 'diveId', 'imageHighResUrl']) expect(item).not.toHaveProperty(hidden);

    await app.review(app.first, older, 'cannot-tell');
    expect(await app.queue(app.first)).toEqual([newer]);
    expect(await app.queue(app.second)).toEqual([older, newer, ownOfExpert]);
    app.cleanup();
  });

  test('a group narrows the queue to a class or phylum; an expert for some groups sees only those', async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    expect(await app.queue(app.first, { group: 'Actinopterygii' })).toEqual([id]);
    expect(await app.queue(app.first, { group: 'chordata' })).toEqual([id]);
    expect(await app.queue(app.first, { group: 'Anthozoa' })).toEqual([]);
    await app.makeExpert(app.second, { expert: true, groups: ['Reptilia'] });
    expect(await app.queue(app.second)).toEqual([]);
    expect(await app.queue(app.second, { group: 'Actinopterygii' })).toEqual([]);
    expect((await app.review(app.second, id, 'agree')).status).toBe(403);
    app.cleanup();
  });

  test('pages oldest first with a cursor', async () => {
    const app = await reviewApp();
    const ids = [await app.sighting(), await app.sighting(), await app.sighting()];
    const first = await app.first.get('/api/reviews?limit=2');
    const next = first.headers.get('x-next-cursor');
    expect((await first.json()).map((item: { id: number }) => item.id)).toEqual(ids.slice(0, 2));
    expect(next).toBeTruthy();
    expect(await app.queue(app.first, { cursor: next!, limit: '2' })).toEqual(ids.slice(2));
    app.cleanup();
  });
});

describe('POST /api/identifications/{id}/reviews: the consensus', () => {
  test('two experts agreeing verify it: it leaves every queue, its owner sees who and is told', async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    const once = await app.review(app.first, id, 'agree');
    expect(once.status).toBe(200);
    expect(once.data).toMatchObject({ reviewStatus: 'in-review', yourVerdict: 'agree', communityTaxon: { aphiaId: OCELLARIS } });
    await app.review(app.second, id, 'agree');
    const view = await app.ownView(id);
    expect(view).toMatchObject({ reviewStatus: 'verified', taxon: { aphiaId: OCELLARIS }, communityTaxon: { aphiaId: OCELLARIS } });
    expect(view.reviews.map((review) => [review.expert, review.verdict, review.taxon?.aphiaId])).toEqual([
      ['ada', 'agree', OCELLARIS],
      ['bea', 'agree', OCELLARIS],
    ]);
    await app.makeExpert(app.diver);
    expect(await app.queue(app.diver)).toEqual([]);
    const told = (await app.owner.api.notifications.get()).data!.map((notification) => notification.kind);
    expect(told.sort()).toEqual(['reviewed', 'reviewed', 'verified']);
    app.cleanup();
  });

  test("the owner's acceptance is no vote: with one expert agreeing, still in review", async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    expect((await app.owner.api.identifications({ id }).accept.post()).data).toMatchObject({ accepted: true });
    expect((await app.review(app.first, id, 'agree')).data).toMatchObject({ reviewStatus: 'in-review' });
    expect((await app.ownView(id)).reviewStatus).toBe('in-review');
    // A second expert makes two people other than the owner.
    expect((await app.review(app.second, id, 'agree')).data).toMatchObject({ reviewStatus: 'verified' });
    app.cleanup();
  });

  test("a suggestion moves the answer: the community's taxon is shown, the model's stays as it was", async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    await app.review(app.first, id, 'suggest', 'Amphiprion percula');
    expect(await app.ownView(id)).toMatchObject({ reviewStatus: 'in-review', communityTaxon: { aphiaId: PERCULA } });
    // Agreeing now agrees with the answer shown, the community's.
    await app.review(app.second, id, 'agree');
    const view = await app.ownView(id);
    expect(view).toMatchObject({ reviewStatus: 'verified', taxon: { aphiaId: OCELLARIS }, scientificName: 'Amphiprion ocellaris', communityTaxon: { aphiaId: PERCULA } });
    app.cleanup();
  });

  test('two species of one genus verify the genus', async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    await app.review(app.first, id, 'agree');
    await app.review(app.second, id, 'suggest', 'Amphiprion percula');
    expect(await app.ownView(id)).toMatchObject({ reviewStatus: 'verified', communityTaxon: { aphiaId: AMPHIPRION } });
    app.cleanup();
  });

  test('a disagreement that meets only at family is disputed, and the owner is told', async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    await app.review(app.first, id, 'agree');
    await app.review(app.second, id, 'suggest', 'Chromis viridis');
    expect(await app.ownView(id)).toMatchObject({ reviewStatus: 'disputed', communityTaxon: { aphiaId: POMACENTRIDAE } });
    expect((await app.owner.api.notifications.get()).data!.map((notification) => notification.kind)).toContain('disputed');
    app.cleanup();
  });

  test('cannot-tell casts no vote but is shown; sending again replaces the review', async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    await app.review(app.first, id, 'cannot-tell');
    await app.review(app.second, id, 'cannot-tell');
    const view = await app.ownView(id);
    expect(view).toMatchObject({ reviewStatus: 'in-review', communityTaxon: null });
    expect(view.reviews.map((review) => [review.verdict, review.taxon])).toEqual([['cannot-tell', null], ['cannot-tell', null]]);
    await app.review(app.first, id, 'agree');
    await app.review(app.second, id, 'agree');
    expect((await app.ownView(id)).reviews.map((review) => review.verdict)).toEqual(['agree', 'agree']);
    expect((await app.ownView(id)).reviewStatus).toBe('verified');
    app.cleanup();
  });

  test('an expert whose role is taken away keeps their reviews, which no longer count', async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    await app.review(app.first, id, 'agree');
    await app.review(app.second, id, 'agree');
    expect((await app.ownView(id)).reviewStatus).toBe('verified');
    await app.makeExpert(app.second, { expert: false });
    const view = await app.ownView(id);
    expect(view).toMatchObject({ reviewStatus: 'in-review' });
    expect(view.reviews.map((review) => review.expert)).toEqual(['ada']);
    expect((await app.review(app.second, id, 'agree')).status).toBe(403);
    // Made an expert again, their review counts again.
    await app.makeExpert(app.second);
    expect((await app.ownView(id)).reviewStatus).toBe('verified');
    app.cleanup();
  });
});

test("the public record gives the review status, community taxon and reviews, never the experts' names", async () => {
  const app = await reviewApp();
  const id = await app.sighting();
  await app.review(app.first, id, 'agree');
  await app.review(app.second, id, 'agree');
  expect((await app.admin.api.admin.identifications({ id }).publish.post()).status).toBe(200);
  const [record] = (await app.client().api['published-identifications'].get()).data!;
  expect(record).toMatchObject({ id, reviewStatus: 'verified', communityTaxon: { aphiaId: OCELLARIS } });
  expect(record!.reviews!.map((review) => [review.expert, review.verdict])).toEqual([[null, 'agree'], [null, 'agree']]);
  // Another diver who is not an expert does not see who reviewed, nor can they read the sighting at all.
  expect((await app.diver.api.identifications({ id }).get()).status).toBe(404);
  app.cleanup();
});

describe('POST /api/identifications/{id}/reviews: refusals', () => {
  test('not an expert 403, own sighting 403, neither offered nor asked 404, unknown or missing name 400', async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    expect((await app.review(app.diver, id, 'agree')).status).toBe(403);
    expect((await app.review(app.first, await app.sighting(app.first), 'agree')).status).toBe(403);
    expect((await app.review(app.first, await app.sighting(app.owner, false), 'agree')).status).toBe(404);
    expect((await app.review(app.first, 999_999, 'agree')).status).toBe(404);
    const unknown = await app.review(app.first, id, 'suggest', 'Nonexistus imaginarius');
    expect(unknown.status).toBe(400);
    expect(unknown.error?.value).toEqual({ code: 'reviews.unknown_name', message: UNKNOWN_NAME });
    expect((await app.review(app.first, id, 'suggest')).status).toBe(400);
    expect((await app.review(app.first, id, 'suggest', 'A'.repeat(201))).status).toBe(400);
    expect((await app.first.post(`/api/identifications/${id}/reviews`, { verdict: 'maybe' })).status).toBe(400);
    expect((await app.ownView(id)).reviews).toEqual([]);
    app.cleanup();
  });

  test(`at most ${DAILY_REVIEWS} reviews a day: then 429 with Retry-After until midnight UTC`, async () => {
    const app = await reviewApp();
    const id = await app.sighting();
    const rows = Array.from({ length: DAILY_REVIEWS }, (_, i) => ({ speciesName: 'Fish', description: '', slug: `seeded-${i}`, userId: app.owner.id }));
    const seeded = await app.ctx.db.insert(speciesIdentifications).values(rows).returning({ id: speciesIdentifications.id });
    await app.ctx.db.insert(reviewsTable).values(seeded.map((row) => ({ identificationId: row.id, expertId: app.first.id, verdict: 'cannot-tell' as const, createdAt: new Date() })));
    const refused = await app.first.post(`/api/identifications/${id}/reviews`, { verdict: 'agree' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'reviews.daily_limit', message: DAILY_LIMIT });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await app.review(app.second, id, 'agree')).status).toBe(200);
    app.cleanup();
  });
});
