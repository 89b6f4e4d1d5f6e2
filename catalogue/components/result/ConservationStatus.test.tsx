import { describe, expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import ConservationStatus, { conservationSourceLabel } from './ConservationStatus';
import { conservationWords } from './conservation-words';

const english = conservationWords('en');

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('where a conservation status comes from', () => {
  test('WoRMS’s copy of the Red List says the year it was assessed, when WoRMS gives it', () => {
    expect(text(renderToStaticMarkup(<ConservationStatus status="Endangered" source="worms-iucn" year={2018} words={english} />))).toBe('EndangeredIUCN Red List, assessed 2018, via WoRMS');
    expect(text(renderToStaticMarkup(<ConservationStatus status="Endangered" source="worms-iucn" year={null} words={english} />))).toBe('EndangeredIUCN Red List, via WoRMS');
    expect(text(renderToStaticMarkup(<ConservationStatus status="Endangered" source="worms-iucn" words={english} />))).toBe('EndangeredIUCN Red List, via WoRMS');
  });

  test('a year never dresses up the model’s estimate as an assessment', () => {
    expect(conservationSourceLabel(english, 'model', 2018)).toBe('Unverified estimate');
    expect(conservationSourceLabel(english, 'iucn', null)).toBe('IUCN Red List');
  });

  test('no label without a source', () => {
    expect(text(renderToStaticMarkup(<ConservationStatus status="Least Concern" words={english} />))).toBe('Least Concern');
  });
});
