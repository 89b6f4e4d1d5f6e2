import { Type as t, type StaticDecode } from '@sinclair/typebox';
import { format, whole } from '../../lib/settings';
import { openPlace, type Place } from './place';

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

export interface BackupConfig {
  /** Where scheduled backups go; undefined: none are taken. */
  url: string | undefined;
  everyMs: number;
  keep: number;
  /** The place BACKUP_URL names, checked at start (a bad URL or missing S3 keys stop the start). */
  place: Place | undefined;
}

export function backupConfig(env: StaticDecode<typeof backupSettings> & Record<string, unknown>): BackupConfig {
  const place = env.BACKUP_URL === undefined ? undefined : openPlace(env.BACKUP_URL, env as Record<string, string | undefined>, 'BACKUP_URL');
  return { url: env.BACKUP_URL, everyMs: parsePeriod(env.BACKUP_EVERY)!, keep: env.BACKUP_KEEP, place };
}
