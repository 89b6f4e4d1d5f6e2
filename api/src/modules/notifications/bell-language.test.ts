import { describe, expect, test } from 'bun:test';
import { testApp } from '../../../test-support/harness';
import { notifications } from '.';

describe('GET /api/notifications in the reader’s language', () => {
  test('each is read by its kind in the request’s language; English, and what cannot be read, stay as written', async () => {
    const app = await testApp();
    const client = app.client();
    const diver = await client.register('taucherin');
    await notifications.notify(app.ctx, diver.id, { kind: 'reviewed', text: 'An expert reviewed your sighting.', link: '/identifications/7' });
    await notifications.notify(app.ctx, diver.id, { kind: 'trial-ending', text: 'Your free trial ends on 3 March 2027. Choose a plan to keep identifying without limits.' });
    await notifications.notify(app.ctx, diver.id, { kind: 'trial-ending', text: 'Words of long ago' });
    const texts = async (headers: Record<string, string>) => ((await client.api.notifications.get({ headers })).data ?? []).map((item) => item.text);

    expect(await texts({})).toEqual(['Words of long ago', 'Your free trial ends on 3 March 2027. Choose a plan to keep identifying without limits.', 'An expert reviewed your sighting.']);
    expect(await texts({ 'accept-language': 'de' })).toEqual([
      'Words of long ago',
      'Deine kostenlose Testphase endet am 3. März 2027. Wähle einen Plan, um weiter ohne Grenzen zu bestimmen.',
      'Eine Fachperson hat deine Sichtung geprüft.',
    ]);
  });
});
