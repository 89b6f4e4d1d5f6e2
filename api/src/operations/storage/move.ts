import type { PhotoBucket } from '../../lib/storage/settings';
import { isPhotoKey } from '../../lib/storage';
import { destination, type Destination } from './bucket';
import { contentTypeOf, filesOf, type LocalFile } from './files';

export interface MoveReport {
  /** The files in the photo folder. */
  files: number;
  /** Copied now (a damaged copy replaced included), each read back with the same SHA-256. */
  copied: number;
  /** Already in the bucket with the same SHA-256: not copied again (a second run resumes). */
  skipped: number;
  /** Found in the bucket with other bytes (a damaged or older copy), and copied again. */
  replaced: number;
  /** Bytes copied now. */
  bytes: number;
  /** Each file that is not in the bucket as it is on disk, and why. */
  failed: Array<{ key: string; problem: string }>;
  milliseconds: number;
}

const sha256 = (bytes: Uint8Array) => new Bun.CryptoHasher('sha256').update(bytes).digest('hex');
/** Copies at once: enough to hide the bucket's latency, few enough for a small machine. */
const AT_ONCE = 8;

/**
 * Copies the photo folder (DATA_DIR/uploads: photos, thumbnails, dive logs) into the bucket under the same keys,
 * so that STORAGE_URL set to it serves the same addresses. Every copy is read back and its SHA-256 compared with the
 * file's; an object already there with the same SHA-256 is left alone. Never deletes or changes a local file.
 */
export async function moveStorage(uploads: string, bucket: PhotoBucket, onFile?: (done: number, of: number) => void): Promise<MoveReport> {
  const started = performance.now();
  const files = await filesOf(uploads);
  const target = destination(bucket);
  const report: MoveReport = { files: files.length, copied: 0, skipped: 0, replaced: 0, bytes: 0, failed: [], milliseconds: 0 };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      try {
        await moveFile(file, target, report);
      } catch (error) {
        report.failed.push({ key: file.key, problem: (error as Error).message });
      }
      onFile?.(++done, files.length);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  report.failed.sort((a, b) => a.key.localeCompare(b.key));
  report.milliseconds = performance.now() - started;
  return report;
}

async function moveFile(file: LocalFile, target: Destination, report: MoveReport): Promise<void> {
  if (!isPhotoKey(file.key)) throw new Error('not a name the photo store can hold');
  const bytes = await Bun.file(file.path).bytes();
  const sizeInBucket = await target.sizeOf(file.key);
  const checksum = sha256(bytes);
  // Same size: the bytes decide. Another size cannot be the same file, and needs no download to tell.
  const there = sizeInBucket === bytes.length ? sha256(await target.read(file.key)) === checksum : false;
  if (there) {
    report.skipped++;
    return;
  }
  // Written at most twice; each copy read back twice at most (a store slow to show a fresh write, as s3rver under
  // load answers a read just after a write with nothing): only the file's own bytes read back count as copied.
  for (let attempt = 1; ; attempt++) {
    await target.write(file.key, bytes, contentTypeOf(file.key));
    let found = sha256(await target.read(file.key));
    if (found !== checksum) {
      await Bun.sleep(250);
      found = sha256(await target.read(file.key));
    }
    if (found === checksum) break;
    if (attempt === 2) throw new Error(`the copy in the bucket differs from the file (SHA-256 ${found.slice(0, 12)}… instead of ${checksum.slice(0, 12)}…)`);
  }
  report.copied++;
  report.bytes += bytes.length;
  if (sizeInBucket !== undefined) report.replaced++;
}
