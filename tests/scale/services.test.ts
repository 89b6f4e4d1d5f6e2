import { describe, expect, test } from 'bun:test';
import { existsSync, statSync } from 'node:fs';
import { S3Client, SQL } from 'bun';
import { createDatabase, dropDatabase, startPostgres } from '../../scripts/scale/postgres';
import { BUCKET, startS3 } from '../../scripts/scale/s3';

describe('the services several instances share', () => {
  test('a throwaway PostgreSQL answers on its DATABASE_URL, runs as a non-root user, makes databases of its own, and leaves nothing behind', async () => {
    const postgres = await startPostgres();
    const sql = new SQL(postgres.url);
    const [{ folder, database }] = await sql`SELECT current_setting('data_directory') AS folder, current_database() AS database`;
    await sql.close();
    expect(database).toBe('reefid');
    expect(statSync(folder).uid).not.toBe(0);

    const own = await createDatabase(postgres.url, 'reefid_own');
    const ownSql = new SQL(own);
    expect((await ownSql`SELECT current_database() AS name`)[0].name).toBe('reefid_own');
    await dropDatabase(own);
    await ownSql.close();
    const left = new SQL(postgres.url);
    expect(await left`SELECT datname FROM pg_database WHERE datname = 'reefid_own'`).toHaveLength(0);
    await left.close();

    await postgres.stop();
    expect(existsSync(folder)).toBe(false);
    const gone = new SQL(postgres.url, { connectionTimeout: 2 });
    await expect(gone`SELECT 1`.execute()).rejects.toThrow();
    await gone.close();
  });

  test('the S3-compatible store keeps, serves and deletes photos through the S3 client the app uses', async () => {
    const store = await startS3();
    const { STORAGE_URL, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = store.env;
    try {
      expect(STORAGE_URL).toBe(`s3://${BUCKET}/photos`);
      const bucket = new S3Client({ endpoint: S3_ENDPOINT, region: S3_REGION, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY, bucket: BUCKET });
      const photo = crypto.getRandomValues(new Uint8Array(4096));
      await bucket.write('photos/reef.jpg', photo, { type: 'image/jpeg' });
      expect(new Uint8Array(await bucket.file('photos/reef.jpg').arrayBuffer())).toEqual(photo);
      expect((await bucket.list({ prefix: 'photos/' })).contents?.map((object) => object.key)).toEqual(['photos/reef.jpg']);
      await bucket.delete('photos/reef.jpg');
      expect(await bucket.exists('photos/reef.jpg')).toBe(false);
    } finally {
      await store.stop();
    }
  });
});
