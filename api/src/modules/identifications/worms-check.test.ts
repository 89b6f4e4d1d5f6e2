import { afterAll, afterEach, describe, expect, test } from 'bun:test';
import { startFakeWorms } from '../../fakes/worms';
import { taxa } from '../taxa';
import { recheckIdentifications } from './recheck';
import { fakeModel, identify, identifyApp, photo } from '../../../test-support/identify';
const { createTaxonomy } = taxa;

const provider = fakeModel();
const worms = startFakeWorms();
afterEach(() => worms.reset());
afterAll(() => worms.stop());

const wormsApp = () => identifyApp(provider.fake, { WORMS_API_URL: worms.url, WORMS_TIMEOUT_MS: '300' });

describe('identifications checked against WoRMS', () => {
  test('the response, the detail and the history carry the taxon, the check and the model’s own name', async () => {
    const app = await wormsApp();
    const browser = app.client();
    await browser.register('diver');
    const response = await identify(browser, await photo(200, 150));
    expect(response.status).toBe(201);
    const created = response.data!;
    expect(['verified', 'synonym', 'fuzzy']).toContain(created.verification);
    expect(created.taxon).toMatchObject({ aphiaId: expect.any(Number), url: expect.stringContaining('marinespecies.org'), classification: expect.any(Object) });
    expect(created.scientificName).toBe(created.taxon!.scientificName);
    expect(typeof created.modelScientificName).toBe('string');
    expect(['worms-iucn', 'model']).toContain(created.conservationStatusSource);
    const confidences = created.candidates.map((c) => c.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    for (const candidate of created.candidates) expect(candidate).toMatchObject({ aphiaId: expect.any(Number), verification: expect.any(String) });

    const detail = (await browser.api.identifications({ id: created.id }).get()).data!;
    const [history] = (await browser.api.identifications.get()).data!;
    for (const view of [detail, history]) {
      expect(view).toMatchObject({ taxon: created.taxon, verification: created.verification, modelScientificName: created.modelScientificName });
    }
    app.cleanup();
  });

  test('WoRMS down: the identification succeeds unchecked, costs one identification, and is checked later', async () => {
    const app = await wormsApp();
    const browser = app.client();
    await browser.register('diver');
    worms.setScenario('500');
    const response = await identify(browser, await photo(200, 150));
    expect(response.status).toBe(201);
    const created = response.data!;
    expect(created).toMatchObject({ verification: 'unavailable', taxon: null, conservationStatusSource: 'model' });
    expect((await browser.api['free-identifications-count'].get()).data!.count).toBe(1);

    // Still down at the next sweep: nothing changes, and one call was enough to find out.
    app.setNow(new Date(Date.now() + 2 * 60_000));
    worms.requests.length = 0;
    expect(await recheckIdentifications(app.ctx, createTaxonomy(app.ctx))).toBe(0);
    expect(worms.requests).toHaveLength(1);

    worms.setScenario('good');
    app.setNow(new Date(Date.now() + 4 * 60_000));
    expect(await recheckIdentifications(app.ctx, createTaxonomy(app.ctx))).toBe(1);
    const checked = (await browser.api.identifications({ id: created.id }).get()).data!;
    expect(checked.verification).not.toBe('unavailable');
    expect(checked.taxon).toMatchObject({ aphiaId: expect.any(Number) });
    expect(checked.modelScientificName).toBe(created.modelScientificName);
    expect((await browser.api['free-identifications-count'].get()).data!.count).toBe(1);
    app.cleanup();
  });

  test('WoRMS too slow: the identification answers within the deadline, unchecked', async () => {
    const app = await wormsApp();
    worms.setScenario('slow', { slowMs: 5_000 });
    const started = performance.now();
    const response = await identify(app.client(), await photo(200, 150));
    expect(response.status).toBe(201);
    expect(response.data!.verification).toBe('unavailable');
    expect(performance.now() - started).toBeLessThan(3_000);
    app.cleanup();
  });
});
