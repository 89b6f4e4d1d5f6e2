import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { BAD_LICENCE } from '@rules/licence';
import { fakeProvider, identifyApp, imageForm, photo, upload } from '../../../test-support/identify';
import { VISITOR_CANNOT_CONSENT } from './service';

const provider = fakeProvider();
beforeAll(() => provider.start());
afterEach(() => provider.reset());
afterAll(() => provider.stop());

type App = Awaited<ReturnType<typeof identifyApp>>;

async function member(app: App, username = 'diver') {
  const client = app.client();
  await client.register(username);
  return client;
}

/** An upload with the consent fields of the identify screen. */
async function uploadWith(client: ReturnType<App['client']>, fields: Record<string, string>) {
  const form = imageForm(await photo(300, 200));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return client.post('/api/identify', form);
}

describe('consent at upload', () => {
  test('off by default; every identification response carries catalogueConsent and licence', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    const created = await upload(owner, await photo(300, 200));
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ catalogueConsent: false, licence: null });
    expect(await (await owner.get(`/api/identifications/${body.id}`)).json()).toMatchObject({ catalogueConsent: false, licence: null });
    expect((await (await owner.get('/api/identifications')).json())[0]).toMatchObject({ catalogueConsent: false, licence: null });
    app.cleanup();
  });

  test('the choice sent with the upload is stored; a bad one is refused before anything is counted', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    expect(await (await uploadWith(owner, { catalogueConsent: 'true' })).json()).toMatchObject({ catalogueConsent: true, licence: 'CC-BY-NC-4.0' });
    expect(await (await uploadWith(owner, { catalogueConsent: 'true', licence: 'CC-BY-4.0' })).json()).toMatchObject({ catalogueConsent: true, licence: 'CC-BY-4.0' });

    const badLicence = await uploadWith(owner, { catalogueConsent: 'true', licence: 'all-mine' });
    expect(badLicence.status).toBe(400);
    expect(await badLicence.json()).toEqual({ message: BAD_LICENCE });
    expect((await uploadWith(owner, { catalogueConsent: 'yes' })).status).toBe(400);
    expect((await uploadWith(owner, { catalogueConsent: 'false', licence: 'CC0-1.0' })).status).toBe(400);
    expect(provider.fake.requests.length).toBe(2);
    app.cleanup();
  });

  test('the profile default applies to new identifications; a choice at upload overrides it', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    const saved = await owner.post('/api/profile', { catalogueConsent: true, licence: 'CC0-1.0' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ catalogueConsent: true, licence: 'CC0-1.0' });
    expect(await (await upload(owner, await photo(300, 200))).json()).toMatchObject({ catalogueConsent: true, licence: 'CC0-1.0' });
    expect(await (await uploadWith(owner, { catalogueConsent: 'false' })).json()).toMatchObject({ catalogueConsent: false, licence: null });

    const badDefault = await owner.post('/api/profile', { catalogueConsent: true, licence: 'GPL' });
    expect(badDefault.status).toBe(400);
    expect(await badDefault.json()).toEqual({ message: BAD_LICENCE });
    expect(await (await owner.post('/api/profile', { catalogueConsent: false })).json()).toMatchObject({ catalogueConsent: false, licence: null });
    expect(await (await upload(owner, await photo(300, 200))).json()).toMatchObject({ catalogueConsent: false, licence: null });
    app.cleanup();
  });

  test('a visitor without an account cannot consent; the account that claims it decides', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const refused = await uploadWith(visitor, { catalogueConsent: 'true' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: VISITOR_CANNOT_CONSENT });
    const { id, catalogueConsent } = await (await upload(visitor, await photo(300, 200))).json();
    expect(catalogueConsent).toBe(false);
    // Not an owner: the consent call needs an account.
    expect((await visitor.post(`/api/identifications/${id}/consent`, { allow: true })).status).toBe(401);

    // Registering in the same browser claims it, still without consent, even with an account default that allows.
    await visitor.register('diver');
    await visitor.post('/api/profile', { catalogueConsent: true });
    expect(await (await visitor.get(`/api/identifications/${id}`)).json()).toMatchObject({ catalogueConsent: false, licence: null });
    const allowed = await visitor.post(`/api/identifications/${id}/consent`, { allow: true });
    expect(await allowed.json()).toMatchObject({ id, catalogueConsent: true, licence: 'CC-BY-NC-4.0' });
    app.cleanup();
  });
});

describe('POST /api/identifications/{id}/consent', () => {
  test('the owner allows and withdraws; the answer is the identification', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    const { id } = await (await upload(owner, await photo(300, 200))).json();
    const allowed = await owner.post(`/api/identifications/${id}/consent`, { allow: true, licence: 'CC-BY-4.0' });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ id, speciesName: expect.any(String), catalogueConsent: true, licence: 'CC-BY-4.0' });
    expect(await (await owner.get(`/api/identifications/${id}`)).json()).toMatchObject({ catalogueConsent: true, licence: 'CC-BY-4.0' });
    const withdrawn = await owner.post(`/api/identifications/${id}/consent`, { allow: false });
    expect(await withdrawn.json()).toMatchObject({ id, catalogueConsent: false, licence: null });
    app.cleanup();
  });

  test('bad input is a 400 with a clear message', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    const { id } = await (await upload(owner, await photo(300, 200))).json();
    const consent = (body: unknown) => owner.post(`/api/identifications/${id}/consent`, body);
    const badLicence = await consent({ allow: true, licence: 'CC-BY-SA-4.0' });
    expect(badLicence.status).toBe(400);
    expect(await badLicence.json()).toEqual({ message: BAD_LICENCE });
    const licenceWithoutConsent = await consent({ allow: false, licence: 'CC0-1.0' });
    expect(licenceWithoutConsent.status).toBe(400);
    expect((await licenceWithoutConsent.json()).message).toBe('A licence is chosen only when the photo may appear in the public catalogue');
    for (const body of [{}, { allow: 'yes' }, { allow: 1 }, { licence: 'CC0-1.0' }]) {
      const response = await consent(body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain('allow');
    }
    expect(await (await owner.get(`/api/identifications/${id}`)).json()).toMatchObject({ catalogueConsent: false, licence: null });
    app.cleanup();
  });

  test('anyone but the owner gets the same 404 as for a missing id; a trashed one is gone for the owner too', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    const { id } = await (await upload(owner, await photo(300, 200))).json();
    const stranger = await member(app, 'stranger');
    const hidden = await stranger.post(`/api/identifications/${id}/consent`, { allow: true });
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(await (await stranger.post('/api/identifications/99999/consent', { allow: true })).json());
    expect((await stranger.post('/api/identifications/abc/consent', { allow: true })).status).toBe(404);
    expect((await app.client().post(`/api/identifications/${id}/consent`, { allow: true })).status).toBe(401);

    await owner.post(`/api/identifications/${id}/trash`);
    expect((await owner.post(`/api/identifications/${id}/consent`, { allow: true })).status).toBe(404);
    app.cleanup();
  });
});
