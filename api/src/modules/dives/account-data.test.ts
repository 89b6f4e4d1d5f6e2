import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { makeAdmin } from '../../../test-support/identify';
import { filesTestApp, removeTestFolders } from '../../../test-support/owned-identifications';
import { fixtureFile, importLog } from '../../../test-support/dive-logs';

afterAll(removeTestFolders);

const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe("an account's dives", () => {
  test('the export holds the dives as JSON and each log file as it was imported', async () => {
    const app = await filesTestApp();
    const diver = await app.signUp('diver');
    await importLog(diver, await fixtureFile('palau-trips.ssrf'));
    await importLog(diver, await fixtureFile('poor-knights.uddf'));
    const stranger = await app.signUp('stranger');
    await importLog(stranger, await fixtureFile('hoodsport-v2.xml'));

    // Raw: the export is a binary ZIP.
    const files = unzipSync(new Uint8Array(await (await diver.get('/api/account/export')).arrayBuffer()));
    const names = Object.keys(files).filter((name) => name.startsWith('dives/')).sort();
    expect(names).toEqual(['dives/dives.json', expect.stringMatching(/^dives\/logs\/\d+-palau-trips\.ssrf$/), expect.stringMatching(/^dives\/logs\/\d+-poor-knights\.uddf$/)]);
    expect(files[names[1]!]).toEqual(await (await fixtureFile('palau-trips.ssrf')).bytes());
    expect(files[names[2]!]).toEqual(await (await fixtureFile('poor-knights.uddf')).bytes());
    const { dives, logs } = JSON.parse(decode(files['dives/dives.json']));
    expect(dives).toHaveLength(5);
    expect(dives[0]).toMatchObject({ startedAt: '2024-02-10T10:30:58', siteName: 'Northern Arch', durationSeconds: 2700 });
    expect(dives[0].profile[3]).toEqual([900, 24.8]);
    expect(dives[0]).not.toHaveProperty('userId');
    expect(logs.map((log: { format: string; file: string }) => [log.format, log.file])).toEqual([
      ['subsurface', names[1]],
      ['uddf', names[2]],
    ]);
  });

  test('an import whose file is not kept is listed without a file', async () => {
    const app = await filesTestApp();
    const diver = await app.signUp('diver');
    await importLog(diver, await fixtureFile('palau-trips.ssrf'));
    // Every dive already there: the import is recorded, its file not kept.
    expect((await importLog(diver, await fixtureFile('palau-trips.ssrf'))).data!.imported).toBe(0);
    const files = unzipSync(new Uint8Array(await (await diver.get('/api/account/export')).arrayBuffer()));
    const names = Object.keys(files).filter((name) => name.startsWith('dives/logs/'));
    expect(names).toEqual([expect.stringMatching(/^dives\/logs\/\d+-palau-trips\.ssrf$/)]);
    const { logs } = JSON.parse(decode(files['dives/dives.json']));
    expect(logs.map((log: { fileName: string; file: string | null }) => [log.fileName, log.file])).toEqual([
      ['palau-trips.ssrf', names[0]],
      ['palau-trips.ssrf', null],
    ]);
  });

  test('deleting the account removes its dives, its logs and their files; nobody else’s', async () => {
    const app = await filesTestApp();
    const diver = app.client();
    const me = await diver.register('diver');
    await importLog(diver, await fixtureFile('palau-trips.ssrf'));
    const stranger = await app.signUp('stranger');
    await importLog(stranger, await fixtureFile('hoodsport-v2.xml'));
    const folder = join(app.dataDir, 'uploads', 'dive-logs');
    expect(readdirSync(folder)).toHaveLength(2);

    expect((await diver.api.account.delete({ password: 'secret-pass' })).status).toBe(204);
    expect(await app.sql`SELECT id FROM dives WHERE user_id = ${me.id}`).toEqual([]);
    expect(await app.sql`SELECT id FROM dive_logs WHERE user_id = ${me.id}`).toEqual([]);
    expect(readdirSync(folder)).toHaveLength(1);
    expect((await stranger.api.dives.get()).data).toHaveLength(1);
    expect(existsSync(folder)).toBe(true);
  });

  test('DELETE /api/admin/users/{id}: an admin deleting the account removes its dives, its logs and their files; nobody else’s', async () => {
    const app = await filesTestApp();
    const admin = await app.signUp('boss');
    await makeAdmin(app.ctx.db, 'boss');
    const diver = app.client();
    const member = await diver.register('diver');
    await importLog(diver, await fixtureFile('palau-trips.ssrf'));
    await importLog(diver, await fixtureFile('poor-knights.uddf'));
    const stranger = await app.signUp('stranger');
    await importLog(stranger, await fixtureFile('hoodsport-v2.xml'));
    const folder = join(app.dataDir, 'uploads', 'dive-logs');
    expect(readdirSync(folder)).toHaveLength(3);

    expect((await admin.api.admin.users({ id: member.id }).delete()).status).toBe(200);
    expect(await app.sql`SELECT id FROM dives WHERE user_id = ${member.id}`).toEqual([]);
    expect(await app.sql`SELECT id FROM dive_logs WHERE user_id = ${member.id}`).toEqual([]);
    expect(readdirSync(folder)).toHaveLength(1);
    expect((await stranger.api.dives.get()).data).toHaveLength(1);
  });
});
