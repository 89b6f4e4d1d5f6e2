import { describe, expect, test } from 'bun:test';
import { BAD_LICENCE } from '@rules/licence';
import { fakeModel, identify, identifyApp, photo } from '../../../test-support/identify';
import { VISITOR_CANNOT_CONSENT } from './service';

const provider = fakeModel();

type App = Awaited<ReturnType<typeof identifyApp>>;

async function member(app: App, username = 'diver') {
  const client = app.client();
  await client.register(username);
  return client;
}

/** An upload with the consent fields of the identify screen. */
async function uploadWith(client: ReturnType<App['client']>, fields: Record<string, string>) {
  return identify(client, await photo(300, 200), { fields });
}

describe('consent at upload', () => {
  test('off by default; every identification response carries catalogueConsent and licence', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    const created = await identify(owner, await photo(300, 200));
    expect(created.status).toBe(201);
    const body = created.data!;
    expect(body).toMatchObject({ catalogueConsent: false, licence: null });
    expect((await owner.api.identifications({ id: body.id }).get()).data).toMatchObject({ catalogueConsent: false, licence: null });
    expect((await owner.api.identifications.get()).data![0]).toMatchObject({ catalogueConsent: false, licence: null });
    app.cleanup();
  });

  test('the choice sent with the upload is stored; a bad one is refused before anything is counted', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    expect((await uploadWith(owner, { catalogueConsent: 'true' })).data).toMatchObject({ catalogueConsent: true, licence: 'CC-BY-NC-4.0' });
    expect((await uploadWith(owner, { catalogueConsent: 'true', licence: 'CC-BY-4.0' })).data).toMatchObject({ catalogueConsent: true, licence: 'CC-BY-4.0' });

    const badLicence = await uploadWith(owner, { catalogueConsent: 'true', licence: 'all-mine' });
    expect(badLicence.status).toBe(400);
    expect(badLicence.error?.value).toEqual({ code: 'consent.invalid', message: BAD_LICENCE });
    expect((await uploadWith(owner, { catalogueConsent: 'yes' })).status).toBe(400);
    expect((await uploadWith(owner, { catalogueConsent: 'false', licence: 'CC0-1.0' })).status).toBe(400);
    expect(provider.fake.requests.length).toBe(2);
    app.cleanup();
  });

  test('the profile default applies to new identifications; a choice at upload overrides it', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    const saved = await owner.api.profile.post({ catalogueConsent: true, licence: 'CC0-1.0' });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ catalogueConsent: true, licence: 'CC0-1.0' });
    expect((await identify(owner, await photo(300, 200))).data).toMatchObject({ catalogueConsent: true, licence: 'CC0-1.0' });
    expect((await uploadWith(owner, { catalogueConsent: 'false' })).data).toMatchObject({ catalogueConsent: false, licence: null });

    const badDefault = await owner.api.profile.post({ catalogueConsent: true, licence: 'GPL' });
    expect(badDefault.status).toBe(400);
    expect(badDefault.error?.value).toEqual({ code: 'consent.invalid', message: BAD_LICENCE });
    expect((await owner.api.profile.post({ catalogueConsent: false })).data).toMatchObject({ catalogueConsent: false, licence: null });
    expect((await identify(owner, await photo(300, 200))).data).toMatchObject({ catalogueConsent: false, licence: null });
    app.cleanup();
  });

  test('a visitor without an account cannot consent; the account that claims it decides', async () => {
    const app = await identifyApp(provider.fake);
    const visitor = app.client();
    const refused = await uploadWith(visitor, { catalogueConsent: 'true' });
    expect(refused.status).toBe(400);
    expect(refused.error?.value).toEqual({ code: 'consent.needs_account', message: VISITOR_CANNOT_CONSENT });
    const { id, catalogueConsent } = (await identify(visitor, await photo(300, 200))).data!;
    expect(catalogueConsent).toBe(false);
    // Not an owner: the consent call needs an account.
    expect((await visitor.api.identifications({ id }).consent.post({ allow: true })).status).toBe(401);

    // Registering in the same browser claims it, still without consent, even with an account default that allows.
    await visitor.register('diver');
    await visitor.api.profile.post({ catalogueConsent: true });
    expect((await visitor.api.identifications({ id }).get()).data).toMatchObject({ catalogueConsent: false, licence: null });
    const allowed = await visitor.api.identifications({ id }).consent.post({ allow: true });
    expect(allowed.data).toMatchObject({ id, catalogueConsent: true, licence: 'CC-BY-NC-4.0' });
    app.cleanup();
  });
});

describe('POST /api/identifications/{id}/consent', () => {
  test('the owner allows and withdraws; the answer is the identification', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    const { id } = (await identify(owner, await photo(300, 200))).data!;
    const allowed = await owner.api.identifications({ id }).consent.post({ allow: true, licence: 'CC-BY-4.0' });
    expect(allowed.status).toBe(200);
    expect(allowed.data).toMatchObject({ id, speciesName: expect.any(String), catalogueConsent: true, licence: 'CC-BY-4.0' });
    expect((await owner.api.identifications({ id }).get()).data).toMatchObject({ catalogueConsent: true, licence: 'CC-BY-4.0' });
    const withdrawn = await owner.api.identifications({ id }).consent.post({ allow: false });
    expect(withdrawn.data).toMatchObject({ id, catalogueConsent: false, licence: null });
    app.cleanup();
  });

  test('bad input is a 400 with a clear message', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    const { id } = (await identify(owner, await photo(300, 200))).data!;
    const consent = owner.api.identifications({ id }).consent;
    const badLicence = await consent.post({ allow: true, licence: 'CC-BY-SA-4.0' });
    expect(badLicence.status).toBe(400);
    expect(badLicence.error?.value).toEqual({ code: 'consent.invalid', message: BAD_LICENCE });
    const licenceWithoutConsent = await consent.post({ allow: false, licence: 'CC0-1.0' });
    expect(licenceWithoutConsent.status).toBe(400);
    expect(licenceWithoutConsent.error?.value.message).toBe('A licence is chosen only when the photo may appear in the public catalogue');
    // Raw: bodies without `allow`, or with it of the wrong type, which the typed client would not send.
    for (const body of [{}, { allow: 'yes' }, { allow: 1 }, { licence: 'CC0-1.0' }]) {
      const response = await owner.post(`/api/identifications/${id}/consent`, body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain('allow');
    }
    expect((await owner.api.identifications({ id }).get()).data).toMatchObject({ catalogueConsent: false, licence: null });
    app.cleanup();
  });

  test('anyone but the owner gets the same 404 as for a missing id; a trashed one is gone for the owner too', async () => {
    const app = await identifyApp(provider.fake);
    const owner = await member(app);
    const { id } = (await identify(owner, await photo(300, 200))).data!;
    const stranger = await member(app, 'stranger');
    const hidden = await stranger.api.identifications({ id }).consent.post({ allow: true });
    expect(hidden.status).toBe(404);
    expect(hidden.error?.value).toEqual((await stranger.api.identifications({ id: 99999 }).consent.post({ allow: true })).error?.value);
    expect((await stranger.api.identifications({ id: 'abc' }).consent.post({ allow: true })).status).toBe(400); // not an id
    expect((await app.client().api.identifications({ id }).consent.post({ allow: true })).status).toBe(401);

    await owner.api.identifications({ id }).trash.post();
    expect((await owner.api.identifications({ id }).consent.post({ allow: true })).status).toBe(404);
    app.cleanup();
  });
});
