import { afterEach, expect, test } from 'bun:test';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { CONSENTED, insertIdentification } from '../../../../api/test-support/admin-fixtures';
import { testApp } from '../../../../api/test-support/harness';
import { freshPage } from '../../../test/fake-api';
import { serveApiFrom, withBunWeb } from '../../../test/in-process-api';
import IdentificationDetail from './IdentificationDetail';
import { historyWords } from './history-words';

let restoreFetch = () => {};
afterEach(() => {
  cleanup();
  restoreFetch();
});

test('candidates and look-alikes the catalogue has a published photo of show it, linking to the species page; the others keep their names', async () => {
  const app = await testApp();
  const owner = app.client();
  const { id: userId } = await withBunWeb(() => owner.register('diver'));
  // The catalogue has a published photo of the orange clownfish, and an unpublished one of the tomato clownfish.
  await insertIdentification(app, { speciesName: 'Orange Clownfish', scientificName: 'Amphiprion percula', aphiaId: 278399, slug: 'orange-clownfish', imageUrl: '/uploads/identifications/percula.jpg', isPublished: true, publishedAt: new Date(), ...CONSENTED });
  await insertIdentification(app, { speciesName: 'Tomato Clownfish', scientificName: 'Amphiprion frenatus', aphiaId: 278402, imageUrl: '/uploads/identifications/frenatus.jpg', ...CONSENTED });
  const candidates = [
    { name: 'Ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.6, aphiaId: 278398, verification: 'verified' },
    { name: 'Orange Clownfish', scientificName: 'Amphiprion percula', rank: 'species', confidence: 0.3, aphiaId: 278399, verification: 'verified' },
    { name: 'Tomato Clownfish', scientificName: 'Amphiprion frenatus', rank: 'species', confidence: 0.1, aphiaId: 278402, verification: 'verified' },
  ];
  const alternativeSpecies = [
    { name: 'Orange Clownfish', scientificName: 'Amphiprion percula' },
    { name: 'Skunk Clownfish', scientificName: 'Amphiprion akallopisos' },
  ];
  const { id } = await insertIdentification(app, {
    userId,
    speciesName: 'Ocellaris Clownfish',
    candidates: JSON.stringify(candidates),
    alternativeSpecies: JSON.stringify(alternativeSpecies),
  });
  restoreFetch = serveApiFrom(owner);
  const served = globalThis.fetch;
  const asked: string[] = [];
  globalThis.fetch = ((input: string, init?: RequestInit) => {
    const path = new URL(String(input), location.href).pathname;
    if (path.startsWith('/api/public/taxa/')) asked.push(path);
    return served(input, init);
  }) as typeof fetch;
  freshPage(`/identifications/${id}`);
  render(<IdentificationDetail words={historyWords('en').detail} />);
  await screen.findByRole('heading', { level: 1, name: 'Ocellaris Clownfish' }, { timeout: 10_000 });

  const links = await screen.findAllByRole('link', { name: 'Orange Clownfish: species page' }, { timeout: 10_000 });
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/species/orange-clownfish', '/species/orange-clownfish']);
  expect(links[0]!.querySelector('img')!.getAttribute('src')).toBe('/uploads/identifications/percula.jpg');
  // The unpublished photo is never shown; names without an AphiaID are not asked about.
  await waitFor(() => expect(asked.length).toBe(3));
  expect(screen.queryByRole('link', { name: 'Tomato Clownfish: species page' })).toBeNull();
  expect(screen.getByText('Skunk Clownfish').closest('li')!.querySelector('.rd-thumb')).toBeNull();
  // One request per taxon, however often the page names it.
  expect(asked.sort()).toEqual(['/api/public/taxa/278398/photo', '/api/public/taxa/278399/photo', '/api/public/taxa/278402/photo']);
});

test('a look-alike that is not among the candidates shows its catalogue photo, by the AphiaID stored beside it', async () => {
  const app = await testApp();
  const owner = app.client();
  const { id: userId } = await withBunWeb(() => owner.register('diver'));
  await insertIdentification(app, { speciesName: 'Skunk Clownfish', scientificName: 'Amphiprion akallopisos', aphiaId: 278394, slug: 'skunk-clownfish', imageUrl: '/uploads/identifications/akallopisos.jpg', isPublished: true, publishedAt: new Date(), ...CONSENTED });
  const candidates = [{ name: 'Ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.9, aphiaId: 278398, verification: 'verified' }];
  // As an upload stores look-alikes: the taxon its name matched in WoRMS, or null.
  const alternativeSpecies = [
    { name: 'Skunk Clownfish', scientificName: 'Amphiprion akallopisos', aphiaId: 278394, verification: 'verified' },
    { name: 'Mystery Clownfish', scientificName: 'Amphiprion mysterius', aphiaId: null, verification: 'unmatched' },
  ];
  const { id } = await insertIdentification(app, { userId, speciesName: 'Ocellaris Clownfish', candidates: JSON.stringify(candidates), alternativeSpecies: JSON.stringify(alternativeSpecies) });
  restoreFetch = serveApiFrom(owner);
  freshPage(`/identifications/${id}`);
  render(<IdentificationDetail words={historyWords('en').detail} />);
  await screen.findByRole('heading', { level: 1, name: 'Ocellaris Clownfish' }, { timeout: 10_000 });

  const link = await screen.findByRole('link', { name: 'Skunk Clownfish: species page' }, { timeout: 10_000 });
  expect(link.getAttribute('href')).toBe('/species/skunk-clownfish');
  expect(link.querySelector('img')!.getAttribute('src')).toBe('/uploads/identifications/akallopisos.jpg');
  expect(screen.getByText('Mystery Clownfish').closest('li')!.querySelector('.rd-thumb')).toBeNull();
});
