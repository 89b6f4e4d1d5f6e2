import { describe, expect, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fakeModel, identify, identifyApp, photo } from '../../../test-support/identify';
import { withAdmin } from '../../../test-support/admin-fixtures';

const provider = fakeModel();

/** A member with identifications made through the real upload flow, and the files behind them. */
async function withUploads(count: number) {
  const app = await withAdmin(await identifyApp(provider.fake));
  const member = app.client();
  const { id: memberId } = await member.register('member');
  await app.sql`UPDATE users SET subscription_tier = 'lifetime'`;
  const rows: Array<{ id: number; imageUrl: string | null }> = [];
  for (let i = 0; i < count; i++) {
    const { status, data } = await identify(member, await photo(320, 240, i + 1));
    expect(status).toBe(201);
    rows.push(data!);
  }
  const files = async (id: number) => {
    const [row] = await app.sql<{ web: string; high: string }>`SELECT image_url AS web, image_high_res_url AS high FROM species_identifications WHERE id = ${id}`;
    return row ? [row.web, row.high].map((url) => join(app.dataDir, url.replace(/^\//, ''))) : [];
  };
  const paths = await Promise.all(rows.map((row) => files(row.id)));
  for (const pair of paths) for (const path of pair) expect(existsSync(path)).toBe(true);
  return { ...app, member, memberId: memberId as number, rows, paths };
}

describe('image files', () => {
  test('DELETE /api/admin/identifications/{id} removes both stored copies', async () => {
    const app = await withUploads(2);
    try {
      expect((await app.admin.api.admin.identifications({ id: app.rows[0]!.id }).delete()).status).toBe(200);
      for (const path of app.paths[0]!) expect(existsSync(path)).toBe(false);
      for (const path of app.paths[1]!) expect(existsSync(path)).toBe(true);
      expect((await app.member.api.identifications({ id: app.rows[0]!.id }).get()).status).toBe(404);
    } finally {
      app.cleanup();
    }
  });

  test('DELETE /api/admin/users/{id} removes every image file of the account', async () => {
    const app = await withUploads(2);
    try {
      expect((await app.admin.api.admin.users({ id: app.memberId }).delete()).status).toBe(200);
      for (const path of app.paths.flat()) expect(existsSync(path)).toBe(false);
      expect(await app.sql`SELECT CAST(count(*) AS INTEGER) AS n FROM species_identifications`).toEqual([{ n: 0 }]);
    } finally {
      app.cleanup();
    }
  });
});
