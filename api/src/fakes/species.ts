import type { SpeciesAnswer } from '../lib/ai/answer';

/** Answers the fake model gives; which one depends on the image, so different photos get different species. */
const SPECIES: SpeciesAnswer[] = [
  {
    speciesName: 'Ocellaris Clownfish',
    scientificName: 'Amphiprion ocellaris',
    description:
      'A small orange reef fish with three white bands edged in black. It lives in a mutualistic partnership with sea anemones, sheltering among their stinging tentacles.',
    conservationStatus: 'Least Concern',
    distribution: 'Eastern Indian Ocean and western Pacific: Andaman Sea, Indonesia, the Philippines and northern Australia.',
    habitat: 'Sheltered lagoons and outer reef slopes to about 15 m, always with a host anemone such as Heteractis magnifica.',
    features: 'Bright orange body, three white bars, thin black margins; swims with a waddling motion close to its anemone.',
    conservation: 'Collected for the aquarium trade; anemone bleaching during marine heatwaves removes its shelter.',
    classification: 'Animalia > Chordata > Actinopterygii > Perciformes > Pomacentridae > Amphiprion',
    alternativeSpecies: [
      { name: 'Orange Clownfish', scientificName: 'Amphiprion percula' },
      { name: 'Tomato Clownfish', scientificName: 'Amphiprion frenatus' },
    ],
    candidates: [
      { name: 'Ocellaris Clownfish', scientificName: 'Amphiprion ocellaris', rank: 'species', confidence: 0.82 },
      { name: 'Orange Clownfish', scientificName: 'Amphiprion percula', rank: 'species', confidence: 0.14 },
      { name: 'Anemonefishes', scientificName: 'Amphiprion', rank: 'genus', confidence: 0.04 },
    ],
  },
  {
    speciesName: 'Green Sea Turtle',
    scientificName: 'Chelonia mydas',
    description:
      'A large sea turtle with a smooth, heart-shaped carapace. Adults graze on seagrass and algae, which gives their fat its green colour.',
    conservationStatus: 'Endangered',
    distribution: 'Tropical and subtropical seas worldwide, nesting on beaches in more than 80 countries.',
    habitat: 'Seagrass meadows, coral reefs and rocky coasts; open ocean during migrations.',
    features: 'Single pair of prefrontal scales, serrated lower jaw, brown to olive shell with radiating streaks.',
    conservation: 'Threatened by bycatch, egg harvesting, plastic ingestion and warming sands that skew hatchling sex ratios.',
    classification: 'Animalia > Chordata > Reptilia > Testudines > Cheloniidae > Chelonia',
    alternativeSpecies: [{ name: 'Hawksbill Sea Turtle', scientificName: 'Eretmochelys imbricata' }],
    candidates: [
      { name: 'Green Sea Turtle', scientificName: 'Chelonia mydas', rank: 'species', confidence: 0.91 },
      { name: 'Hawksbill Sea Turtle', scientificName: 'Eretmochelys imbricata', rank: 'species', confidence: 0.07 },
    ],
  },
  {
    speciesName: 'Damselfish (genus Chromis)',
    scientificName: 'Chromis',
    description:
      'A small schooling damselfish. The photo does not show the fin and tail markings that separate the many Chromis species, so the identification stops at the genus.',
    conservationStatus: 'Not Evaluated',
    distribution: 'Tropical and warm-temperate reefs of all oceans.',
    habitat: 'Schools above coral heads and reef slopes, from the shallows to about 60 m.',
    features: 'Forked tail, small terminal mouth, blue-green to brown colours depending on the species.',
    conservation: 'Depends on healthy coral cover; reef degradation reduces shelter for the schools.',
    classification: 'Animalia > Chordata > Actinopterygii > Perciformes > Pomacentridae > Chromis',
    alternativeSpecies: [
      { name: 'Blue-green Chromis', scientificName: 'Chromis viridis' },
      { name: 'Blue Chromis', scientificName: 'Chromis cyanea' },
    ],
    candidates: [
      { name: 'Chromis', scientificName: 'Chromis', rank: 'genus', confidence: 0.74 },
      { name: 'Blue-green Chromis', scientificName: 'Chromis viridis', rank: 'species', confidence: 0.31 },
      { name: 'Damselfishes', scientificName: 'Pomacentridae', rank: 'family', confidence: 0.95 },
    ],
  },
];

export function fakeSpecies(image: Uint8Array | null): SpeciesAnswer {
  const seed = image ? image.reduce((sum, byte, i) => (i % 97 === 0 ? sum + byte : sum), image.length) : 0;
  return SPECIES[seed % SPECIES.length]!;
}
