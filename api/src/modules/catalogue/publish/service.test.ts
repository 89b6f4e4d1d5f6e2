import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { speciesIdentifications } from '../../../db/schema';
import { fixtureIdentifications, insertFixtures } from '../../../../test-support/catalogue-fixtures';
import { testApp } from '../../../../test-support/harness';
import { publish, removeFromCatalogue, unpublish } from './service';
import { first } from '../../../db/client';

async function unpublishedOne() {
  const app = await testApp();
  const [id] = await insertFixtures(app.ctx.db, fixtureIdentifications(1, { published: false }));
  const row = async () => (await app.ctx.db.select().from(speciesIdentifications).where(eq(speciesIdentifications.id, id!)).then(first))!;
  return { ...app, id: id!, row };
}

describe('publishing service', () => {
  test('publish makes the identification public with its publication date', async () => {
    const { ctx, id, row, setNow, client } = await unpublishedOne();
    setNow(new Date('2025-06-01T10:00:00Z'));
    const published = await publish(ctx, id);
    expect(published).toMatchObject({ id, publishedAt: '2025-06-01T10:00:00.000Z' });
    expect((await row()).isPublished).toBe(true);
    expect((await client().get(`/api/public/species/${(await row()).slug}`)).status).toBe(200);
  });

  test('publishing a published identification again keeps its date', async () => {
    const { ctx, id, setNow } = await unpublishedOne();
    setNow(new Date('2025-06-01T10:00:00Z'));
    await publish(ctx, id);
    setNow(new Date('2025-07-01T10:00:00Z'));
    expect((await publish(ctx, id)).publishedAt).toBe('2025-06-01T10:00:00.000Z');
  });

  test('unpublish takes it out of the public calls', async () => {
    const { ctx, id, row, client } = await unpublishedOne();
    await publish(ctx, id);
    await unpublish(ctx, id);
    expect((await row()).isPublished).toBe(false);
    expect((await client().get(`/api/public/species/${(await row()).slug}`)).status).toBe(404);
    expect(await (await client().get('/api/published-identifications')).json()).toEqual([]);
  });

  test('an unknown identification is a 404', async () => {
    const { ctx } = await testApp();
    await expect(publish(ctx, 999)).rejects.toMatchObject({ status: 404 });
    await expect(unpublish(ctx, 999)).rejects.toMatchObject({ status: 404 });
  });

  test('removeFromCatalogue works before and after the row is deleted', async () => {
    const { ctx, id, row } = await unpublishedOne();
    await publish(ctx, id);
    await removeFromCatalogue(ctx, id);
    expect((await row()).isPublished).toBe(false);
    await ctx.db.delete(speciesIdentifications).where(eq(speciesIdentifications.id, id));
    await removeFromCatalogue(ctx, id);
  });
});
