import { createRequestHandler } from '../src/handler';
import { catalogueReadiness, readiness } from '../src/operations/health';
import { metricsEndpoint } from '../src/operations/metrics';
import { UploadGate } from '../src/web/upload-gate';
import type { CatalogueFiles } from '../src/web/served-files';
import { TestClient, type testApp } from './harness';

type TestApp = Awaited<ReturnType<typeof testApp>>;

/**
 * A test app behind the request handler, as the server serves it: /healthz, /readyz and /metrics outside /api,
 * request ids, request logs and the read-only mode. `catalogue` is the served catalogue the server would have
 * started (none: off, as a server without a built site).
 */
export function servedApp(app: TestApp, options: { catalogue?: CatalogueFiles & { currentBuildId: string | null } } = {}) {
  const { db, config } = app.ctx;
  const uploads = new UploadGate(config.uploadsAtOnce);
  const handler = createRequestHandler(app.app, config, {
    catalogue: options.catalogue,
    uploads,
    operations: {
      readiness: readiness({ db, config, catalogue: () => catalogueReadiness(options.catalogue) }),
      metrics: metricsEndpoint(db, config.metricsToken, uploads),
    },
  });
  const handle = async (request: Request) => handler(request);
  return {
    /** The handler itself, for a test that plays the server (its peer's address). */
    handler,
    handle,
    /** A browser of the served app: cookies kept, our Origin on writes, as the harness's client. */
    client: (ip = '127.0.0.1') => new TestClient({ handle } as unknown as TestApp['app'], ip),
  };
}
