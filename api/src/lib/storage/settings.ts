import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { ConfigError, format, httpUrlOf, text } from '../settings';

/** An S3-compatible bucket (and a folder in it) for stored photos, with what Bun's S3 client needs to reach it. */
export interface PhotoBucket {
  bucket: string;
  /** Keys are written under `{prefix}/`; empty for the bucket's top. */
  prefix: string;
  endpoint?: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** S3's rule for bucket names: 3-63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_URL = /^s3:\/\/([^/?#]+)(?:\/([^?#]*))?$/;
const prefixOf = (match: RegExpExecArray) => match[2]?.replace(/^\/+|\/+$/g, '') ?? '';

export function isPhotoBucketUrl(value: string): boolean {
  const match = S3_URL.exec(value);
  if (!match || !BUCKET_NAME.test(match[1]!)) return false;
  const prefix = prefixOf(match);
  return !prefix || prefix.split('/').every((folder) => folder !== '' && folder !== '.' && folder !== '..');
}

/**
 * STORAGE_URL=s3://bucket or s3://bucket/prefix. The rest is read as Bun's S3 client reads it, S3_* before AWS_*:
 * the endpoint (unset: AWS in the region), the region, and the credentials, which must be given. Unset, stored
 * photos and card thumbnails live in DATA_DIR/uploads.
 */
export const storageSettings = t.Object({
  STORAGE_URL: t.Optional(
    t.String({
      format: format('s3-bucket-url', isPhotoBucketUrl),
      // A value with @ may hold credentials: never echo it.
      problem: (value) => `must be s3://bucket or s3://bucket/prefix${value.includes('@') ? '' : `, got "${value}"`}`,
    }),
  ),
  ...Object.fromEntries(
    ['ENDPOINT', 'REGION', 'ACCESS_KEY_ID', 'SECRET_ACCESS_KEY', 'SESSION_TOKEN'].flatMap((name) => [
      [`S3_${name}`, text()],
      [`AWS_${name}`, text()],
    ]),
  ) as Record<`${'S3' | 'AWS'}_${'ENDPOINT' | 'REGION' | 'ACCESS_KEY_ID' | 'SECRET_ACCESS_KEY' | 'SESSION_TOKEN'}`, ReturnType<typeof text>>,
});

export function photoBucket(env: StaticDecode<typeof storageSettings>): PhotoBucket | undefined {
  if (env.STORAGE_URL === undefined) return undefined;
  const match = S3_URL.exec(env.STORAGE_URL)!;
  const s3 = (name: 'ENDPOINT' | 'REGION' | 'ACCESS_KEY_ID' | 'SECRET_ACCESS_KEY' | 'SESSION_TOKEN') => env[`S3_${name}`] ?? env[`AWS_${name}`];
  const accessKeyId = s3('ACCESS_KEY_ID');
  const secretAccessKey = s3('SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError('STORAGE_URL needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
  }
  const endpoint = s3('ENDPOINT');
  return {
    bucket: match[1]!,
    prefix: prefixOf(match),
    endpoint: endpoint === undefined ? undefined : httpUrlOf(env.S3_ENDPOINT ? 'S3_ENDPOINT' : 'AWS_ENDPOINT', endpoint).toString().replace(/\/$/, ''),
    region: s3('REGION'),
    accessKeyId,
    secretAccessKey,
    sessionToken: s3('SESSION_TOKEN'),
  };
}
