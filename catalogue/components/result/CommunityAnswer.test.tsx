import { afterEach, expect, test } from 'bun:test';
import { cleanup, render, screen } from '@testing-library/react';
import type { Taxon } from '@rules/taxon';
import ResultDisplay from './ResultDisplay';
import type { ResultIdentification } from './types';
import { resultWords } from './result-words';

const english = resultWords('en');

afterEach(cleanup);

const taxonOf = (aphiaId: number, scientificName: string, vernacularName: string | null, genus: string): Taxon => ({
  aphiaId,
  scientificName,
  authority: 'Cuvier, 1830',
  rank: 'Species',
  status: 'accepted',
  url: `https://www.marinespecies.org/aphia.php?p=taxdetails&id=${aphiaId}`,
  vernacularName,
  classification: { kingdom: 'Animalia', phylum: 'Chordata', class: 'Teleostei', order: null, family: 'Pomacentridae', genus },
  isMarine: true,
  isBrackish: false,
  isFreshwater: false,
  isTerrestrial: false,
});
const ocellaris = taxonOf(278398, 'Amphiprion ocellaris', 'clown anemonefish', 'Amphiprion');
const percula = taxonOf(278399, 'Amphiprion percula', 'orange clownfish', 'Amphiprion');

const sighting: ResultIdentification = {
  id: 7,
  speciesName: 'Ocellaris Clownfish',
  scientificName: 'Amphiprion ocellaris',
  verification: 'verified',
  taxon: ocellaris,
  conservationStatus: 'Least Concern',
  candidates: [{ name: 'Ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.8 }],
};

test('each review status has its label; an unreviewed sighting shows none', () => {
  const { rerender } = render(<ResultDisplay identification={{ ...sighting, reviewStatus: 'unreviewed' }} words={english} />);
  expect(document.querySelector('[data-review-status]')).toBeNull();
  for (const [status, text] of [['in-review', 'In review'], ['verified', 'Verified by experts'], ['disputed', 'Disputed']] as const) {
    rerender(<ResultDisplay identification={{ ...sighting, reviewStatus: status, communityTaxon: status === 'verified' ? ocellaris : null }} words={english} />);
    expect(document.querySelector('[data-review-status]')?.textContent).toContain(text);
  }
});

test('a community taxon of the model\'s own keeps the model\'s answer, with no "The model said"', () => {
  render(<ResultDisplay identification={{ ...sighting, reviewStatus: 'verified', communityTaxon: ocellaris }} words={english} />);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Ocellaris Clownfish');
  expect(screen.queryByTestId('model-said')).toBeNull();
  expect(screen.getByText('Verified in WoRMS')).toBeTruthy();
});

test('a community taxon that differs is the answer shown, and the model\'s stays visible as "The model said …"', () => {
  render(<ResultDisplay identification={{ ...sighting, reviewStatus: 'verified', communityTaxon: percula }} words={english} />);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Orange clownfish');
  expect(screen.getByText('Amphiprion percula')).toBeTruthy();
  expect(screen.getByTestId('model-said').textContent).toBe('The model said Ocellaris Clownfish (Amphiprion ocellaris); the notes below describe its answer.');
  // The model's status and check belong to its own species, not to the community's.
  expect(screen.queryByText('Least Concern')).toBeNull();
  expect(screen.queryByText('Verified in WoRMS')).toBeNull();
});
