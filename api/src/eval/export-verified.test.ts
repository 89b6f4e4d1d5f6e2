import { describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { DIALECT } from '../db/dialect';
import { loadConfig } from '../env';
import { insertIdentification } from '../../test-support/admin-fixtures';
import { testApp } from '../../test-support/harness';
import { insertVerified, type Step } from '../../test-support/verified-fixtures';
import { localPhotoStore, photoStore } from '../lib/storage';
import { exportVerified } from './export-verified';
import { readLabels } from './labels';

const step = (aphiaId: number, rank: string, name: string): Step => ({ aphiaId, rank, name });
const AMPHIPRION = [step(1, 'Kingdom', 'Animalia'), step(3, 'Class', 'Actinopteri'), step(5, 'Family', 'Pomacentridae'), step(6, 'Genus', 'Amphiprion')];
const OCELLARIS = [...AMPHIPRION, step(7, 'Species', 'Amphiprion ocellaris')];
const PERCULA = [...AMPHIPRION, step(8, 'Species', 'Amphiprion percula')];
const verifiedAt = new Date('2026-03-10T12:00:00Z');
const temporary = (name: string) => mkdtempSync(join(tmpdir(), `reefid-${name}-`));

async function setUp() {
  const app = await testApp();
  const store = localPhotoStore(temporary('uploads'));
  const bytes = (n: number) => new Uint8Array([0xff, 0xd8, 0xff, n]);
  for (const n of [1, 2, 3]) await store.write(`identifications/p${n}.jpg`, bytes(n), 'image/jpeg');
  return { app, store, bytes };
}

describe('npm run eval -- --export-verified', () => {
  test("writes the verified sightings' photos and labels.csv, which the evaluation's own reader takes", async () => {
    const { app, store, bytes } = await setUp();
    // A sighting of two photos the model called A. percula and the experts A. ocellaris, with where, when and how deep.
    const two = await insertVerified(app, { machine: PERCULA, community: OCELLARIS, verifiedAt }, {
      latitude: -16.9, longitude: 145.9, locationSource: 'user', observedAt: '2025-06-14T09:30', depthMeters: 12.5,
      imageUrl: '/uploads/identifications/web1.jpg', imageHighResUrl: '/uploads/identifications/p1.jpg',
    });
    await app.sql`INSERT INTO identification_photos (identification_id, position, image_url, image_high_res_url) VALUES
      (${two.id}, 0, '/uploads/identifications/web1.jpg', '/uploads/identifications/p1.jpg'),
      (${two.id}, 1, '/uploads/identifications/web2.jpg', '/uploads/identifications/p2.jpg')`;
    // One stored before sightings had a photo list, with no place or time.
    const one = await insertVerified(app, { machine: OCELLARIS, community: OCELLARIS, verifiedAt }, { imageHighResUrl: '/uploads/identifications/p3.jpg' });
    // Not exported: one not verified, and one whose photo has gone from the store.
    await insertIdentification(app, { aphiaId: 7, reviewStatus: 'in-review', imageHighResUrl: '/uploads/identifications/p3.jpg' });
    const gone = await insertVerified(app, { machine: OCELLARIS, community: OCELLARIS, verifiedAt }, { imageHighResUrl: '/uploads/identifications/gone.jpg' });

    const folder = join(temporary('export'), 'verified');
    const summary = await exportVerified(app.ctx.db, store, folder);
    expect(summary).toEqual({ sightings: 2, photos: 3, skipped: [`sighting ${gone.id}: a photo is missing from the photo store`] });

    const labels = readLabels(folder);
    expect(labels.map(({ files, scientificName, position, observedAt, depthMeters }) => ({ files, scientificName, position, observedAt, depthMeters }))).toEqual([
      {
        files: [`photos/sighting-${two.id}-1.jpg`, `photos/sighting-${two.id}-2.jpg`],
        scientificName: 'Amphiprion ocellaris',
        position: { latitude: -16.9, longitude: 145.9 },
        observedAt: '2025-06-14T09:30',
        depthMeters: 12.5,
      },
      { files: [`photos/sighting-${one.id}-1.jpg`], scientificName: 'Amphiprion ocellaris', position: null, observedAt: null, depthMeters: null },
    ]);
    expect(new Uint8Array(readFileSync(join(folder, `photos/sighting-${two.id}-2.jpg`)))).toEqual(bytes(2));
  });

  test('never overwrites a labels.csv, and says so when nothing is verified yet', async () => {
    const { app, store } = await setUp();
    const folder = temporary('export');
    await expect(exportVerified(app.ctx.db, store, folder)).rejects.toThrow('No verified sighting to export yet');

    await insertVerified(app, { machine: OCELLARIS, community: OCELLARIS, verifiedAt }, { imageHighResUrl: '/uploads/identifications/p1.jpg' });
    await exportVerified(app.ctx.db, store, folder);
    const first = readFileSync(join(folder, 'labels.csv'), 'utf8');
    await expect(exportVerified(app.ctx.db, store, folder)).rejects.toThrow('already has a labels.csv');
    expect(readFileSync(join(folder, 'labels.csv'), 'utf8')).toBe(first);
  });
});

describe('the command', () => {
  const run = async (dataDir: string, args: string[]) => {
    const child = Bun.spawn([process.execPath, 'scripts/eval.ts', ...args], {
      cwd: resolve(import.meta.dir, '../../..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_URL: '' },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
    return { code, out, err };
  };

  // The command opens the product's own database: here DATA_DIR's SQLite file and DATA_DIR/uploads.
  test.skipIf(DIALECT === 'postgres')('exports from the database and photo store DATA_DIR configures', async () => {
    const dataDir = temporary('data');
    const config = loadConfig({ DATA_DIR: dataDir, COOKIE_SECRET: 'x'.repeat(32) });
    const database = await openDatabase(config.database);
    await insertVerified({ ctx: database }, { machine: PERCULA, community: OCELLARIS, verifiedAt }, { imageHighResUrl: '/uploads/identifications/p1.jpg' });
    await database.close();
    await photoStore(config).write('identifications/p1.jpg', new Uint8Array([0xff, 0xd8, 0xff, 1]), 'image/jpeg');

    const folder = join(temporary('export'), 'set');
    const done = await run(dataDir, ['--export-verified', folder]);
    expect(done.err).toBe('');
    expect(done.out).toContain(`Wrote 1 verified sightings (1 photos) and labels.csv to ${folder}`);
    expect(readLabels(folder).map((label) => label.scientificName)).toEqual(['Amphiprion ocellaris']);
    expect(done.code).toBe(0);
  });

  test('bad input: the reason, the usage and exit code 1', async () => {
    const dataDir = temporary('data');
    const none = await run(dataDir, ['--export-verified']);
    expect(none.code).toBe(1);
    expect(none.err).toContain('--export-verified needs the folder to write');
    expect(none.err).toContain('npm run eval -- --export-verified <folder>');
    expect((await run(dataDir, ['--export-verified', join(dataDir, 'a'), 'b'])).err).toContain('--export-verified takes only the folder to write');
  });
});
