import { describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../env';
import { photoStore } from './index';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32), ...env });
const KEYS = { S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('STORAGE_URL', () => {
  test('unset, photos stay in DATA_DIR/uploads, whatever S3 settings there are', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reefid-data-'));
    try {
      const config = load({ DATA_DIR: dataDir, ...KEYS });
      expect(config.storage).toBeUndefined();
      await photoStore(config).write('identifications/a.jpg', new Uint8Array([0xff, 0xd8]), 'image/jpeg');
      expect(existsSync(join(dataDir, 'uploads/identifications/a.jpg'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('s3://bucket/prefix names the bucket and the folder in it; the prefix is optional', () => {
    expect(load({ STORAGE_URL: 's3://reef-photos', ...KEYS }).storage).toMatchObject({ bucket: 'reef-photos', prefix: '' });
    expect(load({ STORAGE_URL: 's3://reef-photos/prod/uploads/', ...KEYS }).storage).toMatchObject({ bucket: 'reef-photos', prefix: 'prod/uploads' });
  });

  test('endpoint, region and credentials are read as Bun reads them, S3_* before AWS_*', () => {
    const aws = {
      AWS_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'aws-id',
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
      AWS_SESSION_TOKEN: 'aws-token',
    };
    expect(load({ STORAGE_URL: 's3://reef-photos', ...aws }).storage).toEqual({
      bucket: 'reef-photos',
      prefix: '',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      accessKeyId: 'aws-id',
      secretAccessKey: 'aws-secret',
      sessionToken: 'aws-token',
    });
    const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 's3-id', S3_SECRET_ACCESS_KEY: 's3-secret' };
    expect(load({ STORAGE_URL: 's3://reef-photos', ...aws, ...s3 }).storage).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      accessKeyId: 's3-id',
      secretAccessKey: 's3-secret',
    });
  });

  test('a malformed value, a bad endpoint or missing credentials stop the start with a message naming them', () => {
    for (const bad of ['reef-photos', 'https://reef-photos/x', 's3://', 's3://Reef_Photos', 's3://reef-photos/../x', 's3://reef-photos/a//b', 's3://id:s3cret@reef-photos']) {
      expect(() => load({ STORAGE_URL: bad, ...KEYS })).toThrow(ConfigError);
      try {
        load({ STORAGE_URL: bad, ...KEYS });
      } catch (error) {
        expect((error as Error).message).toStartWith('STORAGE_URL must be s3://bucket or s3://bucket/prefix');
        expect((error as Error).message).not.toContain('s3cret');
      }
    }
    expect(() => load({ STORAGE_URL: 's3://reef-photos', ...KEYS, S3_ENDPOINT: 'localhost:9000' })).toThrow('S3_ENDPOINT must be an http(s) URL');
    expect(() => load({ STORAGE_URL: 's3://reef-photos', S3_ACCESS_KEY_ID: 'key-id' })).toThrow('STORAGE_URL needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  });
});
