import type { TaxonFacts } from '../../model/catalogue';

/** The sea turtles' family as WoRMS describes it: a taxon above species, for the species page's tests. */
export const seaTurtles: TaxonFacts = {
  aphiaId: 136999,
  scientificName: 'Cheloniidae',
  authority: 'Oppel, 1811',
  rank: 'Family',
  status: 'accepted',
  url: 'https://www.marinespecies.org/aphia.php?p=taxdetails&id=136999',
  vernacularName: 'sea turtles',
  vernacularNames: ['sea turtles'],
  synonyms: [],
  classification: { kingdom: 'Animalia', phylum: 'Chordata', class: 'Reptilia', order: 'Testudines', family: 'Cheloniidae', genus: null },
  isMarine: true,
  isBrackish: false,
  isFreshwater: false,
  isTerrestrial: false,
};
