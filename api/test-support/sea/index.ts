import type { CachedTaxon } from '../../src/modules/taxa';
import { classificationLine } from '@rules/taxon';
import { DEPTHS, fixturePhoto, HABITATS, kebab, random, REGIONS, STATUSES, THREATS, UPLOADERS, type FixtureIdentification } from '../catalogue-fixtures';
import { seaSpecies } from './species';

export { seaSpecies } from './species';
export { SEA_CLASSES, TOTAL_SHARE } from './tree';

const LOOKS = ['mottled', 'translucent', 'brightly coloured', 'drab', 'iridescent', 'banded', 'speckled', 'pale'];

export interface SeaFixtures {
  rows: FixtureIdentification[];
  /** The WoRMS taxa of the rows' species, for `insertFixtures(db, rows, { taxa })`. */
  taxa: CachedTaxon[];
}

/**
 * `count` published photos of `species` made-up species (a third of `count` by default) in the shape of the sea:
 * phyla and classes in WoRMS's proportions, genera of several species under families and orders, distinct Latin
 * binomials and common names (see seaSpecies). Each species has one photo, the others go to species picked at
 * random. With `start` (photos already seeded) the species are the sea's next ones, so repeated seeding only adds.
 */
export function seaFixtures(count: number, options: { seed?: number; species?: number; start?: number; published?: boolean } = {}): SeaFixtures {
  const start = options.start ?? 0;
  const wanted = Math.max(1, Math.min(options.species ?? Math.ceil(count / 3), count));
  const stream = seaSpecies(options.seed ?? 7);
  for (let skipped = 0; skipped < start; skipped++) stream.next();
  const taxa = Array.from({ length: wanted }, () => stream.next().value as CachedTaxon);
  const next = random((options.seed ?? 7) * 7919 + start + 1);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  // The species in a random order, so the first photos are not all of one class.
  const order = taxa.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const published = options.published ?? true;
  const rows = Array.from({ length: count }, (_, n): FixtureIdentification => {
    const i = start + n;
    const taxon = taxa[n < wanted ? order[n]! : Math.floor(next() * wanted)]!;
    const name = taxon.vernacularName!;
    const c = taxon.classification;
    const kind = taxon.lineage.find((step) => step.rank === 'Class')!.name;
    const alternative = taxa[Math.floor(next() * wanted)]!;
    const [uploaderName, uploaderWebsite] = pick(UPLOADERS);
    return {
      slug: `${kebab(name)}-${i + 1}`,
      speciesName: name,
      scientificName: taxon.scientificName,
      description: `The ${name} (${taxon.scientificName}) is a ${pick(LOOKS)} member of the ${c.family}, in the ${kind} of the ${c.phylum}. It grows to about ${1 + Math.floor(next() * 60)} centimetres.`,
      conservationStatus: pick(STATUSES),
      distribution: `Found across ${pick(REGIONS)}, usually at depths of ${pick(DEPTHS)}.`,
      habitat: `Prefers ${pick(HABITATS)}, often near ${pick(HABITATS)}.`,
      features: `Told from other ${c.genus} by its ${pick(LOOKS)} colouring.`,
      conservation: `Threatened locally by ${pick(THREATS)} and ${pick(THREATS)}.`,
      classification: classificationLine(c),
      alternativeSpecies: JSON.stringify(alternative === taxon ? [] : [{ name: alternative.vernacularName, scientificName: alternative.scientificName }]),
      ...fixturePhoto(i, published, [uploaderName, uploaderWebsite]),
    };
  });
  return { rows, taxa };
}
