import { describe, expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TaxonFacts as Facts } from '../../model/catalogue';
import { TaxonFacts } from './TaxonFacts';
import { seaTurtles } from './test-fixtures';

const turtles = seaTurtles;

const facts = (taxon: Facts) => renderToStaticMarkup(<TaxonFacts taxon={taxon} status="Endangered" statusSource="worms-iucn" statusYear={2019} />);

describe('the WoRMS facts of a species page', () => {
  test('a species has its IUCN row; a genus or family has none', () => {
    expect(facts({ ...turtles, scientificName: 'Chelonia mydas', rank: 'Species' })).toContain('IUCN Red List category');
    expect(facts(turtles)).not.toContain('IUCN');
    expect(facts({ ...turtles, scientificName: 'Chelonia', rank: 'Genus' })).not.toContain('IUCN');
  });
});
