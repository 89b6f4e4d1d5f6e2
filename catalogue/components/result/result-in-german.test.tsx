import { afterEach, expect, test } from 'bun:test';
import { cleanup, render, screen } from '@testing-library/react';
import type { Taxon } from '@rules/taxon';
import { englishShown } from '../../../site/test/english-shown';
import ResultDisplay from './ResultDisplay';
import { resultWords } from './result-words';
import type { ResultIdentification } from './types';

afterEach(cleanup);

const german = resultWords('de');

const taxon: Taxon = {
  aphiaId: 278398,
  scientificName: 'Amphiprion ocellaris',
  authority: 'Cuvier, 1830',
  rank: 'Species',
  status: 'accepted',
  url: 'https://www.marinespecies.org/aphia.php?p=taxdetails&id=278398',
  vernacularName: 'clown anemonefish',
  classification: { kingdom: 'Animalia', phylum: 'Chordata', class: 'Teleostei', order: 'Ovalentaria incertae sedis', family: 'Pomacentridae', genus: 'Amphiprion' },
  isMarine: true,
  isBrackish: false,
  isFreshwater: false,
  isTerrestrial: false,
};

/** An answer that shows every part: a renamed synonym, a dated Red List status, candidates unsure of their place. */
const answer: ResultIdentification = {
  id: 42,
  speciesName: 'Falscher Clownfisch',
  scientificName: 'Amphiprion ocellaris',
  modelScientificName: 'Amphiprion bicolor',
  verification: 'synonym',
  taxon,
  conservationStatus: 'Least Concern',
  conservationStatusSource: 'worms-iucn',
  conservationStatusYear: 2018,
  candidates: [
    { name: 'Falscher Clownfisch', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.82, verification: 'verified', nearby: false },
    { name: 'Amphiprion', scientificName: 'Amphiprion', rank: 'genus', confidence: 0.1, verification: 'unmatched', nearby: true, atDepth: false },
  ],
  accepted: false,
  createdAt: '2025-06-03T14:05:00Z',
};

const photos = [
  { imageUrl: '/uploads/a.jpg', imageHighResUrl: '/uploads/a-full.jpg', uploaderName: 'Anna', licence: 'CC-BY-4.0', verifiedBy: 2 },
  { imageUrl: '/uploads/b.jpg', uploaderName: 'Ben' },
];

test('in German, the answer’s check, status, candidates, gallery and save prompt leave no English', () => {
  const { container } = render(<ResultDisplay identification={answer} photos={photos} showSaveActions words={german} />);
  expect(englishShown(container, 'de')).toEqual([]);
  expect(screen.getByRole('link', { name: 'In WoRMS bestätigt' })).toBeTruthy();
  expect(container.querySelector('.rd-provenance')!.textContent).toBe('früher Amphiprion bicolor');
  expect(container.querySelector('.rd-status')!.textContent).toBe('Nicht gefährdetRote Liste der IUCN, bewertet 2018, über WoRMS');
  expect(screen.getByRole('region', { name: 'Kandidaten in Rangfolge' }).querySelector('h3')!.textContent).toBe('KANDIDATEN IN RANGFOLGE');
  expect(container.querySelector('.rd-candidates li')!.textContent).toContain('Falscher Clownfisch (Amphiprion ocellaris) · Art · hier in der Nähe nicht nachgewiesen');
  expect(screen.getAllByRole('meter')[0]!.getAttribute('aria-label')).toBe('Sicherheit 82\u00a0%, wahrscheinlich');
  expect(container.querySelector('.rd-credit')!.textContent).toBe('Foto: Anna · CC BY 4.0Von 2 Fachleuten bestätigt');
  expect(container.querySelector('.rd-licence')!.getAttribute('title')).toBe('Namensnennung 4.0');
  expect(container.querySelector('[data-gallery-counter]')!.textContent).toBe('Foto 1 von 2');
  expect(screen.getByRole('button', { name: 'Nächstes Foto' })).toBeTruthy();
});

test('in German, the experts’ verdict and what the model said under it leave no English', () => {
  const reviewed = { ...answer, speciesName: 'Orangeringel-Anemonenfisch', scientificName: 'Amphiprion percula', reviewStatus: 'verified' as const, communityTaxon: { ...taxon, aphiaId: 278399, scientificName: 'Amphiprion percula' } };
  const { container } = render(<ResultDisplay identification={reviewed} words={german} />);
  expect(englishShown(container, 'de')).toEqual([]);
  expect(container.querySelector('.rd-review')!.textContent).toBe('✓ Von Fachleuten bestätigt');
  expect(screen.getByTestId('model-said').textContent).toBe('Das Modell sagte Orangeringel-Anemonenfisch (Amphiprion percula); die Angaben unten beschreiben seine Antwort.');
});
