import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { FREE_IDENTIFICATIONS } from '@rules/identification';
import { backupState, catalogueState } from '../../db/schema';
import { catalogueTestApp, stopCatalogueSites } from '../../../test-support/catalogue-site';
import { testApp } from '../../../test-support/harness';
import { fakeProvider, identifyApp, photo, upload } from '../../../test-support/identify';
import { servedApp } from '../../../test-support/operations';

const TOKEN = 'metrics-token-for-tests-0123456789';
const provider = fakeProvider();
beforeAll(() => provider.start());
afterEach(() => provider.reset());
afterEach(stopCatalogueSites);
afterAll(() => provider.stop());

/** The value of one sample of the Prometheus text (labels given in the order the text has them), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? '';
    if (wanted.every((pair) => labelText.split(',').includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

const scrape = async (served: ReturnType<typeof servedApp>) => {
  const response = await served.client().get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toStartWith('text/plain; version=0.0.4');
  return response.text();
};

describe('GET /metrics: who may read it', () => {
  test('without the token, with a wrong one, or with METRICS_TOKEN unset: 404, exactly as an unknown path', async () => {
    const guarded = servedApp(await testApp({}, { METRICS_TOKEN: TOKEN }));
    const unset = servedApp(await testApp());
    const unknown = await guarded.client().get('/no-such-page');
    const unknownBody = await unknown.text();
    const answers = [
      await guarded.client().get('/metrics'),
      await guarded.client().get('/metrics', { authorization: `Bearer ${TOKEN}x` }),
      await guarded.client().get('/metrics', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }),
      await guarded.client().get('/metrics', { authorization: TOKEN }),
      await unset.client().get('/metrics'),
      await unset.client().get('/metrics', { authorization: 'Bearer ' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.status).toBe(unknown.status);
      expect(answer.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
      expect(await answer.text()).toBe(unknownBody);
      expect(answer.headers.has('www-authenticate')).toBe(false);
    }
    expect((await guarded.client().get('/metrics', { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });
});

describe('GET /metrics: what it counts', () => {
  test('an identification through the real upload path: its outcome, its request, the model call, its tokens and cost', async () => {
    const app = await identifyApp(provider.fake, { METRICS_TOKEN: TOKEN });
    const served = servedApp(app);
    const before = await scrape(served);

    const visitor = served.client();
    expect((await upload(visitor, await photo(320, 240))).status).toBe(201);
    const after = await scrape(served);
    expect(sample(after, 'reefid_identifications_total', { outcome: 'identified' })).toBe(sample(before, 'reefid_identifications_total', { outcome: 'identified' }) + 1);
    expect(sample(after, 'reefid_http_requests_total', { route: '/api/identify', method: 'POST', status: '201' })).toBe(
      sample(before, 'reefid_http_requests_total', { route: '/api/identify', method: 'POST', status: '201' }) + 1,
    );
    expect(sample(after, 'reefid_http_request_duration_seconds_count', { route: '/api/identify', method: 'POST' })).toBe(
      sample(before, 'reefid_http_request_duration_seconds_count', { route: '/api/identify', method: 'POST' }) + 1,
    );
    expect(sample(after, 'reefid_model_call_duration_seconds_count', { outcome: 'answered' })).toBe(sample(before, 'reefid_model_call_duration_seconds_count', { outcome: 'answered' }) + 1);
    expect(sample(after, 'reefid_model_tokens_total', { kind: 'prompt' })).toBeGreaterThan(sample(before, 'reefid_model_tokens_total', { kind: 'prompt' }));
    expect(sample(after, 'reefid_model_cost_usd_total')).toBeGreaterThan(sample(before, 'reefid_model_cost_usd_total'));
    // The name was checked against (fake) WoRMS: its calls were timed.
    expect(sample(after, 'reefid_outside_service_request_duration_seconds_count', { service: 'worms', outcome: 'ok' })).toBeGreaterThan(
      sample(before, 'reefid_outside_service_request_duration_seconds_count', { service: 'worms', outcome: 'ok' }),
    );
    expect(sample(after, 'reefid_upload_slots')).toBe(app.ctx.config.uploadsAtOnce);
    expect(sample(after, 'reefid_upload_slots_in_use')).toBe(0);
    // While an upload waits for a slow model, it holds its place of the gate.
    provider.fake.setScenario('slow', { slowMs: 600 });
    const running = upload(served.client(), await photo(320, 240, 7));
    for (let waited = 0; provider.fake.requests.length < 2 && waited < 5_000; waited += 20) await Bun.sleep(20);
    expect(sample(await scrape(served), 'reefid_upload_slots_in_use')).toBe(1);
    expect((await running).status).toBe(201);
    expect(sample(await scrape(served), 'reefid_upload_slots_in_use')).toBe(0);
    provider.fake.setScenario('good');

    // The visitor's free identifications run out: the next is refused by the quota, and counted as such.
    for (let used = 1; used < FREE_IDENTIFICATIONS; used++) expect((await upload(visitor, await photo(320, 240, used + 1))).status).toBe(201);
    expect((await upload(visitor, await photo(320, 240, 9))).status).toBe(403);
    const refused = await scrape(served);
    expect(sample(refused, 'reefid_quota_refusals_total', { quota: 'visitor' })).toBe(sample(before, 'reefid_quota_refusals_total', { quota: 'visitor' }) + 1);
    expect(sample(refused, 'reefid_identifications_total', { outcome: 'refused' })).toBe(sample(before, 'reefid_identifications_total', { outcome: 'refused' }) + 1);
    app.cleanup();
  });

  test('the day\'s AI budget spent: a budget refusal, and an identification counted unavailable', async () => {
    const app = await identifyApp(provider.fake, { METRICS_TOKEN: TOKEN, AI_DAILY_BUDGET: '0' });
    const served = servedApp(app);
    const before = await scrape(served);
    expect((await upload(served.client(), await photo(320, 240))).status).toBe(503);
    const after = await scrape(served);
    expect(sample(after, 'reefid_budget_refusals_total')).toBe(sample(before, 'reefid_budget_refusals_total') + 1);
    expect(sample(after, 'reefid_identifications_total', { outcome: 'unavailable' })).toBe(sample(before, 'reefid_identifications_total', { outcome: 'unavailable' }) + 1);
    app.cleanup();
  });

  test('requests are counted under their route\'s pattern, never a path with an id in it', async () => {
    const served = servedApp(await testApp({}, { METRICS_TOKEN: TOKEN }));
    const client = served.client();
    await client.get('/api/identifications/918273');
    await client.get('/api/no-such-route/55501');
    await client.get('/species/acanthurus-918273');
    await client.get('/uploads/identifications/55501.jpg');
    const text = await scrape(served);
    expect(text).toContain('route="/api/identifications/:id"');
    expect(text).toContain('route="/api/*"');
    expect(text).toContain('route="/species/*"');
    expect(text).toContain('route="/uploads/*"');
    expect(text).not.toContain('918273');
    expect(text).not.toContain('55501');
  });

  test('the catalogue\'s version and the time of its last publish, as the shared row has them', async () => {
    const app = await catalogueTestApp();
    const served = servedApp({ ...app, ctx: { ...app.ctx, config: { ...app.ctx.config, metricsToken: TOKEN } } }, { catalogue: app.site });
    const publishedAt = new Date('2026-03-01T12:00:00Z');
    app.setNow(publishedAt);
    const { version } = (await app.ctx.db.select({ version: catalogueState.version }).from(catalogueState))[0]!;
    // What a publish, unpublish or delete does to the shared row: the version moves, and when is noted.
    await app.site.changed();
    const text = await scrape(served);
    expect(sample(text, 'reefid_catalogue_version')).toBe(version + 1);
    expect(sample(text, 'reefid_catalogue_last_publish_timestamp_seconds')).toBe(publishedAt.getTime() / 1000);
  });

  test('backups: the last success, its duration and size, read from the shared row at each scrape', async () => {
    const app = await testApp({}, { METRICS_TOKEN: TOKEN });
    const served = servedApp(app);
    const none = await scrape(served);
    expect(sample(none, 'reefid_backup_last_success_timestamp_seconds')).toBe(0);
    const completed = new Date('2026-03-02T06:00:00Z');
    await app.ctx.db.insert(backupState).values({ id: 1, lastSuccessAt: completed, lastDurationMs: 12_500, lastBytes: 734_003_200 });
    const text = await scrape(served);
    expect(sample(text, 'reefid_backup_last_success_timestamp_seconds')).toBe(completed.getTime() / 1000);
    expect(sample(text, 'reefid_backup_last_duration_seconds')).toBe(12.5);
    expect(sample(text, 'reefid_backup_last_size_bytes')).toBe(734_003_200);
  });
});
