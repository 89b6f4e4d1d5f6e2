import { afterEach, describe, expect, test } from 'bun:test';
import { fakeApi } from '../../../test/fake-api';
import { $toast } from '../../ui/toasts';
import { historyToastWords } from './history-toast-words';
import { acceptIdentification, askForReview, fetchHistoryCsv, removePhoto, restoreIdentification, trashIdentification, UNDO_TRASH } from './identifications';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

test('the CSV of many rows is asked for 500 ids at a time and joined under one header, in order', async () => {
  api = fakeApi({
    'GET /api/identifications/export': (_body, url) => {
      const ids = url.searchParams.get('ids')!.split(',').filter(Boolean);
      return { status: 200, body: ['id,speciesName', ...ids.map((id) => `${id},Fish ${id}`)].join('\r\n') + '\r\n' };
    },
  });
  const ids = Array.from({ length: 1201 }, (_, i) => 2000 - i);
  const lines = (await fetchHistoryCsv(ids)).trimEnd().split('\r\n');
  expect(lines[0]).toBe('id,speciesName');
  expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(ids);
  const asked = api.calls.map((call) => call.path);
  expect(asked).toEqual(Array(3).fill('/api/identifications/export'));
});

test('no rows: the header alone, in one call', async () => {
  api = fakeApi({ 'GET /api/identifications/export': () => ({ status: 200, body: 'id,speciesName\r\n' }) });
  expect(await fetchHistoryCsv([])).toBe('id,speciesName\r\n');
  expect(api.calls).toHaveLength(1);
});

describe("History's toasts in the page's language", () => {
  afterEach(() => $toast.set(null));
  const refusal = (code: string, message: string) => () => ({ status: 409, body: { code, message } });

  test('a refusal is said by its code in the words of the page, whatever the words of the message', async () => {
    api = fakeApi({ 'DELETE /api/identifications/7/photos/0': refusal('identifications.last_photo', 'Some English words') });
    expect(await removePhoto(7, 0, historyToastWords('de'))).toBeNull();
    expect($toast.get()).toMatchObject({
      title: 'Fehler',
      description: 'Foto konnte nicht entfernt werden: Eine Sichtung behält mindestens ein Foto: Füge ein weiteres hinzu, bevor du dieses entfernst, oder lösche die Bestimmung.',
      variant: 'destructive',
    });
  });

  test("a code without words of its own says the server's message, which the API gave in the request's language", async () => {
    api = fakeApi({ 'POST /api/identifications/7/review-request': refusal('reviews.daily_limit', 'Message du serveur') });
    expect(await askForReview(7, historyToastWords('fr'))).toBeNull();
    expect($toast.get()).toMatchObject({ title: 'Erreur', description: 'Impossible de demander un examen : Message du serveur' });
  });

  test('what went through is said in the language, and the trash offers Undo in it', async () => {
    api = fakeApi({ 'POST /api/identifications/7/trash': () => ({ status: 200, body: { ok: true } }) });
    expect(await trashIdentification(7, historyToastWords('zh-Hans'))).toBe(true);
    expect($toast.get()).toMatchObject({ title: '已移到回收站', description: '它将在 30 天后删除。', action: { label: '撤销', name: UNDO_TRASH, value: 7 } });
  });

  test("English keeps today's words: the server's message, or the error's own", async () => {
    api = fakeApi({ 'POST /api/identifications/7/restore': refusal('identifications.not_in_trash', 'This identification is not in the trash') });
    await restoreIdentification(7, historyToastWords('en'));
    expect($toast.get()).toMatchObject({ title: 'Error', description: 'Failed to restore identification: This identification is not in the trash' });
    api.restore();
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await acceptIdentification(7, historyToastWords('en'));
    expect($toast.get()).toMatchObject({ description: 'Failed to accept identification: Failed to fetch' });
  });
});
