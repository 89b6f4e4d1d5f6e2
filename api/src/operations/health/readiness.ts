import type { Db } from '../../db/client';
import type { Config } from '../../env';
import { photoStore } from '../../lib/storage';
import { backupFailing, backupOutcome, databaseCheck, storageCheck, type CatalogueReadiness, type CheckResult } from './checks';

export interface ReadinessSources {
  db: Db;
  config: Config;
  /** What the served catalogue says of itself; asked at each /readyz. */
  catalogue: () => CatalogueReadiness;
}

const answer = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /healthz and GET /readyz. Live: the process answers. Ready: the database answers, storage can be written (on
 * a read-only instance, which writes nothing: read) and the catalogue is loaded; otherwise 503 naming what is not.
 * A backup failing since the last that completed, or a read-only instance, keeps it 200 and says so: the instance
 * serves, and an operator has work to do.
 */
export function readiness({ db, config, catalogue }: ReadinessSources) {
  const database = databaseCheck(db);
  const storage = storageCheck(() => photoStore(config), crypto.randomUUID(), !config.readOnly);

  async function ready(): Promise<Response> {
    const [databaseResult, storageResult, backups] = await Promise.all([database(), storage(), backupOutcome(db)]);
    const served = catalogue();
    const catalogueResult = served.loaded ? { ok: true, build: served.build } : { ok: false, error: served.reason };
    const checks: Record<string, CheckResult | Record<string, unknown>> = {
      database: databaseResult,
      storage: storageResult,
      catalogue: catalogueResult,
    };
    const notReady = Object.entries(checks)
      .filter(([, result]) => !result.ok)
      .map(([name]) => name);
    const failing = backupFailing(backups);
    checks.backups = {
      ok: !failing,
      ...(failing && { error: 'the last scheduled backup failed' }),
      lastSuccessAt: backups?.lastSuccessAt?.toISOString() ?? null,
      lastFailureAt: backups?.lastFailureAt?.toISOString() ?? null,
    };
    const status = notReady.length > 0 ? 'not ready' : failing ? 'degraded' : 'ready';
    const body = {
      status,
      notReady,
      degraded: failing ? ['backups'] : [],
      readOnly: config.readOnly,
      checks,
    };
    return answer(body, notReady.length > 0 ? 503 : 200);
  }

  return {
    /** Liveness: the process runs and answers; nothing else is asked, so a slow database never gets it restarted. */
    live: () => answer({ status: 'live' }, 200),
    ready,
  };
}

export type Readiness = ReturnType<typeof readiness>;
