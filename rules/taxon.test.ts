import { expect, test } from 'bun:test';
import { commonName } from './taxon';

test("a taxon's common name is WoRMS's English name when it has one, as a heading writes it", () => {
  expect(commonName({ vernacularName: 'clown anemonefish' }, 'Ocellaris Clownfish')).toBe('Clown anemonefish');
});

test("without a WoRMS English name, or without a taxon, the common name is the model's", () => {
  expect(commonName({ vernacularName: null }, 'Ocellaris Clownfish')).toBe('Ocellaris Clownfish');
  expect(commonName(null, 'Unknown reef fish')).toBe('Unknown reef fish');
});
