import { afterAll, describe, expect, test } from 'bun:test';
import { CONSENTED, insertIdentification } from '../../../test-support/admin-fixtures';
import { filesTestApp, removeTestFolders } from '../../../test-support/owned-identifications';
import { users } from '../../db/schema';
import { catalogue } from '../catalogue';
import { first } from '../../db/client';
const { publish } = catalogue;

afterAll(removeTestFolders);

// Rows written by older versions, or by hand, may hold look-alikes that are not the JSON list the product writes.
const MALFORMED = ['not json', '{"name":"Maroon Clownfish"}', '[1, "two", null]', '[{"name":"Maroon Clownfish"}]'];

describe('stored look-alikes that are not a well-formed list', () => {
  test('every API answer that shows them gives a list of well-formed look-alikes, never a 500', async () => {
    const app = await filesTestApp();
    const owner = app.client();
    await owner.register('diver');
    const userId = (await app.ctx.db.select().from(users).then(first))!.id;
    for (const alternativeSpecies of MALFORMED) {
      const row = await insertIdentification(app, { userId, alternativeSpecies, ...CONSENTED });
      const detail = await owner.api.identifications({ id: row.id }).get();
      expect(detail.status).toBe(200);
      const shown = JSON.parse(detail.data!.alternativeSpecies!);
      expect(Array.isArray(shown)).toBe(true);
      for (const species of shown) expect(typeof species.name).toBe('string');
      const { pageSlug } = await publish(app.ctx, row.id);
      const page = await owner.api.public.species({ slug: pageSlug! }).get();
      expect(page.status).toBe(200);
      expect(Array.isArray(page.data!.alternativeSpecies)).toBe(true);
    }
    expect((await owner.api.identifications.get()).status).toBe(200);
  });
});
