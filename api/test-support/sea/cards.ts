import { commonNameHeading, everyCommonName } from '@rules/taxon';
import type { DiscoverCard } from '@catalogue/discover/discover-card';
import { seaLifeGroup } from '@catalogue/model/groups';
import { kebab, STATUSES } from '../catalogue-fixtures';
import { seaFixtures } from '.';

/**
 * Discover's cards of a catalogue in the sea's shape, without a database: one per species of seaFixtures (photos
 * counted from its rows), with names, synonyms and lineage as discoverCard makes them, thumbnails as the publish
 * writes them, in Discover's order (Catalogue's byName). For benches and tests of Discover's index at any size.
 */
export function seaCards(species: number, photos = species * 3): DiscoverCard[] {
  const sea = seaFixtures(photos, { species });
  const counts = new Map<string, number>();
  for (const row of sea.rows) counts.set(row.scientificName!, (counts.get(row.scientificName!) ?? 0) + 1);
  const cards = sea.taxa.map((taxon, i): DiscoverCard & { sortName: string } => {
    const name = commonNameHeading(taxon.vernacularName!);
    const c = taxon.classification;
    const thumbnail = (format: string) => [200, 400].map((width) => `/uploads/thumbnails/${i + 1}-${width}.${format} ${width}w`).join(', ');
    const status = STATUSES[i % STATUSES.length]!;
    return {
      slug: kebab(taxon.scientificName),
      name,
      sortName: name,
      scientificName: taxon.scientificName,
      rank: taxon.rank,
      status,
      statusSource: 'worms-iucn',
      photos: counts.get(taxon.scientificName) ?? 0,
      group: seaLifeGroup(taxon.lineage.map((step) => step.name)),
      image: { src: `/uploads/thumbnails/${i + 1}-200.jpg`, avif: thumbnail('avif'), webp: thumbnail('webp') },
      terms: [...new Set([...taxon.vernacularNames, ...everyCommonName(taxon.commonNames), ...taxon.synonyms, c.genus, c.family, c.order].flatMap((term) => (term ? [term.toLowerCase()] : [])))].join('|'),
    };
  });
  cards.sort((a, b) => a.sortName.localeCompare(b.sortName, 'en', { sensitivity: 'base' }) || a.slug.localeCompare(b.slug));
  return cards.map(({ sortName: _, ...card }) => card);
}
