import { afterEach, describe, expect, mock, test } from 'bun:test';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { enhanceGalleries } from './gallery-script';
import ResultDisplay from './ResultDisplay';
import type { ResultIdentification } from './types';

afterEach(cleanup);

const clownfish: ResultIdentification = {
  id: 42,
  speciesName: 'Ocellaris Clownfish',
  scientificName: 'Amphiprion ocellaris',
  description: 'A small orange reef fish.',
  conservationStatus: 'Least Concern',
  distribution: 'Indo-Pacific',
  habitat: 'Lagoons with anemones',
  features: 'Three white bands',
  conservation: 'Aquarium trade',
  classification: 'Animalia > Chordata > Actinopterygii',
  alternativeSpecies: '[{"name":"Orange Clownfish","scientificName":"Amphiprion percula"}]',
  candidates: [{ name: 'Ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.82 }],
  imageUrl: '/uploads/identifications/a.jpg',
  uploaderName: 'diver',
  uploaderWebsite: 'https://reef.example',
  accepted: false,
  createdAt: '2025-06-03T14:05:00Z',
};

const photos = ['a', 'b', 'c'].map((name) => ({ imageUrl: `/uploads/identifications/${name}.jpg`, uploaderName: `diver-${name}` }));

describe('ResultDisplay', () => {
  test('renders to static HTML without touching window or document', () => {
    const saved = { window: globalThis.window, document: globalThis.document };
    // @ts-expect-error: removed on purpose, as on a server
    delete globalThis.window;
    // @ts-expect-error: removed on purpose, as on a server
    delete globalThis.document;
    try {
      const html = renderToStaticMarkup(<ResultDisplay identification={clownfish} photos={photos} timeZone="UTC" />);
      expect(html).toContain('Identified on June 3, 2025 at 2:05 PM');
      expect(html).toContain('data-gallery-counter');
    } finally {
      Object.assign(globalThis, saved);
    }
  });

  test('shows every section, the badge colour, the links and the candidates', () => {
    render(<ResultDisplay identification={clownfish} />);
    for (const title of ['DESCRIPTION', 'DISTRIBUTION', 'HABITAT', 'DISTINGUISHING FEATURES & BEHAVIOR', 'CONSERVATION & ENVIRONMENTAL ISSUES', 'OTHER POSSIBLE SPECIES']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByText('Least Concern').getAttribute('data-status-colour')).toBe('green');
    expect(screen.getByRole('link', { name: 'Confirm with Google Images' }).getAttribute('href')).toContain('q=Amphiprion%20ocellaris');
    expect(screen.getByRole('link', { name: 'Google Images' }).getAttribute('href')).toContain('q=Amphiprion%20percula');
    expect(screen.getByRole('link', { name: 'diver' }).getAttribute('href')).toBe('https://reef.example');
    expect(screen.getByText('82%')).toBeTruthy();
    expect(screen.queryByText(/demo mode/i)).toBeNull();
  });

  test('the gallery steps between photos, bounded by the first and the last', () => {
    render(<ResultDisplay identification={clownfish} photos={photos} />);
    expect(screen.getByText('Photo 1 of 3')).toBeTruthy();
    const prev = screen.getByRole('button', { name: 'Previous photo' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next photo' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('Photo 3 of 3')).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(screen.getByText('Photo by diver-c').closest('figure')!.hidden).toBe(false);
  });

  test('the same gallery markup works without React', () => {
    document.body.innerHTML = renderToStaticMarkup(<ResultDisplay identification={clownfish} photos={photos} />);
    enhanceGalleries(document);
    const next = document.querySelector<HTMLButtonElement>('[data-gallery-next]')!;
    next.click();
    expect(document.querySelector('[data-gallery-counter]')!.textContent).toBe('Photo 2 of 3');
    const shown = [...document.querySelectorAll<HTMLElement>('[data-gallery-photo]')].map((photo) => !photo.hidden);
    expect(shown).toEqual([false, true, false]);
    document.querySelector<HTMLButtonElement>('[data-gallery-dot="2"]')!.click();
    expect(next.disabled).toBe(true);
    document.body.innerHTML = '';
  });

  test('without an image: the no-preview text, and the note for early records only', () => {
    const { rerender } = render(<ResultDisplay identification={{ ...clownfish, imageUrl: null, id: 5 }} />);
    expect(screen.getByText('No image preview available')).toBeTruthy();
    expect(screen.getByText(/before May 2025/)).toBeTruthy();
    rerender(<ResultDisplay identification={{ ...clownfish, imageUrl: null, id: 12 }} />);
    expect(screen.queryByText(/before May 2025/)).toBeNull();
  });

  test('the save prompt calls back, and becomes the saved notice once accepted', () => {
    const onAccept = mock(() => {});
    const onTrash = mock(() => {});
    const { rerender } = render(<ResultDisplay identification={clownfish} showSaveActions onAccept={onAccept} onTrash={onTrash} />);
    expect(screen.getByText('SAVE THIS IDENTIFICATION?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept to My Database' }));
    fireEvent.click(screen.getByRole('button', { name: 'Trash this' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onTrash).toHaveBeenCalledTimes(1);
    rerender(<ResultDisplay identification={{ ...clownfish, accepted: true }} showSaveActions />);
    expect(screen.getByText('This identification has been saved to your database')).toBeTruthy();
    expect(screen.queryByText('SAVE THIS IDENTIFICATION?')).toBeNull();
  });

  test('says demo mode on identifications from the demo provider', () => {
    render(<ResultDisplay identification={{ ...clownfish, demo: true }} />);
    expect(screen.getByText(/Demo mode/)).toBeTruthy();
  });
});
