import { Type as t, type StaticDecode } from '@sinclair/typebox';
import { ConfigError, format, whole } from '../../lib/settings';
import { isPhotoBucketUrl, photoBucket, type PhotoBucket } from '../../lib/storage/settings';

/** `6h`, `30m`, `90s`, or several of them (`1h30m`): a period in milliseconds, or null for anything else. */
export function parsePeriod(value: string): number | null {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value.trim());
  if (!match || value.trim() === '') return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const ms = ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
  return ms > 0 ? ms : null;
}

/**
 * Scheduled backups: where (a folder or s3://bucket/prefix, reached with the S3_* / AWS_* settings STORAGE_URL
 * uses), how often, and how many complete backups are kept. Unset BACKUP_URL: no scheduled backups.
 */
export const backupSettings = t.Object({
  BACKUP_URL: t.Optional(t.String()),
  BACKUP_EVERY: t.String({
    default: '6h',
    format: format('period', (value) => parsePeriod(value) !== null),
    problem: (value) => `must be a period such as 6h, 30m or 90s, got "${value}"`,
  }),
  BACKUP_KEEP: whole(14, 1, 10_000),
});

/** Where backups go: a folder, or `s3://bucket/prefix` with what reaching the bucket needs. */
export type BackupLocation = { folder: string } | { address: string; bucket: PhotoBucket };

/**
 * The place an address names: `s3://bucket/prefix` (reached with S3_* / AWS_* as STORAGE_URL is), else a folder.
 * `name` is the setting or argument it came from, for the message about a bad one.
 */
export function backupLocation(address: string, env: Record<string, string | undefined>, name = 'The destination'): BackupLocation {
  if (!address.trim()) throw new ConfigError(`${name} must be a folder or s3://bucket/prefix`);
  if (!address.startsWith('s3://')) return { folder: address };
  if (!isPhotoBucketUrl(address)) throw new ConfigError(`${name} must be a folder or s3://bucket/prefix, got "${address.includes('@') ? 's3://…' : address}"`);
  try {
    return { address: address.replace(/\/+$/, ''), bucket: photoBucket({ ...env, STORAGE_URL: address } as Parameters<typeof photoBucket>[0])! };
  } catch (error) {
    throw error instanceof ConfigError ? new ConfigError(error.message.replace('STORAGE_URL', name)) : error;
  }
}

export interface BackupConfig {
  /** Where scheduled backups go; undefined: none are taken. */
  url: string | undefined;
  everyMs: number;
  keep: number;
  /** The place BACKUP_URL names, checked at start (a bad URL or missing S3 keys stop the start). */
  location: BackupLocation | undefined;
}

export function backupConfig(env: StaticDecode<typeof backupSettings> & Record<string, unknown>): BackupConfig {
  const location = env.BACKUP_URL === undefined ? undefined : backupLocation(env.BACKUP_URL, env as Record<string, string | undefined>, 'BACKUP_URL');
  return { url: env.BACKUP_URL, everyMs: parsePeriod(env.BACKUP_EVERY)!, keep: env.BACKUP_KEEP, location };
}
