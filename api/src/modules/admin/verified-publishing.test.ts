import { describe, expect, test } from 'bun:test';
import { adminTestApp, CONSENTED, insertIdentification } from '../../../test-support/admin-fixtures';
import { setReviewStatus } from '../../../test-support/review-fixtures';
import { identificationsForAdmin as identifications } from '../identifications';

const PRICES = { lifetimeSlotTotal: 500, lifetimePrice: 1999, monthlyPrice: 599, yearlyPrice: 4999 };

describe('"Only verified sightings can be published"', () => {
  test('publishing answers 409 for a sighting experts have not verified, and goes through once they have', async () => {
    const app = await adminTestApp();
    const saved = await app.admin.api.admin['subscription-settings'].put({ ...PRICES, publishRequiresVerification: true });
    expect(saved.data?.publishRequiresVerification).toBe(true);
    expect((await app.client().api['subscription-settings'].get()).data?.publishRequiresVerification).toBe(true);
    const sighting = await insertIdentification(app, CONSENTED);
    await setReviewStatus(app.ctx.db, sighting.id, 'in-review');

    const refused = await app.admin.api.admin.identifications({ id: sighting.id }).publish.post();
    expect(refused.status).toBe(409);
    expect(refused.error?.value).toMatchObject({ message: identifications.NOT_VERIFIED });
    expect((await app.client().api.public.species({ slug: sighting.slug }).get()).status).toBe(404);
    // The admin's table does not offer Publish, and says why.
    const row = (await app.admin.api.admin.identifications.get()).data!.find((each) => each.id === sighting.id)!;
    expect(row.publishRefusal).toBe(identifications.NOT_VERIFIED);

    await setReviewStatus(app.ctx.db, sighting.id, 'verified');
    expect((await app.admin.api.admin.identifications({ id: sighting.id }).publish.post()).status).toBe(200);
    expect((await app.client().api.public.species({ slug: sighting.slug }).get()).status).toBe(200);
  });

  test('off (the default), unreviewed sightings are published as before; saving prices alone leaves the switch', async () => {
    const app = await adminTestApp();
    await app.admin.api.admin['subscription-settings'].put({ ...PRICES, publishRequiresVerification: true });
    await app.admin.api.admin['subscription-settings'].put(PRICES);
    const sighting = await insertIdentification(app, CONSENTED);
    expect((await app.admin.api.admin.identifications({ id: sighting.id }).publish.post()).status).toBe(409);

    const off = await app.admin.api.admin['subscription-settings'].put({ ...PRICES, publishRequiresVerification: false });
    expect(off.data?.publishRequiresVerification).toBe(false);
    expect((await app.admin.api.admin.identifications({ id: sighting.id }).publish.post()).status).toBe(200);
  });

  test('a switch that is not true or false is refused', async () => {
    const app = await adminTestApp();
    const response = await app.admin.put('/api/admin/subscription-settings', { ...PRICES, publishRequiresVerification: 'yes' });
    expect(response.status).toBe(400);
  });
});

describe('a published sighting that experts dispute', () => {
  test('stays published, flagged in the admin table', async () => {
    const app = await adminTestApp();
    const sighting = await insertIdentification(app, CONSENTED);
    const unpublished = await insertIdentification(app, CONSENTED);
    expect((await app.admin.api.admin.identifications({ id: sighting.id }).publish.post()).status).toBe(200);
    const flagged = async () =>
      Object.fromEntries((await app.admin.api.admin.identifications.get()).data!.map((row) => [row.id, [row.reviewStatus, row.publishedButDisputed]]));
    expect(await flagged()).toEqual({ [sighting.id]: ['unreviewed', false], [unpublished.id]: ['unreviewed', false] });

    await setReviewStatus(app.ctx.db, sighting.id, 'disputed');
    await setReviewStatus(app.ctx.db, unpublished.id, 'disputed');
    expect(await flagged()).toEqual({ [sighting.id]: ['disputed', true], [unpublished.id]: ['disputed', false] });
    expect((await app.client().api.public.species({ slug: sighting.slug }).get()).data).toMatchObject({ id: sighting.id, reviewStatus: 'disputed' });
  });
});
