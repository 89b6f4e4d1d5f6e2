import { afterEach, describe, expect, test } from 'bun:test';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIALECT } from '../../db/dialect';
import { backupState } from '../../db/schema';
import { catalogueTestApp, stopCatalogueSites } from '../../../test-support/catalogue-site';
import { testApp } from '../../../test-support/harness';
import { servedApp } from '../../../test-support/operations';

afterEach(stopCatalogueSites);

/** An app served as the server serves it, with its catalogue loaded. */
async function healthyApp() {
  const app = await catalogueTestApp();
  return { ...app, served: servedApp(app, { catalogue: app.site }) };
}

const readyz = async (served: ReturnType<typeof servedApp>) => {
  const response = await served.client().get('/readyz');
  return { status: response.status, body: await response.json() };
};

describe('GET /healthz', () => {
  test('answers 200 while the process runs, whatever the database says', async () => {
    const app = await testApp();
    const served = servedApp(app);
    const response = await served.client().get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'live' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  test('answers 200 when the database answers, storage takes a file and the catalogue is loaded', async () => {
    const app = await healthyApp();
    const { status, body } = await readyz(app.served);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ready', notReady: [], degraded: [], readOnly: false });
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.storage.ok).toBe(true);
    expect(body.checks.catalogue.ok).toBe(true);
    expect(body.checks.backups).toMatchObject({ ok: true, lastSuccessAt: null, lastFailureAt: null });
    // The storage probe is removed again: nothing of it is left among the stored files.
    expect(readdirSync(join(app.dataDir, 'uploads', 'readiness'))).toEqual([]);
  });

  test('answers 503 naming storage while storage cannot be written, and 200 once it can', async () => {
    const app = await healthyApp();
    // The uploads folder taken by a file: nothing can be stored under it (a full or read-only disk fails alike).
    rmSync(join(app.dataDir, 'uploads'), { recursive: true, force: true });
    writeFileSync(join(app.dataDir, 'uploads'), 'not a folder');
    const down = await readyz(app.served);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'not ready', notReady: ['storage'] });
    expect(down.body.checks.storage).toMatchObject({ ok: false });
    expect(down.body.checks.storage.error).toMatch(/^failed \(/);
    // What the failure said in full (a path here) stays in the log, not in the public answer.
    expect(JSON.stringify(down.body)).not.toContain(app.dataDir);

    rmSync(join(app.dataDir, 'uploads'));
    expect((await readyz(app.served)).status).toBe(200);
  });

  test('answers 503 naming the catalogue on a server without a built site (the catalogue is off)', async () => {
    const app = await testApp();
    const { status, body } = await readyz(servedApp(app));
    expect(status).toBe(503);
    expect(body.notReady).toEqual(['catalogue']);
    expect(body.checks.catalogue.error).toContain('SITE_DIR has no built site');
  });

  test('stays 200 but says degraded while the last scheduled backup failed after the last that completed', async () => {
    const app = await healthyApp();
    const hour = 3600_000;
    const now = Date.now();
    await app.ctx.db.insert(backupState).values({ id: 1, lastSuccessAt: new Date(now - 6 * hour), lastFailureAt: new Date(now - hour), lastError: 'bucket refused' });
    const failing = await readyz(app.served);
    expect(failing.status).toBe(200);
    expect(failing.body).toMatchObject({ status: 'degraded', notReady: [], degraded: ['backups'] });
    expect(failing.body.checks.backups).toMatchObject({ ok: false, error: 'the last scheduled backup failed', lastFailureAt: new Date(now - hour).toISOString() });
    // The failure's own words stay in the log (they can name buckets and paths).
    expect(JSON.stringify(failing.body)).not.toContain('bucket refused');

    // A later backup completed: ready again.
    await app.ctx.db.update(backupState).set({ lastSuccessAt: new Date(now) });
    expect((await readyz(app.served)).body.status).toBe('ready');
  });

  test.skipIf(DIALECT === 'postgres')('answers 503 naming the database when it does not answer (SQLite: its file closed)', async () => {
    const app = await healthyApp();
    expect((await readyz(app.served)).status).toBe(200);
    app.sqlite!.close();
    const { status, body } = await readyz(app.served);
    expect(status).toBe(503);
    expect(body.notReady).toEqual(['database']);
    expect(body.checks.database).toMatchObject({ ok: false });
  });
});
