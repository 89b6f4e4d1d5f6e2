import { describe, expect, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readWhereAndWhen } from '../../lib/images/exif';
import { fakeModel, identify, identifyApp, phonePhoto, photo } from '../../../test-support/identify';

const provider = fakeModel();


describe('POST /api/identify: where and when', () => {
  test("the photo's own GPS position and date are read, and the stored copies no longer carry them", async () => {
    const app = await identifyApp(provider.fake);
    const browser = app.client();
    await browser.register('diver');
    const response = await identify(browser, await phonePhoto({ offset: '+10:00' }));
    expect(response.status).toBe(201);
    const body = response.data!;
    expect(body.location).toEqual({ latitude: -16.925, longitude: 145.76666666666668, source: 'exif' });
    expect(body.observedAt).toBe('2025-06-14T09:41:07+10:00');
    const folder = join(app.dataDir, 'uploads', 'identifications');
    for (const name of readdirSync(folder)) {
      const stored = await Bun.file(join(folder, name)).bytes();
      expect(await readWhereAndWhen(stored, new Date())).toEqual({ position: null, takenAt: null, depthMeters: null });
    }
    // OBIS was asked about the candidates near Cairns: each known candidate says whether it was recorded there.
    const checked = body.candidates.filter((c) => c.aphiaId !== null);
    expect(checked.length).toBeGreaterThan(0);
    for (const candidate of checked) expect(typeof candidate.nearby).toBe('boolean');
    // The model is told the sea and the month, never the position.
    expect(provider.fake.requests.at(-1)!.prompt).toBe('Identify the marine organism in this photo. It was photographed in the Coral Sea in June.');
    // The history and the detail give the same.
    expect((await browser.api.identifications({ id: body.id }).get()).data!.location).toEqual(body.location);
    app.cleanup();
  });

  test('form fields win over the photo; a photo without metadata and no fields gives nulls', async () => {
    const app = await identifyApp(provider.fake);
    const browser = app.client();
    const typed = (await identify(browser, await phonePhoto({ offset: '+10:00' }), { fields: { latitude: '12.15', longitude: '-68.27', observedAt: '2025-07-01' } })).data!;
    expect(typed.location).toEqual({ latitude: 12.15, longitude: -68.27, source: 'user' });
    expect(typed.observedAt).toBe('2025-07-01');
    expect(provider.fake.requests.at(-1)!.prompt).toBe('Identify the marine organism in this photo. It was photographed in the Caribbean Sea in July.');
    const bare = (await identify(browser, await photo(320, 240))).data!;
    expect(provider.fake.requests.at(-1)!.prompt).toBe('Identify the marine organism in this photo.');
    expect({ location: bare.location, observedAt: bare.observedAt }).toEqual({ location: null, observedAt: null });
    expect(bare.candidates.map((c) => c.nearby).every((nearby) => nearby === null)).toBe(true);
    app.cleanup();
  });

  test("with 'Use my photos' location' off, the photo's position is not read; its date still is", async () => {
    const app = await identifyApp(provider.fake);
    const browser = app.client();
    const registered = await browser.register('private-diver');
    expect(registered.usePhotoLocation).toBe(true);
    const saved = await browser.api.profile.post({ usePhotoLocation: false });
    expect(saved.data!.usePhotoLocation).toBe(false);
    const body = (await identify(browser, await phonePhoto({ offset: '+10:00' }))).data!;
    expect(body.location).toBeNull();
    expect(body.observedAt).toBe('2025-06-14T09:41:07+10:00');
    app.cleanup();
  });

  test('bad coordinates or a date in the future: 400 with a clear message, and no identification is used', async () => {
    const app = await identifyApp(provider.fake);
    const browser = app.client();
    const cases: [Record<string, string>, string][] = [
      [{ latitude: '91', longitude: '10' }, 'Latitude must be a number of decimal degrees between -90 and 90'],
      [{ latitude: '10', longitude: '-181' }, 'Longitude must be a number of decimal degrees between -180 and 180'],
      [{ latitude: '10' }, 'Please give both latitude and longitude, or neither'],
      [{ observedAt: '2999-01-01' }, 'observedAt cannot be in the future'],
      [{ observedAt: 'last tuesday' }, 'observedAt must be an ISO date (2025-06-14) or date-time (2025-06-14T09:41:00)'],
    ];
    for (const [fields, message] of cases) {
      const response = await identify(browser, await photo(64, 48), { fields });
      expect({ fields, status: response.status, body: response.error?.value }).toEqual({ fields, status: 400, body: { code: fields.observedAt ? 'observed_at.invalid' : 'position.invalid', message } });
    }
    expect(provider.fake.requests).toHaveLength(0);
    expect((await browser.api['free-identifications-count'].get()).data!.count).toBe(0);
    app.cleanup();
  });
});
