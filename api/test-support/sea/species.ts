import type { CachedTaxon } from '../../src/modules/taxa';
import { random } from '../catalogue-fixtures';
import { otherCommonNames } from './names';
import { authority, epithet, genusName, surname, typeStem, type Pick } from './latin';
import { SEA_CLASSES, type SeaClass } from './tree';

/** Species AphiaIDs count up from here in the order the sea makes them; higher taxa from HIGHER_IDS. */
export const SPECIES_IDS = 3_000_000;
const HIGHER_IDS = 2_000_000;

const COLOURS = ['Blue', 'Yellow', 'Red', 'Black', 'White', 'Golden', 'Silver', 'Orange', 'Green', 'Purple', 'Pink', 'Brown', 'Grey', 'Olive', 'Crimson', 'Violet'];
const ANIMAL_PARTS = ['spotted', 'striped', 'banded', 'lined', 'finned', 'tailed', 'headed', 'eyed', 'lipped', 'backed', 'bellied', 'saddled', 'ringed', 'tipped', 'margined'];
const ALGA_PARTS = ['fronded', 'bladed', 'branched', 'tufted', 'crusted', 'beaded', 'veined', 'edged'];
const ADJECTIVES = ['Reef', 'Lagoon', 'Deepwater', 'Dwarf', 'Giant', 'Slender', 'Ornate', 'Pale', 'Dusky', 'Royal', 'Masked', 'Spiny', 'Smooth', 'Painted', 'Freckled', 'Speckled', 'Shy', 'Common', 'Lesser', 'Greater', 'Night', 'Sand', 'Rock', 'Cave', 'Kelp', 'Coral', 'Harbour', 'Mangrove', 'Twilight', 'Abyssal'];
const PLACES = ['Hawaiian', 'Red Sea', 'Caribbean', 'Pacific', 'Atlantic', 'Indian', 'Japanese', 'Arabian', 'Philippine', 'Mediterranean', 'Cape', 'Brazilian', 'Antarctic', 'Galápagos', 'Tasman'];

/** How many of a thing, at least one, mean about `mean`, skewed as in nature: most genera hold one or two species. */
const many = (next: () => number, mean: number) => 1 + Math.floor(-Math.log(1 - next()) * (mean - 1));

interface Higher {
  name: string;
  left: number;
}
interface ClassState {
  order?: Higher;
  family?: Higher & { noun: string };
  genus?: Higher & { gender: 'm' | 'f' | 'n'; epithets: Set<string> };
}

/**
 * An endless, seeded stream of made-up marine species in the sea's proportions: each next species falls in a class
 * with that class's share, and continues the class's current genus, family and order until each is full. A genus
 * has one family, a family one order, for good; names are never reused. The first N species are the same whatever
 * is taken after them, so a catalogue can grow by taking more.
 */
export function* seaSpecies(seed = 7, at = new Date()): Generator<CachedTaxon> {
  const next = random(seed);
  const pick: Pick = (list) => list[Math.floor(next() * list.length)]!;
  // The other languages' names draw from a stream of their own: the sea made before them stays as it was.
  const nextName = random(seed + 1);
  const pickName: Pick = (list) => list[Math.floor(nextName() * list.length)]!;
  const cumulative = SEA_CLASSES.reduce<number[]>((sums, c) => [...sums, (sums.at(-1) ?? 0) + c.share], []);
  const total = cumulative.at(-1)!;
  const states = SEA_CLASSES.map((): ClassState => ({}));
  const used = { genera: new Set<string>(), higher: new Set<string>(), common: new Set<string>() };
  const higherIds = new Map<string, number>();
  const idOf = (rank: string, name: string) => {
    const key = `${rank}:${name}`;
    let id = higherIds.get(key);
    if (id === undefined) higherIds.set(key, (id = HIGHER_IDS + higherIds.size));
    return id;
  };

  /** A genus name never used, whose stem also names the family and order it is the type of, never used either. */
  const newGenus = (suffixes: string[] = []) => {
    for (;;) {
      const genus = genusName(pick);
      const named = suffixes.map((suffix) => `${typeStem(genus.name)}${suffix}`);
      if (used.genera.has(genus.name) || named.some((name) => used.higher.has(name))) continue;
      used.genera.add(genus.name);
      for (const name of named) used.higher.add(name);
      return { ...genus, named };
    }
  };

  const commonName = (c: SeaClass, noun: string) => {
    const parts = c.kingdom === 'Animalia' ? ANIMAL_PARTS : ALGA_PARTS;
    for (let attempt = 0; ; attempt++) {
      const marked = `${pick(COLOURS)}-${pick(parts)}`;
      const roll = next();
      const name =
        attempt > 8
          ? `${surname(pick)}’s ${marked} ${pick(ADJECTIVES)} ${noun}`
          : roll < 0.6
            ? `${marked} ${pick(ADJECTIVES)} ${noun}`
            : roll < 0.85
              ? `${pick(PLACES)} ${marked} ${noun}`
              : `${surname(pick)}’s ${pick(ADJECTIVES)} ${noun}`;
      if (!used.common.has(name)) {
        used.common.add(name);
        return name;
      }
    }
  };

  for (let k = 0; ; k++) {
    const roll = next() * total;
    let index = cumulative.findIndex((sum) => roll < sum);
    if (index < 0) index = cumulative.length - 1;
    const c = SEA_CLASSES[index]!;
    const state = states[index]!;
    if (!state.genus?.left) {
      const genus = !state.family?.left ? newGenus(state.order?.left ? [c.family] : [c.family, c.order]) : newGenus();
      if (!state.family?.left) {
        // A new family, named after its first genus; a new order too when the class's current one is full.
        if (!state.order?.left) state.order = { name: genus.named[1]!, left: many(next, 5) };
        state.order.left--;
        state.family = { name: genus.named[0]!, left: many(next, 4), noun: pick(c.nouns) };
      }
      state.family.left--;
      state.genus = { name: genus.name, gender: genus.gender, epithets: new Set(), left: many(next, 3) };
    }
    const genus = state.genus!;
    genus.left--;
    let species: string;
    do species = epithet(pick, genus.gender, next());
    while (genus.epithets.has(species));
    genus.epithets.add(species);

    const aphiaId = SPECIES_IDS + k;
    const scientificName = `${genus.name} ${species}`;
    const vernacularName = commonName(c, state.family!.noun);
    const classification = { kingdom: c.kingdom, phylum: c.phylum, class: c.name, order: state.order!.name, family: state.family!.name, genus: genus.name };
    const steps: Array<[string, string]> = [
      ['Kingdom', c.kingdom],
      ['Phylum', c.phylum],
      ...(c.subphylum ? [['Subphylum', c.subphylum] as [string, string]] : []),
      ['Class', c.name],
      ['Order', classification.order],
      ['Family', classification.family],
      ['Genus', genus.name],
    ];
    yield {
      aphiaId,
      scientificName,
      authority: authority(pick, next(), 1758 + Math.floor(next() * 267)),
      rank: 'Species',
      status: 'accepted',
      url: `https://www.marinespecies.org/aphia.php?p=taxdetails&id=${aphiaId}`,
      vernacularName,
      vernacularNames: [vernacularName],
      commonNames: { en: [vernacularName], ...otherCommonNames(pickName, nextName) },
      synonyms: [],
      classification,
      isMarine: true,
      isBrackish: next() < 0.1,
      isFreshwater: false,
      isTerrestrial: false,
      iucnCategory: null,
      iucnYear: null,
      lineage: [...steps.map(([rank, name]) => ({ aphiaId: idOf(rank, name), rank, name })), { aphiaId, rank: 'Species', name: scientificName }],
      fetchedAt: at,
    };
  }
}
