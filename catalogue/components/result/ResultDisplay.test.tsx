import { afterEach, describe, expect, mock, test } from 'bun:test';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { enhanceGalleries } from './gallery-script';
import ResultDisplay from './ResultDisplay';
import type { Taxon } from '@rules/taxon';
import type { ResultIdentification } from './types';
import { resultWords } from './result-words';

const english = resultWords('en');

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
      const html = renderToStaticMarkup(<ResultDisplay identification={clownfish} photos={photos} timeZone="UTC" words={english} />);
      expect(html).toContain('Identified on 3 June 2025, 14:05');
      expect(html).toContain('data-gallery-counter');
    } finally {
      Object.assign(globalThis, saved);
    }
  });

  test('the dive date when the photo has one; the identification date only when it has not', () => {
    const { rerender } = render(<ResultDisplay identification={{ ...clownfish, observedAt: '2025-06-01T09:41' }} timeZone="UTC" words={english} />);
    expect(screen.getByText('Seen on 1 June 2025, 09:41')).toBeTruthy();
    expect(screen.queryByText(/Identified on/)).toBeNull();
    rerender(<ResultDisplay identification={clownfish} timeZone="UTC" words={english} />);
    expect(screen.getByText('Identified on 3 June 2025, 14:05')).toBeTruthy();
    expect(screen.queryByText(/Seen on/)).toBeNull();
  });

  test('the first screen: photo, name as a focusable heading, check, status and how sure; the decision comes last, held on screen', () => {
    const { container } = render(<ResultDisplay identification={clownfish} headingId="result-heading" showSaveActions onAccept={() => {}} onTrash={() => {}} words={english} />);
    const summary = container.querySelector('.rd-summary')!;
    expect(summary.querySelector('img')).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 2, name: 'Ocellaris Clownfish' });
    expect(heading.id).toBe('result-heading');
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(summary.contains(heading)).toBe(true);
    expect(summary.textContent).toContain('Least Concern');
    expect(summary.querySelector('.rd-sureness')!.textContent).toBe('Likely · the model is 82% sure of Ocellaris Clownfish');
    // The save bar is the article's last child: CSS holds it at the bottom of the window while the result is read.
    expect(container.querySelector('article')!.lastElementChild!.className).toBe('rd-save');
    expect(screen.getByRole('button', { name: 'Save to my logbook' })).toBeTruthy();
  });

  test('shows every section, the badge colour, the links and the candidates', () => {
    render(<ResultDisplay identification={clownfish} words={english} />);
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
    render(<ResultDisplay identification={clownfish} photos={photos} words={english} />);
    expect(screen.getByText('Photo 1 of 3')).toBeTruthy();
    const prev = screen.getByRole('button', { name: 'Previous photo' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next photo' }) as HTMLButtonElement;
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('Photo 3 of 3')).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    // At the end, next keeps the keyboard's focus and does nothing.
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(screen.getByText('Photo 3 of 3')).toBeTruthy();
    expect(screen.getByText('Photo by diver-c').closest('figure')!.hidden).toBe(false);
  });

  test("a sighting's own photos, cover first: 'Photo N of M' announced, each image sized so nothing moves as it loads", () => {
    const sighting: ResultIdentification = {
      ...clownfish,
      imageHighResUrl: '/uploads/identifications/a-hi.jpg',
      photos: [
        { imageUrl: '/uploads/identifications/a.jpg', imageHighResUrl: '/uploads/identifications/a-hi.jpg', width: 1024, height: 768 },
        { imageUrl: '/uploads/identifications/b.jpg', imageHighResUrl: '/uploads/identifications/b-hi.jpg', width: 768, height: 1024 },
      ],
    };
    render(<ResultDisplay identification={sighting} words={english} />);
    const counter = screen.getByText('Photo 1 of 2');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    const images = screen.getAllByRole('img', { hidden: true }) as HTMLImageElement[];
    expect(images.map((image) => [image.getAttribute('width'), image.getAttribute('height')])).toEqual([
      ['1024', '768'],
      ['768', '1024'],
    ]);
    expect(images[0]!.alt).toBe('Ocellaris Clownfish, photo 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter.textContent).toBe('Photo 2 of 2');
    expect(images[1]!.closest('figure')!.hidden).toBe(false);
    // The high-resolution link is the photo's own.
    const highRes = screen.getAllByRole('link', { name: 'View high-resolution photo', hidden: true }).find((link) => !link.closest('figure')!.hidden)!;
    expect(highRes.getAttribute('href')).toBe('/uploads/identifications/b-hi.jpg');
  });

  test('one photo: no previous, next or count, as before', () => {
    render(<ResultDisplay identification={{ ...clownfish, photos: [{ imageUrl: '/uploads/identifications/a.jpg', width: 800, height: 600 }] }} words={english} />);
    expect(screen.getByRole('img', { name: 'Ocellaris Clownfish' }).getAttribute('width')).toBe('800');
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByText(/Photo 1 of/)).toBeNull();
  });

  test('the same gallery markup works without React', () => {
    document.body.innerHTML = renderToStaticMarkup(<ResultDisplay identification={clownfish} photos={photos} words={english} />);
    enhanceGalleries(document);
    const next = document.querySelector<HTMLButtonElement>('[data-gallery-next]')!;
    next.click();
    expect(document.querySelector('[data-gallery-counter]')!.textContent).toBe('Photo 2 of 3');
    const shown = [...document.querySelectorAll<HTMLElement>('[data-gallery-photo]')].map((photo) => !photo.hidden);
    expect(shown).toEqual([false, true, false]);
    expect(document.querySelector('[data-gallery-counter]')!.getAttribute('aria-live')).toBe('polite');
    document.querySelector<HTMLButtonElement>('[data-gallery-dot="2"]')!.click();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.querySelector('[data-gallery-prev]')!.getAttribute('aria-disabled')).toBe('false');
    document.body.innerHTML = '';
  });

  test('without an image: the no-preview text, and the note for early records only', () => {
    const { rerender } = render(<ResultDisplay identification={{ ...clownfish, imageUrl: null, id: 5 }} words={english} />);
    expect(screen.getByText('No image preview available')).toBeTruthy();
    expect(screen.getByText(/before May 2025/)).toBeTruthy();
    rerender(<ResultDisplay identification={{ ...clownfish, imageUrl: null, id: 12 }} words={english} />);
    expect(screen.queryByText(/before May 2025/)).toBeNull();
  });

  test('the save prompt calls back, and becomes the saved notice once accepted', () => {
    const onAccept = mock(() => {});
    const onTrash = mock(() => {});
    const { rerender } = render(<ResultDisplay identification={clownfish} showSaveActions onAccept={onAccept} onTrash={onTrash} words={english} />);
    expect(screen.getByText('SAVE THIS IDENTIFICATION?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save to my logbook' }));
    fireEvent.click(screen.getByRole('button', { name: 'Trash this' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(onTrash).toHaveBeenCalledTimes(1);
    rerender(<ResultDisplay identification={{ ...clownfish, accepted: true }} showSaveActions words={english} />);
    expect(screen.getByText('This identification is saved in your logbook')).toBeTruthy();
    expect(screen.queryByText('SAVE THIS IDENTIFICATION?')).toBeNull();
  });

  test('says demo mode on identifications from the demo provider', () => {
    render(<ResultDisplay identification={{ ...clownfish, demo: true }} words={english} />);
    expect(screen.getByText(/Demo mode/)).toBeTruthy();
  });
});

const clownfishTaxon: Taxon = {
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

const checked: ResultIdentification = {
  ...clownfish,
  taxon: clownfishTaxon,
  verification: 'verified',
  modelScientificName: 'Amphiprion ocellaris',
  conservationStatusSource: 'worms-iucn',
};

describe('ResultDisplay: the WoRMS check', () => {
  test('verified: a badge linking to the WoRMS page, and the authority after the name', () => {
    render(<ResultDisplay identification={checked} words={english} />);
    const link = screen.getByRole('link', { name: 'Verified in WoRMS' });
    expect(link.getAttribute('href')).toBe(clownfishTaxon.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Amphiprion ocellaris').closest('p')!.textContent).toBe('Amphiprion ocellaris Cuvier, 1830');
    expect(screen.queryByText(/formerly|the model said/)).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  test('synonym: the accepted name, verified, and the model\'s old name as "formerly"', () => {
    render(<ResultDisplay identification={{ ...checked, verification: 'synonym', modelScientificName: 'Amphiprion bicolor' }} words={english} />);
    expect(screen.getByRole('link', { name: 'Verified in WoRMS' }).getAttribute('href')).toBe(clownfishTaxon.url);
    const formerly = screen.getByText(/^formerly/);
    expect(formerly.textContent).toBe('formerly Amphiprion bicolor');
    expect(formerly.querySelector('i')!.textContent).toBe('Amphiprion bicolor');
  });

  test('fuzzy: "Matched in WoRMS", and what the model said when it differs', () => {
    const { rerender } = render(<ResultDisplay identification={{ ...checked, verification: 'fuzzy', modelScientificName: 'Amphiprion ocelaris' }} words={english} />);
    expect(screen.getByRole('link', { name: 'Matched in WoRMS' }).getAttribute('href')).toBe(clownfishTaxon.url);
    expect(screen.queryByText('Verified in WoRMS')).toBeNull();
    expect(screen.getByText(/^the model said/).textContent).toBe('the model said Amphiprion ocelaris');
    rerender(<ResultDisplay identification={{ ...checked, verification: 'fuzzy' }} words={english} />);
    expect(screen.getByText('Matched in WoRMS')).toBeTruthy();
    expect(screen.queryByText(/the model said/)).toBeNull();
  });

  test('unmatched and unavailable: plain labels, no WoRMS link, no authority', () => {
    const { rerender } = render(<ResultDisplay identification={{ ...checked, taxon: null, verification: 'unmatched' }} words={english} />);
    expect(screen.getByText('Name not found in WoRMS')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /WoRMS/ })).toBeNull();
    expect(screen.queryByText(/Cuvier/)).toBeNull();
    rerender(<ResultDisplay identification={{ ...checked, taxon: null, verification: 'unavailable' }} words={english} />);
    expect(screen.getByText('Not yet checked')).toBeTruthy();
    expect(screen.queryByText('Name not found in WoRMS')).toBeNull();
    expect(screen.queryByRole('link', { name: /WoRMS/ })).toBeNull();
  });

  test('no badge and no source label for records without the check', () => {
    render(<ResultDisplay identification={clownfish} words={english} />);
    expect(screen.queryByText(/WoRMS|Not yet checked/)).toBeNull();
    expect(screen.queryByText(/IUCN Red List|Unverified estimate/)).toBeNull();
  });

  test('the conservation status says where it comes from', () => {
    const sources = [
      ['worms-iucn', 'IUCN Red List, via WoRMS'],
      ['iucn', 'IUCN Red List'],
      ['model', 'Unverified estimate'],
    ] as const;
    for (const [source, label] of sources) {
      render(<ResultDisplay identification={{ ...checked, conservationStatusSource: source }} words={english} />);
      expect(screen.getByText(label).closest('.rd-status')!.textContent).toBe(`Least Concern${label}`);
      for (const [, other] of sources) if (other !== label) expect(screen.queryByText(other)).toBeNull();
      cleanup();
    }
  });

  test('the year of WoRMS’s IUCN assessment is shown with its source', () => {
    render(<ResultDisplay identification={{ ...checked, conservationStatusYear: 2018 }} words={english} />);
    expect(screen.getByText('IUCN Red List, assessed 2018, via WoRMS').closest('.rd-status')!.textContent).toBe('Least ConcernIUCN Red List, assessed 2018, via WoRMS');
  });

  test('a taxon WoRMS lists in fresh water or on land only gets a note', () => {
    const { rerender } = render(
      <ResultDisplay identification={{ ...checked, taxon: { ...clownfishTaxon, isMarine: false, isBrackish: false, isFreshwater: true } }} words={english} />,
    );
    expect(screen.getByRole('note').textContent).toContain('may not be sea life');
    rerender(<ResultDisplay identification={{ ...checked, taxon: { ...clownfishTaxon, isMarine: false, isBrackish: true, isFreshwater: true } }} words={english} />);
    expect(screen.queryByText(/may not be sea life/)).toBeNull();
  });

  test('the rank rule: an answer stopping at genus says so, and the species candidates stay listed', () => {
    const genus: ResultIdentification = {
      ...checked,
      speciesName: 'Genus Chromis',
      scientificName: 'Chromis',
      modelScientificName: 'Chromis viridis',
      taxon: { ...clownfishTaxon, aphiaId: 125532, scientificName: 'Chromis', authority: 'Cuvier, 1814', rank: 'Genus', url: 'https://www.marinespecies.org/aphia.php?p=taxdetails&id=125532' },
      candidates: [
        { name: 'Green Chromis', scientificName: 'Chromis viridis', rank: 'species', confidence: 0.41, aphiaId: 218730, verification: 'verified' },
        { name: 'Blue-green Chromis', scientificName: 'Chromis atripectoralis', rank: 'species', confidence: 0.38, aphiaId: 218727, verification: 'verified' },
      ],
    };
    const { rerender } = render(<ResultDisplay identification={genus} words={english} />);
    expect(screen.getByText(/pretty sure/).textContent).toBe("We're pretty sure it's in genus Chromis; the photo does not settle the species.");
    rerender(<ResultDisplay identification={{ ...genus, stepBackReason: 'not-recorded-nearby' }} words={english} />);
    expect(screen.getByText(/pretty sure/).textContent).toBe("We're pretty sure it's in genus Chromis; the likeliest species is not recorded near here.");
    // Without the API's reason (a page of its own shape), it is read from the candidates.
    rerender(<ResultDisplay identification={{ ...genus, candidates: genus.candidates!.map((c, i) => ({ ...c, nearby: i > 0 })) }} words={english} />);
    expect(screen.getByText(/pretty sure/).textContent).toContain('the likeliest species is not recorded near here');
    rerender(<ResultDisplay identification={genus} words={english} />);
    expect(screen.getByText('Green Chromis')).toBeTruthy();
    expect(screen.getByText('Blue-green Chromis')).toBeTruthy();
    rerender(<ResultDisplay identification={checked} words={english} />);
    expect(screen.queryByText(/pretty sure/)).toBeNull();
    rerender(<ResultDisplay identification={{ ...genus, candidates: [{ name: 'Chromis', scientificName: 'Chromis', rank: 'genus', confidence: 0.5 }] }} words={english} />);
    expect(screen.queryByText(/pretty sure/)).toBeNull();
  });

  test('a conservation badge belongs to a species: a genus or family answer shows none', () => {
    const family: ResultIdentification = {
      ...checked,
      speciesName: 'Sea turtles (family Cheloniidae)',
      scientificName: 'Cheloniidae',
      conservationStatus: 'Endangered',
      taxon: { ...clownfishTaxon, aphiaId: 136999, scientificName: 'Cheloniidae', rank: 'Family' },
    };
    const { rerender } = render(<ResultDisplay identification={family} words={english} />);
    expect(screen.queryByText('Endangered')).toBeNull();
    rerender(<ResultDisplay identification={{ ...family, taxon: { ...family.taxon!, rank: 'Genus' } }} words={english} />);
    expect(screen.queryByText('Endangered')).toBeNull();
    rerender(<ResultDisplay identification={{ ...family, taxon: { ...family.taxon!, rank: 'Species' } }} words={english} />);
    expect(screen.getByText('Endangered')).toBeTruthy();
  });

  test('a candidate OBIS has no record of near the photo is marked so, and keeps its place by confidence', () => {
    render(
      <ResultDisplay
        identification={{
          ...checked,
          candidates: [
            { name: 'Ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.5, aphiaId: 278398, verification: 'verified', nearby: false },
            { name: 'Orange Clownfish', scientificName: 'Amphiprion percula', rank: 'species', confidence: 0.3, aphiaId: 278399, verification: 'verified', nearby: true },
            { name: 'Tomato Clownfish', scientificName: 'Amphiprion frenatus', rank: 'species', confidence: 0.2, aphiaId: 278402, verification: 'verified', nearby: null },
          ],
        }} words={english} />,
    );
    const items = [...screen.getByRole('region', { name: 'Ranked candidates' }).querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('.rd-confidence')!.textContent)).toEqual(['possible 50%', 'possible 30%', 'unlikely 20%']);
    expect(items.map((item) => item.textContent!.includes('not recorded near here'))).toEqual([true, false, false]);
  });

  test('a candidate recorded near the photo but never at its depth is marked so; one not recorded nearby says only that', () => {
    render(
      <ResultDisplay
        identification={{
          ...checked,
          candidates: [
            { name: 'Ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.5, aphiaId: 278398, verification: 'verified', nearby: true, atDepth: false },
            { name: 'Orange Clownfish', scientificName: 'Amphiprion percula', rank: 'species', confidence: 0.3, aphiaId: 278399, verification: 'verified', nearby: true, atDepth: true },
            { name: 'Tomato Clownfish', scientificName: 'Amphiprion frenatus', rank: 'species', confidence: 0.2, aphiaId: 278402, verification: 'verified', nearby: false, atDepth: false },
            { name: 'Pink Clownfish', scientificName: 'Amphiprion perideraion', rank: 'species', confidence: 0.1, aphiaId: 278403, verification: 'verified', nearby: true, atDepth: null },
          ],
        }} words={english} />,
    );
    const items = [...screen.getByRole('region', { name: 'Ranked candidates' }).querySelectorAll('li')];
    expect(items.map((item) => item.textContent!.includes('not recorded at this depth here'))).toEqual([true, false, false, false]);
    cleanup();
    render(<ResultDisplay identification={{ ...checked, taxon: { ...checked.taxon!, rank: 'Genus', scientificName: 'Amphiprion' }, stepBackReason: 'not-recorded-at-depth' }} words={english} />);
    expect(screen.getByText(/the likeliest species is not recorded at this depth here/)).toBeTruthy();
    expect(items.map((item) => item.textContent!.includes('not recorded near here'))).toEqual([false, false, true, false]);
  });

  test('candidates are listed by confidence, and an unmatched one is marked not in WoRMS', () => {
    render(
      <ResultDisplay
        identification={{
          ...checked,
          candidates: [
            { name: 'Orange Clownfish', scientificName: 'Amphiprion percula', rank: 'species', confidence: 0.2, aphiaId: 278399, verification: 'verified' },
            { name: 'Made-up Clownfish', scientificName: 'Amphiprion imaginarius', rank: 'species', confidence: 0.1, aphiaId: null, verification: 'unmatched' },
            { name: 'Ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.7, aphiaId: 278398, verification: 'verified' },
          ],
        }} words={english} />,
    );
    const items = [...screen.getByRole('region', { name: 'Ranked candidates' }).querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('.rd-confidence')!.textContent)).toEqual(['likely 70%', 'unlikely 20%', 'unlikely 10%']);
    expect(items[0]!.textContent).toContain('Ocellaris Clownfish');
    expect(items[2]!.textContent).toContain('Made-up Clownfish');
    expect(items[2]!.textContent).toContain('not in WoRMS');
    expect(items[0]!.textContent).not.toContain('not in WoRMS');
    expect(items[1]!.textContent).not.toContain('not in WoRMS');
  });

  test('renders to static HTML with the check, the source and the note', () => {
    const html = renderToStaticMarkup(
      <ResultDisplay identification={{ ...checked, verification: 'synonym', modelScientificName: 'Amphiprion bicolor', taxon: { ...clownfishTaxon, isMarine: false, isTerrestrial: true } }} words={english} />,
    );
    expect(html).toContain(`href="${clownfishTaxon.url.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('formerly <i>Amphiprion bicolor</i>');
    expect(html).toContain('IUCN Red List, via WoRMS');
    expect(html).toContain('may not be sea life');
  });
});

describe('ResultDisplay: look-alikes you can see', () => {
  const lookAlikes: ResultIdentification = {
    ...checked,
    candidates: [
      { name: 'Ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.7, aphiaId: 278398, verification: 'verified' },
      { name: 'Orange Clownfish', scientificName: 'Amphiprion percula', rank: 'species', confidence: 0.2, aphiaId: 278399, verification: 'verified' },
      { name: 'Made-up Clownfish', scientificName: 'Amphiprion imaginarius', rank: 'species', confidence: 0.1, aphiaId: null, verification: 'unmatched' },
    ],
    // The first is also a candidate; the second is only a name, with no AphiaID anywhere.
    alternativeSpecies: '[{"name":"Orange Clownfish","scientificName":"Amphiprion percula"},{"name":"Skunk Clownfish","scientificName":"Amphiprion akallopisos"}]',
  };
  const catalogue: Record<number, { imageUrl: string; speciesSlug: string }> = {
    278399: { imageUrl: '/public/uploads/percula.jpg', speciesSlug: 'orange-clownfish' },
  };

  test('a candidate or look-alike the catalogue has a photo of shows it, linking to its species page', async () => {
    const asked: number[] = [];
    const taxonPhoto = async (aphiaId: number) => (asked.push(aphiaId), catalogue[aphiaId] ?? null);
    render(<ResultDisplay identification={lookAlikes} taxonPhoto={taxonPhoto} words={english} />);
    const links = await screen.findAllByRole('link', { name: 'Orange Clownfish: species page' });
    // Once among the candidates, once among the look-alikes, by the candidate's AphiaID.
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/species/orange-clownfish', '/species/orange-clownfish']);
    expect(links[0]!.querySelector('img')!.getAttribute('src')).toBe('/public/uploads/percula.jpg');
    expect(links[0]!.querySelector('img')!.getAttribute('width')).toBe('48');
    expect(asked.sort()).toEqual([278398, 278399, 278399]);
  });

  test('without a photo in the catalogue, no tile is shown (none empty), and the name and link stay as they were', async () => {
    const asked: number[] = [];
    const taxonPhoto = async (aphiaId: number) => (asked.push(aphiaId), null);
    const { container } = render(<ResultDisplay identification={lookAlikes} taxonPhoto={taxonPhoto} words={english} />);
    // The two candidates and the one look-alike with an AphiaID are asked about; none gets a tile.
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(container.querySelectorAll('.rd-thumb')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /species page/ })).toBeNull();
    const skunk = screen.getByText('Skunk Clownfish').closest('li')!;
    expect(skunk.querySelector('a')!.textContent).toBe('Google Images');
  });

  test('a photo of the genus, when the species has none, is labelled as the genus’s', async () => {
    const taxonPhoto = async (aphiaId: number) =>
      aphiaId === 278398 ? { imageUrl: '/public/uploads/percula.jpg', speciesSlug: 'orange-clownfish', of: { rank: 'genus' as const, name: 'Amphiprion' } } : null;
    const { container } = render(<ResultDisplay identification={lookAlikes} taxonPhoto={taxonPhoto} words={english} />);
    const link = await screen.findByRole('link', { name: 'Ocellaris Clownfish: a photo of its genus, Amphiprion: species page' });
    expect(link.getAttribute('href')).toBe('/species/orange-clownfish');
    expect(link.textContent).toBe('genus');
    expect(container.querySelectorAll('.rd-thumb')).toHaveLength(1);
  });

  test('an answer that keeps a look-alike’s AphiaID beside its name is asked by it', async () => {
    const asked: number[] = [];
    const taxonPhoto = async (aphiaId: number) => (asked.push(aphiaId), null);
    render(
      <ResultDisplay
        identification={{ ...clownfish, candidates: [], alternativeSpecies: [{ name: 'Skunk Clownfish', scientificName: 'Amphiprion akallopisos', aphiaId: 278394 }] }}
        taxonPhoto={taxonPhoto} words={english} />,
    );
    await waitFor(() => expect(asked).toEqual([278394]));
  });

  test('static pages (no finder) show names only, as today', () => {
    const html = renderToStaticMarkup(<ResultDisplay identification={lookAlikes} words={english} />);
    expect(html).not.toContain('class="rd-thumb"');
    expect(html).toContain('Skunk Clownfish');
  });
});
