import { afterAll, expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { cleanUp, startServer, tempDir } from '../../../test-support/server-process';
import { folderPlace } from './place';
import { completeBackups } from './manifest';

afterAll(cleanUp);

const freePort = () => {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const { port } = probe;
  probe.stop(true);
  return port!;
};

test('a server with BACKUP_URL takes a backup at start, and a read-only one takes none', async () => {
  const readOnlyBackups = tempDir('read-only-backups');
  const readOnly = await startServer(freePort(), { BACKUP_URL: readOnlyBackups, READ_ONLY: 'true' });
  const backups = tempDir('scheduled');
  const server = await startServer(freePort(), { BACKUP_URL: backups, BACKUP_EVERY: '1h' });
  try {
    let complete: string[] = [];
    for (let waited = 0; waited < 20_000 && !complete.length; waited += 100) {
      complete = await completeBackups(folderPlace(backups));
      if (!complete.length) await Bun.sleep(100);
    }
    expect(complete).toHaveLength(1);
    // The read-only instance started first: had it taken a backup, it would be there by now.
    expect(existsSync(readOnlyBackups) ? readdirSync(readOnlyBackups) : []).toEqual([]);
  } finally {
    server.process.kill();
    readOnly.process.kill();
  }
});

test('a bad BACKUP_EVERY or BACKUP_URL stops the start, naming the variable', async () => {
  await expect(startServer(freePort(), { BACKUP_URL: tempDir('x'), BACKUP_EVERY: 'often' })).rejects.toThrow('BACKUP_EVERY must be a period such as 6h, 30m or 90s, got "often"');
  await expect(startServer(freePort(), { BACKUP_URL: 's3://reef-backups' })).rejects.toThrow('BACKUP_URL needs S3_ACCESS_KEY_ID');
});
