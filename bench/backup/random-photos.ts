/**
 * The time and size of a backup (first, then incremental) and of a restore, for a product of many random photos,
 * to a folder, in this process. The database is the product's own (SQLite in DATA_DIR, or PostgreSQL with
 * DATABASE_URL).   bun bench/backup.ts random [photos=3000] [kilobytes=150]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scratchDatabaseEnv } from '../../api/src/db/scratch';
import { folderPlace, restoreBackup, runBackup } from '../../api/src/operations/backup';
import { eachAtOnce } from '../../api/src/operations/backup/pool';
import { productToBackUp } from '../../api/test-support/backup-product';
import { row } from '../support/figures';

export async function benchRandomPhotos(photos: number, kilobytes: number): Promise<void> {
  const product = await productToBackUp();
  const folder = mkdtempSync(join(tmpdir(), 'reefid-bench-backup-'));
  try {
    const keys = Array.from({ length: photos }, (_, n) => `identifications/${crypto.randomUUID()}-${n}.jpg`);
    const random = () => crypto.getRandomValues(new Uint8Array(kilobytes * 1024));
    await eachAtOnce(keys, 16, (key) => product.photos.write(key, random(), 'image/jpeg'));
    const place = folderPlace(join(folder, 'backups'));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

    const first = await runBackup(product.config, place);
    row('first backup', { files: first.newFiles, bytes: first.bytesWritten, ms: first.durationMs }, `first backup: ${first.newFiles} files, ${mb(first.bytesWritten)} in ${seconds(first.durationMs)}`);
    for (const key of keys.slice(0, photos / 100)) await product.photos.write(key.replace('.jpg', '-new.jpg'), random(), 'image/jpeg');
    const second = await runBackup(product.config, place, () => new Date(Date.now() + 1000));
    const incremental = { files: second.newFiles, referenced: second.referencedFiles, bytes: second.bytesWritten, ms: second.durationMs };
    row('incremental backup', incremental, `incremental backup (1% new): ${second.newFiles} new, ${second.referencedFiles} referenced, ${mb(second.bytesWritten)} in ${seconds(second.durationMs)}`);

    const { DATABASE_URL } = await scratchDatabaseEnv();
    const restored = await restoreBackup({ source: place.address, env: {}, toDataDir: join(folder, 'restored'), toDatabaseUrl: DATABASE_URL });
    row('restore', { files: restored.photos, bytes: restored.bytes, ms: restored.durationMs }, `restore (every checksum checked first): ${restored.photos} files, ${mb(restored.bytes)} in ${seconds(restored.durationMs)}`);
  } finally {
    await product.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
