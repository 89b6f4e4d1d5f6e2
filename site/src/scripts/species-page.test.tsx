import { afterEach, describe, expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PublicIdentification } from '@catalogue/model/catalogue';
import { driveCopyLink } from './copy-link';
import { enhanceGalleries } from '@catalogue/components/result/gallery-script';
import { SpeciesBody } from '@catalogue/components/species/SpeciesBody';
import { turtlePhoto } from '@catalogue/components/species/test-fixtures';

/** A clownfish published by `Diver <id>`, on the turtle's fields for the rest. */
const entry = (id: number, extra: Partial<PublicIdentification> = {}): PublicIdentification => ({
  ...turtlePhoto,
  id,
  slug: `clownfish-${id}`,
  speciesName: 'Clownfish',
  scientificName: 'Amphiprion ocellaris',
  description: 'An orange fish with white bands.',
  conservationStatus: 'Least Concern',
  distribution: 'Indo-Pacific',
  habitat: 'Anemones on shallow reefs',
  features: 'Three white bands',
  conservation: 'Aquarium trade',
  classification: 'Animalia › Chordata',
  verification: 'unavailable',
  modelScientificName: 'Amphiprion ocellaris',
  imageUrl: `/uploads/${id}.jpg`,
  photos: [{ imageUrl: `/uploads/${id}.jpg`, width: null, height: null }],
  uploaderName: `Diver ${id}`,
  ...extra,
});

const mount = (main: PublicIdentification, related: PublicIdentification[] = []) => {
  const page = { slug: 'x', taxon: null, featured: main, photos: [main, ...related] };
  document.body.innerHTML = `${renderToStaticMarkup(<SpeciesBody page={page} url="https://reefid.example/species/x" />)}<div data-toaster></div>`;
};

afterEach(() => (document.body.innerHTML = ''));

describe('species page body', () => {
  test('a photo credit names the coarse area it was taken in, when there is one', () => {
    mount(entry(20, { area: 'Coral Sea, 16–17°S, 145–146°E' }), [entry(21)]);
    const captions = [...document.querySelectorAll('figcaption')].map((caption) => caption.textContent);
    expect(captions[0]).toContain('Photo by Diver 20 · Coral Sea, 16–17°S, 145–146°E · ');
    expect(captions[1]).not.toContain('°');
  });

  test('the static gallery shows every published photo of the species, driven without React', () => {
    mount(entry(20), [entry(21), entry(22)]);
    enhanceGalleries();
    const status = () => document.querySelector('[data-gallery-counter]')!.textContent;
    const previous = document.querySelector<HTMLButtonElement>('[data-gallery-prev]')!;
    const next = document.querySelector<HTMLButtonElement>('[data-gallery-next]')!;
    const visible = () => [...document.querySelectorAll<HTMLElement>('[data-gallery-photo]')].findIndex((photo) => !photo.hidden);
    expect(status()).toBe('Photo 1 of 3');
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    next.click();
    next.click();
    expect(status()).toBe('Photo 3 of 3');
    expect(visible()).toBe(2);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    next.click();
    expect(status()).toBe('Photo 3 of 3');
    document.querySelector<HTMLButtonElement>('[data-gallery-dot="0"]')!.click();
    expect(status()).toBe('Photo 1 of 3');
    expect(document.body.textContent).toContain('Photo by Diver 21');
    expect(document.querySelector('h1')!.textContent).toBe('Clownfish');
    expect(document.body.textContent).toContain('3 photos · first published on 2 May 2025');
    expect(document.body.textContent).toContain('Photo by Diver 21 · 2 May 2025');
  });

  test('without any image it says so, with a note for the early records', () => {
    mount(entry(5, { imageUrl: null, photos: [] }));
    expect(document.body.textContent).toContain('No image preview available');
    expect(document.body.textContent).toContain('before May 2025');
    mount(entry(50, { imageUrl: null, photos: [] }));
    expect(document.body.textContent).not.toContain('before May 2025');
  });

  test('copy link copies the public URL, shows Copied! for two seconds and a toast', async () => {
    mount(entry(20));
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void (copied = text) } });
    const button = document.querySelector<HTMLButtonElement>('[data-copy-link]')!;
    driveCopyLink(button);
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(copied).toBe('https://reefid.example/species/x');
    expect(button.textContent).toBe('Copied!');
    expect(document.querySelector('[data-toaster]')!.textContent).toBe('Link copied!The link has been copied to your clipboard.');
    await new Promise((resolve) => setTimeout(resolve, 2050));
    expect(button.textContent).toBe('Copy link');
  });

  test('a refused copy toasts the failure', async () => {
    mount(entry(20));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => Promise.reject(new Error('denied')) } });
    const button = document.querySelector<HTMLButtonElement>('[data-copy-link]')!;
    driveCopyLink(button);
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.querySelector('.toast-destructive')!.textContent).toBe('Copy failedCould not copy the link to clipboard.');
  });
});
