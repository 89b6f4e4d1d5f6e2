import { describe, expect, test } from 'bun:test';
import { communityTaxonOf, consensusOf, disagree, isBelowFamily, isGenusOrDeeper, seesExpertNames, type TaxonStep, type Vote } from './consensus';

const step = (aphiaId: number, rank: string, name: string): TaxonStep => ({ aphiaId, rank, name });
const animalia = step(2, 'Kingdom', 'Animalia');
const chordata = step(1821, 'Phylum', 'Chordata');
const teleostei = step(293496, 'Infraclass', 'Teleostei');
const pomacentridae = step(125547, 'Family', 'Pomacentridae');
const chromis = step(126962, 'Genus', 'Chromis');
const amphiprion = step(126960, 'Genus', 'Amphiprion');
const viridis = [animalia, chordata, teleostei, pomacentridae, chromis, step(218904, 'Species', 'Chromis viridis')];
const atripectoralis = [animalia, chordata, teleostei, pomacentridae, chromis, step(218893, 'Species', 'Chromis atripectoralis')];
const ocellaris = [animalia, chordata, teleostei, pomacentridae, amphiprion, step(278400, 'Species', 'Amphiprion ocellaris')];
const chromisGenus = [animalia, chordata, teleostei, pomacentridae, chromis];

let people = 0;
/** An expert's vote: a person of their own unless named. */
const expert = (lineage: TaxonStep[], person = `expert-${++people}`): Vote => ({ lineage, person });

describe('the community taxon', () => {
  test('is the deepest taxon more than two thirds of the votes fall within', () => {
    expect(communityTaxonOf([expert(viridis), expert(viridis), expert(viridis)])?.name).toBe('Chromis viridis');
    // Two of three is not more than two thirds: the species that two chose is not enough, their genus is.
    expect(communityTaxonOf([expert(viridis), expert(viridis), expert(atripectoralis)])?.name).toBe('Chromis');
    expect(communityTaxonOf([expert(viridis), expert(viridis), expert(viridis), expert(atripectoralis)])?.name).toBe('Chromis viridis');
  });

  test('a vote for a genus falls within the genus only, so it holds a species answer back at the genus', () => {
    expect(communityTaxonOf([expert(viridis), expert(chromisGenus)])?.name).toBe('Chromis');
  });

  test('votes on two genera meet at their family; none without votes', () => {
    expect(communityTaxonOf([expert(viridis), expert(ocellaris)])?.name).toBe('Pomacentridae');
    expect(communityTaxonOf([])).toBeNull();
  });
});

describe('the review status', () => {
  test('no review: unreviewed', () => {
    expect(consensusOf(0, [])).toEqual({ status: 'unreviewed', communityTaxon: null });
  });

  test('two people agreeing verify the species', () => {
    expect(consensusOf(2, [expert(viridis), expert(viridis)]).status).toBe('verified');
  });

  test('one vote alone is in review, however expert', () => {
    expect(consensusOf(1, [expert(viridis)])).toEqual({ status: 'in-review', communityTaxon: viridis.at(-1)! });
  });

  test('two votes of one person are one: in review', () => {
    expect(consensusOf(2, [expert(viridis, 'diver@example.com'), expert(viridis, 'diver@example.com')])).toEqual({ status: 'in-review', communityTaxon: viridis.at(-1)! });
    // Their second vote is not counted for the community taxon either.
    expect(consensusOf(3, [expert(viridis, 'ada'), expert(ocellaris, 'bea'), expert(ocellaris, 'bea')]).communityTaxon).toEqual(pomacentridae);
  });

  test('agreement only at genus still verifies; at family it does not', () => {
    expect(consensusOf(2, [expert(viridis), expert(atripectoralis), expert(chromisGenus)]).status).toBe('verified');
    expect(consensusOf(2, [expert(viridis), expert(ocellaris)]).status).toBe('disputed');
  });

  test('votes on one lineage do not disagree: a genus and a species of it is agreement, not a dispute', () => {
    expect(disagree(expert(viridis), expert(chromisGenus))).toBe(false);
    expect(disagree(expert(viridis), expert(atripectoralis))).toBe(true);
  });

  test('two species of one genus disagree but meet at their genus: verified at the genus, not disputed', () => {
    expect(consensusOf(2, [expert(viridis), expert(atripectoralis)])).toEqual({ status: 'verified', communityTaxon: chromis });
    expect(consensusOf(4, [expert(viridis), expert(atripectoralis), expert(viridis), expert(viridis)])).toEqual({ status: 'verified', communityTaxon: viridis.at(-1)! });
  });

  test('a disagreement that meets only at family is disputed, with the family as community taxon', () => {
    expect(consensusOf(2, [expert(viridis), expert(ocellaris)])).toEqual({ status: 'disputed', communityTaxon: pomacentridae });
  });

  test('cannot-tell casts no vote: a review, but nothing to agree on', () => {
    expect(consensusOf(1, [])).toEqual({ status: 'in-review', communityTaxon: null });
    expect(consensusOf(2, [expert(viridis)]).status).toBe('in-review');
  });
});

test('genus or deeper, and below family, follow the WoRMS ranks', () => {
  expect(['Genus', 'Subgenus', 'Species', 'Subspecies'].every(isGenusOrDeeper)).toBe(true);
  expect(['Family', 'Tribe', 'Order'].some(isGenusOrDeeper)).toBe(false);
  expect(['Subfamily', 'Tribe', 'Genus'].every(isBelowFamily)).toBe(true);
  expect(isBelowFamily('Family')).toBe(false);
});

test("the experts' names are shown to the owner, admins and experts only", () => {
  const user = { id: 5, isAdmin: false, isExpert: false };
  expect(seesExpertNames(user, 5)).toBe(true);
  expect(seesExpertNames(user, 6)).toBe(false);
  expect(seesExpertNames({ ...user, isExpert: true }, 6)).toBe(true);
  expect(seesExpertNames({ ...user, isAdmin: true }, null)).toBe(true);
  expect(seesExpertNames(null, 5)).toBe(false);
});
