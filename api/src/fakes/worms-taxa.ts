/**
 * The taxa our fake WoRMS knows: the species the fake model answers, their look-alikes and lineages, and the
 * cases the grounding must handle (a synonym, a homonym, a freshwater fish). AphiaIDs are made up for the fake.
 */
export interface FakeTaxon {
  id: number;
  name: string;
  rank: string;
  parent: number | null;
  authority?: string;
  /** For a synonym: the accepted taxon. */
  acceptedId?: number;
  marine?: 0 | 1 | null;
  brackish?: 0 | 1 | null;
  freshwater?: 0 | 1 | null;
  terrestrial?: 0 | 1 | null;
  vernaculars?: string[];
  /** WoRMS's "IUCN Red List Category" attribute value. */
  iucn?: string;
}

const FISH = { marine: 1, brackish: 0, freshwater: 0, terrestrial: 0 } as const;

export const FAKE_TAXA: FakeTaxon[] = [
  { id: 1, name: 'Biota', rank: 'Superdomain', parent: null },
  { id: 2, name: 'Animalia', rank: 'Kingdom', parent: 1 },
  { id: 3, name: 'Plantae', rank: 'Kingdom', parent: 1 },
  { id: 1821, name: 'Chordata', rank: 'Phylum', parent: 2, authority: 'Haeckel, 1874' },
  { id: 10194, name: 'Actinopterygii', rank: 'Class', parent: 1821, vernaculars: ['ray-finned fishes'] },
  { id: 1838, name: 'Reptilia', rank: 'Class', parent: 1821, vernaculars: ['reptiles'] },
  { id: 1836, name: 'Aves', rank: 'Class', parent: 1821, vernaculars: ['birds'] },
  { id: 10215, name: 'Perciformes', rank: 'Order', parent: 10194 },
  { id: 10296, name: 'Cichliformes', rank: 'Order', parent: 10194 },
  { id: 2689, name: 'Testudines', rank: 'Order', parent: 1838, vernaculars: ['turtles'] },
  { id: 1488822, name: 'Suliformes', rank: 'Order', parent: 1836 },
  { id: 123540, name: 'Pomacentridae', rank: 'Family', parent: 10215, authority: 'Bonaparte, 1831', ...FISH, vernaculars: ['damselfishes'] },
  { id: 151244, name: 'Cichlidae', rank: 'Family', parent: 10296, marine: 0, brackish: 1, freshwater: 1, terrestrial: 0, vernaculars: ['cichlids'] },
  { id: 136999, name: 'Cheloniidae', rank: 'Family', parent: 2689, authority: 'Oppel, 1811', ...FISH, vernaculars: ['sea turtles'] },
  { id: 148759, name: 'Sulidae', rank: 'Family', parent: 1488822, ...FISH, vernaculars: ['gannets and boobies'] },
  { id: 205734, name: 'Amphiprion', rank: 'Genus', parent: 123540, authority: 'Bloch & Schneider, 1801', ...FISH, vernaculars: ['anemonefishes'] },
  { id: 278400, name: 'Amphiprion ocellaris', rank: 'Species', parent: 205734, authority: 'Cuvier, 1830', ...FISH, vernaculars: ['clown anemonefish', 'false percula clownfish'] },
  { id: 278401, name: 'Amphiprion percula', rank: 'Species', parent: 205734, authority: '(Lacepède, 1802)', ...FISH, vernaculars: ['orange clownfish'], iucn: 'Least Concern (LC)' },
  { id: 278402, name: 'Amphiprion frenatus', rank: 'Species', parent: 205734, authority: 'Brevoort, 1856', ...FISH, vernaculars: ['tomato clownfish'] },
  { id: 158709, name: 'Chromis', rank: 'Genus', parent: 123540, authority: 'Cuvier, 1814', ...FISH },
  { id: 218855, name: 'Chromis viridis', rank: 'Species', parent: 158709, authority: '(Cuvier, 1830)', ...FISH, vernaculars: ['blue-green chromis'], iucn: 'Least Concern (LC)' },
  { id: 218856, name: 'Chromis caerulea', rank: 'Species', parent: 158709, authority: '(Cuvier, 1830)', acceptedId: 218855, ...FISH },
  { id: 218857, name: 'Chromis atripectoralis', rank: 'Species', parent: 158709, authority: 'Welander & Schultz, 1951', ...FISH, vernaculars: ['black-axil chromis'] },
  { id: 218858, name: 'Chromis cyanea', rank: 'Species', parent: 158709, authority: '(Poey, 1860)', ...FISH, vernaculars: ['blue chromis'] },
  { id: 137066, name: 'Chelonia', rank: 'Genus', parent: 136999, authority: 'Brongniart, 1800', ...FISH },
  { id: 137206, name: 'Chelonia mydas', rank: 'Species', parent: 137066, authority: '(Linnaeus, 1758)', ...FISH, vernaculars: ['green turtle', 'green sea turtle'], iucn: 'Endangered (EN)' },
  { id: 137067, name: 'Eretmochelys', rank: 'Genus', parent: 136999, authority: 'Fitzinger, 1843', ...FISH },
  { id: 137207, name: 'Eretmochelys imbricata', rank: 'Species', parent: 137067, authority: '(Linnaeus, 1766)', ...FISH, vernaculars: ['hawksbill turtle'], iucn: 'Critically Endangered (CR)' },
  // A homonym: the gannets' genus and the mulberries' genus share the name Morus.
  { id: 148780, name: 'Morus', rank: 'Genus', parent: 148759, authority: 'Vieillot, 1816', ...FISH, vernaculars: ['gannets'] },
  { id: 148776, name: 'Morus bassanus', rank: 'Species', parent: 148780, authority: '(Linnaeus, 1758)', ...FISH, vernaculars: ['northern gannet'] },
  { id: 9001, name: 'Rosales', rank: 'Order', parent: 3 },
  { id: 9002, name: 'Moraceae', rank: 'Family', parent: 9001, marine: 0, brackish: 0, freshwater: 0, terrestrial: 1 },
  { id: 9003, name: 'Morus', rank: 'Genus', parent: 9002, authority: 'L.', marine: 0, brackish: 0, freshwater: 0, terrestrial: 1, vernaculars: ['mulberries'] },
  // Freshwater only: the result gets a note that this is probably not sea life.
  { id: 151250, name: 'Pterophyllum', rank: 'Genus', parent: 151244, authority: 'Heckel, 1840', marine: 0, brackish: 0, freshwater: 1, terrestrial: 0 },
  { id: 151251, name: 'Pterophyllum scalare', rank: 'Species', parent: 151250, authority: '(Schultze, 1823)', marine: 0, brackish: 0, freshwater: 1, terrestrial: 0, vernaculars: ['freshwater angelfish'] },
];

const byId = new Map(FAKE_TAXA.map((taxon) => [taxon.id, taxon]));

/** A fake taxon by its AphiaID. */
export const fakeTaxon = (id: number): FakeTaxon | undefined => byId.get(id);

/** A fake taxon and the taxa above it, the root first. */
export function fakeLineage(taxon: FakeTaxon): FakeTaxon[] {
  const chain: FakeTaxon[] = [];
  for (let at: FakeTaxon | undefined = taxon; at; at = at.parent === null ? undefined : byId.get(at.parent)) chain.unshift(at);
  return chain;
}
