import { afterEach, beforeEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, freshPage } from '../../../test/fake-api';
import IdentifyScreen from './IdentifyScreen';
import { identifyWords } from './identify-words';
import { resetUpload } from './upload';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  freshPage('/de/identification');
  resetUpload();
  api = fakeApi({
    'GET /api/free-identifications-count': () => ({ status: 200, body: { count: 2 } }),
    // The server's words are English here: the screen must not show them, it chooses its own by the code.
    'POST /api/identify': () => ({ status: 429, body: { code: 'quota.free_exhausted', message: 'Free identification limit reached' } }),
  });
});
afterEach(() => {
  cleanup();
  api?.restore();
});

test('in German, the screen speaks German, counts in German, and tells a refusal in German chosen by its code', async () => {
  render(<IdentifyScreen words={identifyWords('de')} />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Meerestiere bestimmen');
  expect(screen.getByText('Fotos hierher ziehen, eines einfügen oder klicken, um sie auszuwählen')).toBeTruthy();
  await waitFor(() => expect(document.querySelector('.quota-note')?.textContent).toBe('Noch 1 kostenlose Bestimmung auf diesem Gerät. Erstelle ein Konto und behalte deine Bestimmungen.'));
  const photo = new File([new Uint8Array(2048)], 'riff.jpg', { type: 'image/jpeg' });
  await act(async () => void fireEvent.change(screen.getByTestId('library-input'), { target: { files: [photo] } }));
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Deine Sichtung: 1 von 5 Fotos');
  expect(screen.getByRole('button', { name: 'Zuschneiden Foto 1' })).toBeTruthy();
  expect(document.querySelector('summary')?.textContent).toBe('Wo und wann hinzufügen (optional)');
  fireEvent.click(screen.getByRole('button', { name: 'Bestimmen' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(
    'Bestimmungslimit erreicht: Registriere dich für weitere Bestimmungen oder schließe ein Abo für unbegrenzten Zugang ab.',
  );
});

test('in German, the result speaks German around the model’s answer', async () => {
  api?.restore();
  api = fakeApi({
    'GET /api/free-identifications-count': () => ({ status: 200, body: { count: 0 } }),
    'POST /api/identify': () => ({
      status: 201,
      body: { id: 9, userId: null, speciesName: 'Gemeiner Krake', scientificName: 'Octopus vulgaris', description: 'Ein Krake.', candidates: [], imageUrl: null },
    }),
  });
  render(<IdentifyScreen words={identifyWords('de')} />);
  const photo = new File([new Uint8Array(2048)], 'riff.jpg', { type: 'image/jpeg' });
  await act(async () => void fireEvent.change(screen.getByTestId('library-input'), { target: { files: [photo] } }));
  fireEvent.click(screen.getByRole('button', { name: 'Bestimmen' }));
  expect(await screen.findByRole('button', { name: 'Weitere Art bestimmen' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'BESCHREIBUNG' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Mit der Google-Bildersuche prüfen' })).toBeTruthy();
  expect(screen.getByRole('note').textContent).toContain('Erstelle ein Konto, um diese Bestimmung zu behalten.');
});

test("in German, the browser's own checks of a photo and of the depth are said in German, by their codes", async () => {
  render(<IdentifyScreen words={identifyWords('de')} />);
  const choose = (file: File) => act(async () => void fireEvent.change(screen.getByTestId('library-input'), { target: { files: [file] } }));
  await choose(new File([new Uint8Array(10)], 'notizen.txt', { type: 'text/plain' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Ungültiger Dateityp: Bitte lade eine Bilddatei hoch.');
  await choose(new File([new Uint8Array(2048)], 'riff.jpg', { type: 'image/jpeg' }));
  fireEvent.click(document.querySelector('summary')!);
  fireEvent.change(await screen.findByLabelText(/^Tiefe \(m\)/), { target: { value: '11000.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bestimmen' }));
  expect(await screen.findByText('Bitte gib die Tiefe in Metern an, von 0 bis 11.000.')).toBeTruthy();
  expect(api!.calls.some((call) => call.path === '/api/identify')).toBe(false);
});
