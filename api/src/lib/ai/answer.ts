import { RANKS, type Candidate } from '@rules/identification';

/**
 * What the model must answer: every field the result display shows, plus up to 3 ranked candidates
 * with a confidence and the rank reached, so an unsure model can say "genus X" instead of inventing a species.
 * Strict structured outputs require every property and no extra ones.
 */
const text = (description: string) => ({ type: 'string', description });

const nameEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'scientificName'],
  properties: { name: text('Common name'), scientificName: text('Scientific (Latin) name') },
};

export const SPECIES_ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'speciesName', 'scientificName', 'description', 'conservationStatus', 'distribution', 'habitat',
    'features', 'conservation', 'classification', 'alternativeSpecies', 'candidates',
  ],
  properties: {
    speciesName: text('Common name of the best identification; a genus or family name when the species is uncertain'),
    scientificName: text('Scientific name at the rank reached'),
    description: text('Two or three sentences describing the organism'),
    conservationStatus: text('IUCN Red List category, e.g. Least Concern, Vulnerable, Endangered, Data Deficient, Not Evaluated'),
    distribution: text('Geographic range'),
    habitat: text('Typical habitat and depth'),
    features: text('Distinguishing features and behaviour'),
    conservation: text('Conservation and environmental issues'),
    classification: text('Kingdom > Phylum > Class > Order > Family > Genus'),
    alternativeSpecies: { type: 'array', description: 'Other species it could be', items: nameEntry },
    candidates: {
      type: 'array',
      description: 'At most 3 ranked candidates, most likely first',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'scientificName', 'rank', 'confidence'],
        properties: {
          name: text('Common name'),
          scientificName: text('Scientific name'),
          rank: { type: 'string', enum: [...RANKS], description: 'The rank this candidate reaches' },
          confidence: { type: 'number', description: 'Probability between 0 and 1' },
        },
      },
    },
  },
} as const;

export interface SpeciesAnswer {
  speciesName: string;
  scientificName: string;
  description: string;
  conservationStatus: string;
  distribution: string;
  habitat: string;
  features: string;
  conservation: string;
  classification: string;
  alternativeSpecies: Array<{ name: string; scientificName: string }>;
  candidates: Candidate[];
}

/** Fields every answer must have; a missing or empty one fails the identification. */
export const REQUIRED_FIELDS = ['speciesName', 'description', 'conservationStatus', 'distribution', 'habitat'] as const;

export const MAX_CANDIDATES = 3;
