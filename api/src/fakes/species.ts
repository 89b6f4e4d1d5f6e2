import type { SpeciesAnswer } from '../lib/ai/answer';

/** Answers the fake model gives; which one depends on the image, so different photos get different species. */
export const SPECIES: SpeciesAnswer[] = [
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
    // Unsure between two Chromis species: the rank rule shows the genus they share.
    speciesName: 'Blue-green Chromis',
    scientificName: 'Chromis viridis',
    description:
      'A small schooling damselfish hovering above branching coral. The photo does not show the pectoral-fin base and tail markings that separate the blue-green and black-axil chromis.',
    conservationStatus: 'Least Concern',
    distribution: 'Tropical Indo-Pacific, from the Red Sea and East Africa to the Line Islands.',
    habitat: 'Schools above Acropora thickets on reef flats and lagoons, from the shallows to about 20 m.',
    features: 'Pale blue-green body, forked tail, small terminal mouth; the whole school dives into the coral when approached.',
    conservation: 'Depends on healthy branching coral; bleaching and reef loss remove its shelter.',
    classification: 'Animalia > Chordata > Actinopterygii > Perciformes > Pomacentridae > Chromis',
    alternativeSpecies: [
      { name: 'Black-axil Chromis', scientificName: 'Chromis atripectoralis' },
      { name: 'Blue Chromis', scientificName: 'Chromis cyanea' },
    ],
    candidates: [
      { name: 'Blue-green Chromis', scientificName: 'Chromis viridis', rank: 'species', confidence: 0.46 },
      { name: 'Black-axil Chromis', scientificName: 'Chromis atripectoralis', rank: 'species', confidence: 0.38 },
      { name: 'Blue Chromis', scientificName: 'Chromis cyanea', rank: 'species', confidence: 0.08 },
    ],
  },
];

export function fakeSpecies(image: Uint8Array | null): SpeciesAnswer {
  const seed = image ? image.reduce((sum, byte, i) => (i % 97 === 0 ? sum + byte : sum), image.length) : 0;
  return SPECIES[seed % SPECIES.length]!;
}

/** A freshwater fish, for the result's "probably not sea life" note (scenario 'freshwater'). */
export const FRESHWATER_SPECIES: SpeciesAnswer = {
  speciesName: 'Freshwater Angelfish',
  scientificName: 'Pterophyllum scalare',
  description: 'A tall, disc-shaped cichlid with long trailing fins and dark vertical bars, common in home aquariums.',
  conservationStatus: 'Not Evaluated',
  distribution: 'Amazon basin in South America.',
  habitat: 'Slow, vegetated rivers and flooded forests.',
  features: 'Triangular silhouette, three or four dark bars, very long pelvic fins.',
  conservation: 'Collected and bred widely for the aquarium trade.',
  classification: 'Animalia > Chordata > Actinopterygii > Cichliformes > Cichlidae > Pterophyllum',
  alternativeSpecies: [],
  candidates: [{ name: 'Freshwater Angelfish', scientificName: 'Pterophyllum scalare', rank: 'species', confidence: 0.93 }],
};

/** A species no register knows, named anew each time so no cache has seen it (scenario 'unknown-species'). */
export function unknownSpecies(): SpeciesAnswer {
  const name = `Nemo ${crypto.randomUUID().replace(/[^a-f]/g, '').slice(0, 8) || 'ignotus'}`;
  return {
    ...SPECIES[0]!,
    speciesName: 'Unknown Reef Fish',
    scientificName: name,
    classification: 'Animalia > Chordata > Actinopterygii',
    alternativeSpecies: [],
    candidates: [{ name: 'Unknown Reef Fish', scientificName: name, rank: 'species', confidence: 0.55 }],
  };
}
