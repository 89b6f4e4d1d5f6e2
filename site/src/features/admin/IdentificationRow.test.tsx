import { afterEach, expect, test } from 'bun:test';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { AdminIdentification } from '../../lib/types';
import IdentificationRow from './IdentificationRow';
import { adminWords } from './admin-words';

afterEach(cleanup);

const base: AdminIdentification = {
  id: 7,
  speciesName: 'Clownfish',
  scientificName: 'Amphiprion ocellaris',
  userId: 3,
  username: 'reefdiver',
  isPublished: false,
  publishedAt: null,
  conservationStatus: null,
  imageUrl: null,
  slug: 'clownfish-amphiprion-ocellaris',
  catalogueConsent: true,
  licence: 'CC-BY-NC-4.0',
  trashedAt: null,
  publishRefusal: null,
  reviewStatus: 'unreviewed',
  aphiaId: 278400,
  communityTaxon: null,
  publishedButDisputed: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};

function renderRow(row: Partial<AdminIdentification> = {}, state: { busy?: boolean; deleting?: boolean; featured?: boolean } = {}) {
  const noop = () => {};
  render(
    <table>
      <tbody>
        <IdentificationRow
          identification={{ ...base, ...row }}
          words={adminWords('en')}
          busy={state.busy ?? false}
          deleting={state.deleting ?? false}
          featured={state.featured ?? false}
          onImage={noop}
          onPublish={noop}
          onUnpublish={noop}
          onFeature={noop}
          onDelete={noop}
        />
      </tbody>
    </table>,
  );
  return screen.getByTestId('identification-7');
}

test('an unpublished row: Unpublished badge, Publish action, italic scientific name, Unknown status', () => {
  const row = renderRow();
  expect(row.className).not.toContain('row-published');
  expect(within(row).getByText('Unpublished')).toBeTruthy();
  expect(within(row).getByRole('button', { name: 'Publish' })).toBeTruthy();
  expect(within(row).queryByRole('button', { name: 'Unpublish' })).toBeNull();
  expect(within(row).queryByRole('button', { name: 'Feature' })).toBeNull();
  expect(within(row).getByText('Amphiprion ocellaris').tagName).toBe('EM');
  expect(within(row).getByText('Unknown')).toBeTruthy();
  const view = within(row).getByRole('link', { name: 'View' });
  expect(view.getAttribute('href')).toBe('/species/clownfish-amphiprion-ocellaris');
  expect(view.getAttribute('target')).toBe('_blank');
});

test('a published row is green, with its badge, its date and Unpublish', () => {
  const row = renderRow({ isPublished: true, publishedAt: '2026-02-03T15:04:00.000Z', conservationStatus: 'Least Concern' });
  expect(row.className).toContain('row-published');
  expect(within(row).getByText('Published')).toBeTruthy();
  expect(within(row).getByText(/3 February 2026/)).toBeTruthy();
  expect(within(row).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  expect(within(row).getByRole('button', { name: 'Feature' }).getAttribute('title')).toContain('Feature on its species page');
  expect(within(row).queryByText('Featured')).toBeNull();
  expect(within(row).getByText('Least Concern')).toBeTruthy();
});

test('the featured photo of its page is marked Featured, without the Feature action', () => {
  const row = renderRow({ isPublished: true, publishedAt: '2026-02-03T15:04:00.000Z' }, { featured: true });
  expect(within(row).getByText('Featured').className).toContain('badge-featured');
  expect(within(row).queryByRole('button', { name: 'Feature' })).toBeNull();
  expect(within(row).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
});

test("a busy row's buttons are disabled, and a running delete reads Deleting...", () => {
  const row = renderRow({ isPublished: true }, { busy: true, deleting: true });
  for (const button of within(row).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  expect(within(row).getByRole('button', { name: 'Deleting...' })).toBeTruthy();
});

test('consent shows as its licence; without it, or trashed, Publish is not offered and the badge says why', () => {
  expect(within(renderRow()).getByText('CC BY-NC 4.0').className).toContain('badge-published');
  cleanup();
  const refused = renderRow({ catalogueConsent: false, licence: null, publishRefusal: 'The owner has not allowed this identification in the public catalogue.' });
  expect(within(refused).getByText('No consent').getAttribute('title')).toContain('has not allowed');
  expect(within(refused).queryByRole('button', { name: 'Publish' })).toBeNull();
  cleanup();
  const trashed = renderRow({ trashedAt: '2026-01-06T10:00:00.000Z', publishRefusal: 'This identification was trashed by its owner and can never be published.' });
  expect(within(trashed).getByText('Trashed').getAttribute('title')).toContain('trashed by its owner');
  expect(within(trashed).queryByRole('button', { name: 'Publish' })).toBeNull();
});

test('the owner shows by username, and a visitor\'s row says Visitor', () => {
  expect(within(renderRow()).getByRole('cell', { name: 'reefdiver' })).toBeTruthy();
  cleanup();
  expect(within(renderRow({ userId: null, username: null })).getByRole('cell', { name: 'Visitor' })).toBeTruthy();
});

test('Trashed has a column of its own, apart from consent', () => {
  const trashed = renderRow({ trashedAt: '2026-01-06T10:00:00.000Z', publishRefusal: 'This identification was trashed by its owner and can never be published.' });
  expect(within(trashed).getByText('Trashed').closest('td')!.getAttribute('data-label')).toBe('Trashed');
  expect(within(trashed).getByText('CC BY-NC 4.0').closest('td')!.getAttribute('data-label')).toBe('Consent');
});

test('a published row experts have since disputed stays published, flagged with a badge that says why', () => {
  const row = renderRow({ isPublished: true, publishedAt: '2026-02-03T15:04:00.000Z', reviewStatus: 'disputed', publishedButDisputed: true });
  expect(within(row).getByText('Published')).toBeTruthy();
  expect(within(row).getByText('Disputed by experts').className).toContain('badge-disputed');
  expect(row.textContent).toContain('experts disagree on its name');
  expect(row.className).toContain('row-disputed');
  expect(within(row).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  cleanup();
  expect(within(renderRow({ isPublished: true, reviewStatus: 'verified' })).queryByText('Disputed by experts')).toBeNull();
});

test("once experts settled on another taxon, the row names theirs, not the model's, with their verdict", () => {
  const chromis = {
    aphiaId: 218855, scientificName: 'Chromis viridis', vernacularName: 'blue-green chromis', authority: null, rank: 'Species', status: 'accepted', url: '',
    classification: { kingdom: null, phylum: null, class: null, order: null, family: null, genus: null },
    isMarine: true, isBrackish: false, isFreshwater: false, isTerrestrial: false,
  };
  const species = () => screen.getByTestId('identification-7').querySelector('td[data-label="Species"]')!;
  renderRow({ reviewStatus: 'verified', communityTaxon: chromis });
  expect(species().textContent).toBe('Blue-green chromis✓ Verified by experts');
  expect(within(screen.getByTestId('identification-7')).getByText('Chromis viridis').tagName).toBe('EM');
  cleanup();
  // Experts who agree with the model leave its name; before any review there is no mark.
  renderRow({ reviewStatus: 'verified', communityTaxon: { ...chromis, aphiaId: 278400, scientificName: 'Amphiprion ocellaris', vernacularName: 'clown anemonefish' } });
  expect(species().textContent).toBe('Clownfish✓ Verified by experts');
  cleanup();
  renderRow();
  expect(species().textContent).toBe('Clownfish');
});
