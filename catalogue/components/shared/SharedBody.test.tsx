import { describe, expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SharedIdentification } from '../../model/shared';
import { SharedBody } from './SharedBody';

const shared: SharedIdentification = {
  speciesName: 'Green Sea Turtle',
  scientificName: 'Chelonia mydas',
  description: 'A large sea turtle.',
  conservationStatus: 'Endangered',
  conservationStatusSource: 'model',
  conservationStatusYear: null,
  distribution: null,
  habitat: null,
  features: null,
  conservation: null,
  classification: null,
  taxon: null,
  verification: 'unavailable',
  modelScientificName: 'Chelonia mydas',
  alternativeSpecies: [],
  createdAt: '2025-06-03T14:05:00Z',
  candidates: [],
  demo: false,
  photoUrl: '/s/abc/photo',
  photos: [],
  credit: { name: 'Diver', website: null, licence: 'CC-BY-4.0' },
};

describe('the shared page', () => {
  test('a record with its photos shows them all, cover first, each sized and credited', () => {
    const photos = [
      { imageUrl: '/s/abc/photo', width: 1024, height: 768 },
      { imageUrl: '/s/abc/photos/1', width: 768, height: 1024 },
    ];
    const html = renderToStaticMarkup(<SharedBody shared={{ ...shared, photos }} />);
    expect(html).toContain('Photo 1 of 2');
    expect(html).toContain('src="/s/abc/photos/1" alt="Green Sea Turtle, photo 2 of 2" width="768" height="1024"');
    expect(html.match(/Photo by/g)).toHaveLength(2);
  });

  test('a record without a list shows its one photo, the cover', () => {
    const html = renderToStaticMarkup(<SharedBody shared={shared} />);
    expect(html).toContain('src="/s/abc/photo"');
    expect(html).not.toContain('data-gallery-counter');
  });

  test('it is dated by the day the photo was taken, never by when it was uploaded', () => {
    const seen = renderToStaticMarkup(<SharedBody shared={{ ...shared, observedOn: '2025-06-14' }} />);
    expect(seen).toContain('Seen on 14 June 2025');
    expect(seen).not.toContain('Identified on');
    const undated = renderToStaticMarkup(<SharedBody shared={shared} />);
    expect(undated).not.toContain('Identified on');
    expect(undated).not.toContain('Seen on');
  });
});
