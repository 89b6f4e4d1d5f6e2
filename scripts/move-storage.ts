/**
 * Operator command: `npm run move-storage -- s3://bucket/prefix`
 * Copies the photo folder (DATA_DIR/uploads) into the bucket, each copy read back and checked by SHA-256, so that
 * STORAGE_URL=s3://bucket/prefix then serves the same photos. The bucket is reached as STORAGE_URL reaches it
 * (S3_* or AWS_* variables). Files already there with the same checksum are skipped: run it again to resume, or to
 * catch up after a first copy made while the product kept writing. Exits 1 naming every file that failed.
 */
import { resolve } from 'node:path';
import { photoBucket, storageSettings } from '../api/src/lib/storage/settings';
import { uploadsDir } from '../api/src/lib/storage';
import { ConfigError, readSettings } from '../api/src/lib/settings';
import { moveStorage } from '../api/src/operations/storage';

const [target, ...extra] = process.argv.slice(2);
if (!target || extra.length) {
  console.error('Usage: npm run move-storage -- s3://bucket/prefix   (DATA_DIR names the data folder; S3_* or AWS_* reach the bucket)');
  process.exit(2);
}

function bucketOf(url: string) {
  try {
    return photoBucket(readSettings(storageSettings, { ...process.env, STORAGE_URL: url }))!;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The destination is read as STORAGE_URL would be: say so, whichever variable the message names.
    console.error(error.message.replace(/^STORAGE_URL /, `The destination ${url} `));
    process.exit(2);
  }
}

const bucket = bucketOf(target);
const uploads = uploadsDir(resolve(process.env.DATA_DIR?.trim() || './data'));
const where = `s3://${bucket.bucket}${bucket.prefix ? `/${bucket.prefix}` : ''}`;
console.log(`Copying ${uploads} into ${where}`);
let shown = 0;
const report = await moveStorage(uploads, bucket, (done, of) => {
  if (done - shown >= 1000 || done === of) {
    shown = done;
    console.log(`  ${done} of ${of} files`);
  }
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

const seconds = report.milliseconds / 1000;
const perThousand = report.files ? (seconds * 1000) / report.files : 0;
console.log(
  `${report.files} files: ${report.copied} copied (${report.replaced} replacing other bytes), ${report.skipped} already there, ` +
    `${report.failed.length} failed; ${(report.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s (${perThousand.toFixed(1)} s per 1,000 files)`,
);
if (report.failed.length) {
  for (const { key, problem } of report.failed) console.error(`FAILED ${key}: ${problem}`);
  console.error(`${report.failed.length} files are not in ${where} as they are on disk: run the command again; do not set STORAGE_URL yet.`);
  process.exit(1);
}
console.log(`Every file is in ${where} with the same SHA-256. Set STORAGE_URL=${where} (with the same S3_* variables) and restart.`);
