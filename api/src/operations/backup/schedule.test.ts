import { afterEach, beforeEach, expect, spyOn, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productToBackUp, type ProductToBackUp } from '../../../test-support/backup-product';
import { completeBackups } from './manifest';
import { folderPlace, type Place } from './place';
import { backupTick, retryAfterMs, type ScheduleContext } from './schedule';
import { readBackupState, takeBackupRun } from './repo';

const HOUR = 60 * 60 * 1000;
let product: ProductToBackUp;
let folder: string;
let place: Place;
let clock: number;
let ctx: ScheduleContext;

beforeEach(async () => {
  product = await productToBackUp();
  await product.photo('identifications/a.jpg', 100);
  folder = mkdtempSync(join(tmpdir(), 'reefid-scheduled-'));
  place = folderPlace(folder);
  clock = Date.parse('2026-11-27T00:00:00Z');
  ctx = { db: product.db, config: { ...product.config, backup: { url: folder, everyMs: 6 * HOUR, keep: 14, location: { folder } } }, now: () => new Date(clock) };
});
afterEach(async () => {
  await product.close();
  rmSync(folder, { recursive: true, force: true });
});

test('of two instances asking at once, one takes the run; the next is due a period after its start', async () => {
  const [first, second] = await Promise.all([backupTick(ctx, 'instance-a'), backupTick(ctx, 'instance-b')]);
  expect([first.ran, second.ran].sort()).toEqual([false, true]);
  expect(await completeBackups(place)).toHaveLength(1);

  const state = (await readBackupState(product.db))!;
  expect(state.lastSuccessAt?.getTime()).toBe(clock);
  expect(state.lastLocation).toStartWith(folder);
  expect(state.lastBytes).toBeGreaterThan(100);
  expect(state.leaseHolder).toBeNull();

  clock += 6 * HOUR - 1000;
  expect((await backupTick(ctx, 'instance-b')).ran).toBe(false);
  clock += 2000;
  expect((await backupTick(ctx, 'instance-b')).ran).toBe(true);
  expect(await completeBackups(place)).toHaveLength(2);
});

test('a run another instance holds the lease of is not taken, until its lease runs out', async () => {
  // An instance took a run with a long lease, then went silent.
  expect(await takeBackupRun(product.db, 'silent', new Date(clock), new Date(clock + 7 * HOUR), new Date(clock))).toBe(true);
  clock += 6 * HOUR + 1000;
  expect((await backupTick(ctx, 'other')).ran).toBe(false);
  clock += HOUR;
  expect((await backupTick(ctx, 'other')).ran).toBe(true);
});

test('a failed backup is logged and recorded, never thrown, and tried again before the next period', async () => {
  const logged = spyOn(console, 'error').mockImplementation(() => {});
  try {
    rmSync(folder, { recursive: true, force: true });
    // A file where the place's folder should be: every write fails.
    await Bun.write(folder, 'not a folder');
    const failed = await backupTick(ctx, 'instance-a');
    expect(failed.ran && 'error' in failed).toBe(true);
    const state = (await readBackupState(product.db))!;
    expect(state.lastFailureAt?.getTime()).toBe(clock);
    expect(state.lastError).toBeTruthy();
    expect(state.lastSuccessAt).toBeNull();
    expect(logged.mock.calls.some((call) => String(call[0]).includes('The scheduled backup to'))).toBe(true);

    rmSync(folder, { force: true });
    clock += retryAfterMs(6 * HOUR) - 1000;
    expect((await backupTick(ctx, 'instance-a')).ran).toBe(false);
    clock += 2000;
    expect((await backupTick(ctx, 'instance-a')).ran).toBe(true);
    const after = (await readBackupState(product.db))!;
    expect(after.lastSuccessAt?.getTime()).toBe(clock);
    expect(after.lastError).toBeNull();
  } finally {
    logged.mockRestore();
  }
});
