import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { DIALECT } from '../../db/dialect';
import { localPhotoStore, uploadsDir } from '../../lib/storage';
import { scratchDatabaseEnv } from '../../db/scratch';
import { freePort } from '../../../../scripts/scale/free-port';
import { checkProduct, keepWriting, seedProduct, startDrillServices, type DrillServices, type Seeded } from '../../../test-support/drill';
import { cleanUp, REPO_ROOT, startServer, tempDir, type ServerProcess } from '../../../test-support/server-process';
import { completeBackups, readManifest, type Manifest } from './manifest';
import { folderPlace } from './place';

/**
 * THE RESTORE DRILL. A product is seeded through HTTP (accounts on every plan, sightings with photos, published
 * ones, a dive, a share link), kept busy uploading and publishing while `npm run backup` runs, restored into a fresh
 * data folder (and on PostgreSQL, `npm run test:scale`, a fresh database), started, and checked through HTTP.
 */
const SLOW = 120_000;
let services: DrillServices;
let source: ServerProcess;
let sourceEnv: Record<string, string>;
let seeded: Seeded;
let backups: string;
let manifest: Manifest;
let writtenDuringBackup: number;
let backupSaid: string;

const run = async (script: string, args: string[], env: Record<string, string>) => {
  const child = Bun.spawn([process.execPath, `scripts/${script}.ts`, ...args], { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdout: 'pipe', stderr: 'pipe' });
  const [code, out, err] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
  if (code !== 0) throw new Error(`npm run ${script} ${args.join(' ')} exited ${code}: ${err}${out}`);
  return out;
};

beforeAll(async () => {
  services = await startDrillServices();
  // The product's own configuration, as `npm run backup` reads it from the environment.
  sourceEnv = { DATA_DIR: tempDir('drilled'), COOKIE_SECRET: 'c'.repeat(32), ...(await scratchDatabaseEnv()) };
  source = await startServer(await freePort(), { ...services.env, ...sourceEnv });
  seeded = await seedProduct(source.url);
  backups = tempDir('drill-backups');
  // Other files in the store (as catalogue builds and dive logs are) make the backup last long enough for
  // uploads to go on while it copies.
  const store = localPhotoStore(uploadsDir(sourceEnv.DATA_DIR!));
  for (let n = 0; n < 1500; n++) await store.write(`bulk/filler-${n}.bin`, crypto.getRandomValues(new Uint8Array(64 * 1024)), 'application/octet-stream');

  const writing = keepWriting(source.url, seeded);
  // Writes are under way before the backup starts (one has been made), and go on until it has finished.
  const before = await sightingsOfPayer();
  for (let waited = 0; (await sightingsOfPayer()) === before && waited < 30_000; waited += 50) await Bun.sleep(50);
  try {
    backupSaid = await run('backup', [backups], sourceEnv);
  } finally {
    writtenDuringBackup = await writing.stop();
  }
  const [id] = await completeBackups(folderPlace(backups));
  manifest = (await readManifest(folderPlace(backups), id!))!;
}, SLOW);
afterAll(async () => {
  cleanUp();
  await services?.stop();
});

/** How many sightings the paying diver (the one keepWriting uploads as) has on the server backed up. */
async function sightingsOfPayer(): Promise<number> {
  const payer = seeded.accounts.find((account) => account.plan !== 'free')!;
  const answer = await fetch(`${source.url}/api/user/identifications?limit=200`, { headers: { cookie: `session=${payer.sessionCookie}` } });
  return (await answer.json()).length;
}

/** Restores the backup into a fresh data folder (and database), and starts a server on it. */
async function restoredServer(options: string[] = []): Promise<ServerProcess> {
  const dataDir = join(tempDir('restored'), 'data');
  const database = await scratchDatabaseEnv();
  const target = database.DATABASE_URL ? ['--to-data-dir', dataDir, '--to-database-url', database.DATABASE_URL] : ['--to-data-dir', dataDir];
  const said = await run('restore', [backups, ...target, ...options], {});
  expect(said).toContain(`Restored ${backups}/${manifest.id}`);
  return startServer(await freePort(), { ...services.env, DATA_DIR: dataDir, COOKIE_SECRET: sourceEnv.COOKIE_SECRET!, ...database });
}

/** A photo as a server serves it to the admin (who sees every photo of every sighting), or null when it answers 404. */
async function servedPhoto(baseUrl: string, key: string): Promise<Uint8Array | null> {
  const answer = await fetch(`${baseUrl}/uploads/${key}`, { headers: { cookie: `session=${seeded.admin.sessionCookie}` } });
  if (answer.ok) return new Uint8Array(await answer.arrayBuffer());
  await answer.body?.cancel();
  return null;
}

const IMAGE = /\.(jpe?g|png|webp|avif|gif|heic)$/i;

describe(`the restore drill (${DIALECT})`, () => {
  test('the backup ran while the product kept uploading and publishing, and its manifest lists every table and file', () => {
    expect(writtenDuringBackup).toBeGreaterThan(0);
    expect(backupSaid).toContain(`Backup complete: ${backups}/${manifest.id}`);
    expect(manifest.dialect).toBe(DIALECT);
    expect(manifest.tables.users).toBeGreaterThanOrEqual(4);
    // The snapshot holds the sightings uploaded before it, and not those uploaded while the backup went on.
    expect(manifest.tables.species_identifications).toBeGreaterThan(seeded.sightings.length);
    expect(manifest.tables.species_identifications).toBeLessThan(seeded.sightings.length + writtenDuringBackup);
    expect(manifest.photos.filter((file) => IMAGE.test(file.key)).length).toBeGreaterThanOrEqual(seeded.sightings.flatMap((s) => s.photos).length);
  });

  test('the restored product serves the same logins, sessions, sightings, photos, dive, species page, share link and plans', async () => {
    const restored = await restoredServer();
    try {
      await checkProduct(restored.url, seeded, { sessionsKept: true });
      // Every photo the manifest lists is served byte for byte, except those uploaded after the database snapshot:
      // the backup holds their files (the store is listed after the snapshot) but not their rows, so nobody is served
      // them; the server backed up serves them, to show they are real photos of sightings made while it ran.
      const photos = manifest.photos.filter((file) => IMAGE.test(file.key));
      const wrong: string[] = [];
      let afterSnapshot = 0;
      for (const photo of photos) {
        const bytes = await servedPhoto(restored.url, photo.key);
        if (bytes && new Bun.CryptoHasher('sha256').update(bytes).digest('hex') !== photo.sha256) wrong.push(`${photo.key}: other bytes`);
        if (bytes) continue;
        afterSnapshot++;
        if (!(await servedPhoto(source.url, photo.key))) wrong.push(`${photo.key}: served by neither server`);
      }
      expect(wrong).toEqual([]);
      expect(photos.length - afterSnapshot).toBeGreaterThanOrEqual(seeded.sightings.flatMap((sighting) => sighting.photos).length);
      // At most the photos of the sightings uploaded while the backup ran (a web and a high-resolution copy each).
      expect(afterSnapshot).toBeLessThanOrEqual(writtenDuringBackup * 2);
      if (process.env.DRILL_FIGURES) console.log({ writtenDuringBackup, photos: photos.length, afterSnapshot, tables: manifest.tables.species_identifications, backupSaid });
    } finally {
      restored.process.kill();
    }
  }, SLOW);

  test('restored with --drop-sessions, everyone signs in again and everything else is there', async () => {
    const restored = await restoredServer(['--drop-sessions']);
    try {
      await checkProduct(restored.url, seeded, { sessionsKept: false });
    } finally {
      restored.process.kill();
    }
  }, SLOW);
});
