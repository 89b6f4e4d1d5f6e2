/**
 * The made-up taxa our fake WoRMS knows: the species the fake model answers, their look-alikes and lineages, and the
 * cases the grounding must handle (a synonym, a homonym, a freshwater fish, an inherited IUCN category, a taxon with
 * more than one page of synonyms). No recording covers them, and every test across the app leans on them, so the
 * fake generates their answers in the recorded shape (recordings/worms): lineages with the sub-ranks
 * real ones have (Subphylum Vertebrata, Superclass, Infraclass, Superorder, Suborder, Subfamily…), common names in
 * several languages, the IUCN category nested under "Species importance to society" with its "Year Assessed".
 * AphiaIDs are made up for the fake, except a few of the higher taxa, which are WoRMS's own.
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
  /** English common names, in WoRMS's order. */
  vernaculars?: string[];
  /**
   * Common names in other languages, one or several, by ISO 639-2 code (the bibliographic forms ger, fre, chi too);
   * WoRMS lists them before and among the English ones.
   */
  otherNames?: Partial<Record<OtherLanguage, string | string[]>>;
  /** The IUCN assessment as WoRMS's attributes carry it; inheritedFrom: a parent's AphiaID the value comes from. */
  iucn?: { category: string; year?: number; criteria?: string; inheritedFrom?: number };
  /** This many more synonyms, made up, so that AphiaSynonymsByAphiaID answers more than one page of 50. */
  generatedSynonyms?: number;
}

/** The languages of the fake's names besides English, as WoRMS codes them. */
export const OTHER_LANGUAGES = { fra: 'French', fre: 'French', spa: 'Spanish', deu: 'German', ger: 'German', zho: 'Chinese', chi: 'Chinese', nld: 'Dutch', por: 'Portuguese', jpn: 'Japanese' } as const;
export type OtherLanguage = keyof typeof OTHER_LANGUAGES;

const FISH = { marine: 1, brackish: 0, freshwater: 0, terrestrial: 0 } as const;

export const FAKE_TAXA: FakeTaxon[] = [
  { id: 1, name: 'Biota', rank: 'Superdomain', parent: null },
  { id: 2, name: 'Animalia', rank: 'Kingdom', parent: 1 },
  { id: 3, name: 'Plantae', rank: 'Kingdom', parent: 1 },
  { id: 1821, name: 'Chordata', rank: 'Phylum', parent: 2, authority: 'Haeckel, 1874' },
  { id: 146419, name: 'Vertebrata', rank: 'Subphylum', parent: 1821 },
  { id: 1828, name: 'Gnathostomata', rank: 'Superclass', parent: 146419 },
  { id: 11676, name: 'Pisces', rank: 'Superclass', parent: 1828 },
  { id: 1831, name: 'Tetrapoda', rank: 'Superclass', parent: 1828 },
  { id: 10194, name: 'Actinopterygii', rank: 'Class', parent: 11676, vernaculars: ['ray-finned fishes'] },
  { id: 9010, name: 'Neopterygii', rank: 'Subclass', parent: 10194 },
  { id: 9011, name: 'Teleostei', rank: 'Infraclass', parent: 9010 },
  { id: 9012, name: 'Acanthopterygii', rank: 'Superorder', parent: 9011 },
  { id: 1838, name: 'Reptilia', rank: 'Class', parent: 1831, vernaculars: ['reptiles'] },
  { id: 1836, name: 'Aves', rank: 'Class', parent: 1831, vernaculars: ['birds'] },
  { id: 10215, name: 'Perciformes', rank: 'Order', parent: 9012 },
  { id: 9013, name: 'Labroidei', rank: 'Suborder', parent: 10215 },
  { id: 10296, name: 'Cichliformes', rank: 'Order', parent: 9012 },
  { id: 2689, name: 'Testudines', rank: 'Order', parent: 1838, vernaculars: ['turtles'] },
  { id: 9014, name: 'Cryptodira', rank: 'Suborder', parent: 2689 },
  { id: 9015, name: 'Chelonioidea', rank: 'Superfamily', parent: 9014 },
  { id: 1488822, name: 'Suliformes', rank: 'Order', parent: 1836 },
  { id: 123540, name: 'Pomacentridae', rank: 'Family', parent: 9013, authority: 'Bonaparte, 1831', ...FISH, vernaculars: ['damselfishes'], otherNames: { fra: 'poissons-demoiselles' } },
  { id: 9016, name: 'Amphiprioninae', rank: 'Subfamily', parent: 123540, ...FISH },
  { id: 9017, name: 'Chrominae', rank: 'Subfamily', parent: 123540, ...FISH },
  { id: 151244, name: 'Cichlidae', rank: 'Family', parent: 10296, marine: 0, brackish: 1, freshwater: 1, terrestrial: 0, vernaculars: ['cichlids'] },
  { id: 136999, name: 'Cheloniidae', rank: 'Family', parent: 9015, authority: 'Oppel, 1811', ...FISH, vernaculars: ['sea turtles'] },
  { id: 148759, name: 'Sulidae', rank: 'Family', parent: 1488822, ...FISH, vernaculars: ['gannets and boobies'] },
  { id: 205734, name: 'Amphiprion', rank: 'Genus', parent: 9016, authority: 'Bloch & Schneider, 1801', ...FISH, vernaculars: ['anemonefishes'] },
  // Its IUCN category is its genus's, inherited: not the species' own assessment, so not shown as one.
  { id: 278400, name: 'Amphiprion ocellaris', rank: 'Species', parent: 205734, authority: 'Cuvier, 1830', ...FISH, vernaculars: ['clown anemonefish', 'false percula clownfish'], otherNames: { deu: 'Falscher Clownfisch', fra: 'poisson-clown à trois bandes' }, iucn: { category: 'LC', year: 2012, inheritedFrom: 205734 } },
  { id: 278401, name: 'Amphiprion percula', rank: 'Species', parent: 205734, authority: '(Lacepède, 1802)', ...FISH, vernaculars: ['orange clownfish'], otherNames: { fra: 'poisson-clown orange' }, iucn: { category: 'LC', year: 2012 } },
  { id: 278402, name: 'Amphiprion frenatus', rank: 'Species', parent: 205734, authority: 'Brevoort, 1856', ...FISH, vernaculars: ['tomato clownfish'] },
  { id: 158709, name: 'Chromis', rank: 'Genus', parent: 9017, authority: 'Cuvier, 1814', ...FISH },
  // No year: an assessment WoRMS carries without its "Year Assessed".
  { id: 218855, name: 'Chromis viridis', rank: 'Species', parent: 158709, authority: '(Cuvier, 1830)', ...FISH, vernaculars: ['blue-green chromis'], otherNames: { fra: 'chromis bleu-vert', jpn: 'デバスズメダイ' }, iucn: { category: 'LC' } },
  { id: 218856, name: 'Chromis caerulea', rank: 'Species', parent: 158709, authority: '(Cuvier, 1830)', acceptedId: 218855, ...FISH },
  { id: 218857, name: 'Chromis atripectoralis', rank: 'Species', parent: 158709, authority: 'Welander & Schultz, 1951', ...FISH, vernaculars: ['black-axil chromis'] },
  { id: 218858, name: 'Chromis cyanea', rank: 'Species', parent: 158709, authority: '(Poey, 1860)', ...FISH, vernaculars: ['blue chromis'] },
  { id: 137066, name: 'Chelonia', rank: 'Genus', parent: 136999, authority: 'Brongniart, 1800', ...FISH },
  { id: 137206, name: 'Chelonia mydas', rank: 'Species', parent: 137066, authority: '(Linnaeus, 1758)', ...FISH, vernaculars: ['green turtle', 'green sea turtle'], otherNames: { spa: 'tortuga verde', fra: 'tortue verte', por: 'tartaruga-verde' }, iucn: { category: 'EN', year: 2004, criteria: 'A2bd' } },
  { id: 137067, name: 'Eretmochelys', rank: 'Genus', parent: 136999, authority: 'Fitzinger, 1843', ...FISH },
  { id: 137207, name: 'Eretmochelys imbricata', rank: 'Species', parent: 137067, authority: '(Linnaeus, 1766)', ...FISH, vernaculars: ['hawksbill turtle'], otherNames: { spa: 'tortuga carey', fra: 'tortue imbriquée' }, iucn: { category: 'CR', year: 2008, criteria: 'A2bd' } },
  // Renamed so often that its synonyms take three pages of WoRMS's answer (made-up names).
  { id: 9030, name: 'Tetraodontiformes', rank: 'Order', parent: 9012 },
  { id: 9031, name: 'Molidae', rank: 'Family', parent: 9030, ...FISH, vernaculars: ['molas'] },
  { id: 9032, name: 'Mola', rank: 'Genus', parent: 9031, ...FISH },
  { id: 9033, name: 'Mola mola', rank: 'Species', parent: 9032, authority: '(Linnaeus, 1758)', ...FISH, vernaculars: ['ocean sunfish'], otherNames: { fra: 'poisson-lune', spa: 'pez luna' }, generatedSynonyms: 120 },
  // A homonym: the gannets' genus and the mulberries' genus share the name Morus.
  { id: 148780, name: 'Morus', rank: 'Genus', parent: 148759, authority: 'Vieillot, 1816', ...FISH, vernaculars: ['gannets'] },
  { id: 148776, name: 'Morus bassanus', rank: 'Species', parent: 148780, authority: '(Linnaeus, 1758)', ...FISH, vernaculars: ['northern gannet'], otherNames: { nld: 'jan-van-gent', fra: 'fou de Bassan', deu: 'Basstölpel' } },
  // Several names in one language, under the bibliographic codes (ger, fre, chi): made up in the recorded shape, as no
  // recording has them (a German diver knows it as "Krake", a Spanish one as "pulpo").
  { id: 51, name: 'Mollusca', rank: 'Phylum', parent: 2, authority: 'Linnaeus, 1758' },
  { id: 11707, name: 'Cephalopoda', rank: 'Class', parent: 51, authority: 'Cuvier, 1795' },
  { id: 11718, name: 'Octopoda', rank: 'Order', parent: 11707, authority: 'Leach, 1818' },
  { id: 11760, name: 'Octopodidae', rank: 'Family', parent: 11718, authority: "d'Orbigny, 1840" },
  { id: 138268, name: 'Octopus', rank: 'Genus', parent: 11760, authority: 'Cuvier, 1797', ...FISH },
  { id: 140605, name: 'Octopus vulgaris', rank: 'Species', parent: 138268, authority: 'Cuvier, 1797', ...FISH, vernaculars: ['common octopus'], otherNames: { spa: ['pulpo común', 'pulpo'], ger: ['Gemeiner Krake', 'Krake'], fre: 'pieuvre', chi: '普通章鱼', jpn: 'マダコ' } },
  { id: 9020, name: 'Viridiplantae', rank: 'Subkingdom', parent: 3 },
  { id: 9021, name: 'Tracheophyta', rank: 'Phylum', parent: 9020 },
  { id: 9022, name: 'Spermatophytina', rank: 'Subphylum', parent: 9021 },
  { id: 9023, name: 'Magnoliopsida', rank: 'Class', parent: 9022 },
  { id: 9024, name: 'Rosanae', rank: 'Superorder', parent: 9023 },
  { id: 9001, name: 'Rosales', rank: 'Order', parent: 9024 },
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
