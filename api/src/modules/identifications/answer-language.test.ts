import { describe, expect, test } from 'bun:test';
import { SPECIES_IN_LANGUAGES } from '../../fakes/species-languages';
import { fakeModel, identifyApp, imageForm, photo } from '../../../test-support/identify';

const provider = fakeModel();

describe('POST /api/identify: the model answers in the diver’s language', () => {
  test('a German request asks the model for German texts, keeps the names, and records and returns the language', async () => {
    const app = await identifyApp(provider.fake);
    const diver = await app.signUp('taucher');
    const bytes = await photo(320, 240, 7);
    const answer = await diver.post('/api/identify', imageForm(bytes), { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(answer.status).toBe(201);
    const german = await answer.json();
    expect(provider.fake.requests.at(-1)!.language).toBe('de');
    const written = SPECIES_IN_LANGUAGES[german.modelScientificName]!.de;
    expect(german).toMatchObject({ language: 'de', description: written.description, habitat: written.habitat, distribution: written.distribution });
    expect((await (await diver.get(`/api/identifications/${german.id}`)).json()).language).toBe('de');
    expect((await (await diver.get('/api/user/identifications')).json()).map((row: { language: string }) => row.language)).toEqual(['de']);

    // The same photo asked in English: today's instructions, English texts, the same names.
    const english = await (await diver.post('/api/identify', imageForm(bytes), { 'accept-language': 'en' })).json();
    const instructions = (provider.fake.requests.at(-1)!.messages[0] as { content: string }).content;
    expect(instructions).toContain('Answer in English with the JSON schema given. Give the most specific identification');
    expect(english.language).toBe('en');
    expect(english.description).not.toBe(german.description);
    expect([english.speciesName, english.scientificName]).toEqual([german.speciesName, german.scientificName]);
  });

  test("the lang cookie, else the account's language, chooses it", async () => {
    const app = await identifyApp(provider.fake);
    const diver = await app.signUp('plongeur');
    expect((await diver.post('/api/profile', { locale: 'fr' })).status).toBe(200);
    const bytes = await photo(320, 240, 7);
    expect((await (await diver.post('/api/identify', imageForm(bytes), { 'accept-language': 'de' })).json()).language).toBe('fr');
    diver.cookies.set('lang', 'zh-Hans');
    const chinese = await (await diver.post('/api/identify', imageForm(bytes), { 'accept-language': 'de' })).json();
    expect(chinese.language).toBe('zh-Hans');
    expect(chinese.description).toBe(SPECIES_IN_LANGUAGES[chinese.modelScientificName]!['zh-Hans'].description);
  });
});
