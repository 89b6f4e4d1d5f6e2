import { t, type Static } from 'elysia';
import { RANKS } from '@rules/identification';

/**
 * What the model must answer: every field the result display shows, plus up to 3 ranked candidates
 * with a confidence and the rank reached, so an unsure model can say "genus X" instead of inventing a species.
 * Strict structured outputs require every property and no extra ones: every object here lists all its
 * properties as required and allows nothing else. The one schema is both the answer's type and the JSON
 * Schema sent to the model (typebox keeps its own marks in symbols, which JSON leaves out).
 */
const text = (description: string) => t.String({ description });
const strict = { additionalProperties: false } as const;

const nameEntry = t.Object({ name: text('Common name'), scientificName: text('Scientific (Latin) name') }, strict);

const candidate = t.Object(
  {
    name: text('Common name'),
    scientificName: text('Scientific name'),
    rank: t.Unsafe<(typeof RANKS)[number]>({ type: 'string', enum: [...RANKS], description: 'The rank this candidate reaches' }),
    confidence: t.Number({ description: 'Probability between 0 and 1' }),
  },
  strict,
);

const speciesFields = {
  speciesName: text('Common name of the best identification; a genus or family name when the species is uncertain'),
  scientificName: text('Scientific name at the rank reached'),
  description: text('Two or three sentences describing the organism'),
  conservationStatus: text('IUCN Red List category, e.g. Least Concern, Vulnerable, Endangered, Data Deficient, Not Evaluated'),
  distribution: text('Geographic range'),
  habitat: text('Typical habitat and depth'),
  features: text('Distinguishing features and behaviour'),
  conservation: text('Conservation and environmental issues'),
  classification: text('Kingdom > Phylum > Class > Order > Family > Genus'),
  alternativeSpecies: t.Array(nameEntry, { description: 'Other species it could be' }),
  candidates: t.Array(candidate, { description: 'At most 3 ranked candidates, most likely first' }),
};

/**
 * What the model is asked for: the answer, and which photo of the sighting showed the deciding features
 * (`bestPhotoIndex`, 0-based; null when it cannot say). The index is about the photos, not the species, so it stays
 * out of SpeciesAnswer and is read apart (parse.ts bestPhotoIndexOf).
 */
export const SPECIES_ANSWER_SCHEMA = t.Object(
  {
    ...speciesFields,
    bestPhotoIndex: t.Union([t.Integer(), t.Null()], {
      description: 'Which photo (0-based, in the order given) shows the features that decided the identification best; 0 when there is one photo',
    }),
  },
  strict,
);

const speciesAnswer = t.Object(speciesFields, strict);
export type SpeciesAnswer = Static<typeof speciesAnswer>;

/** Fields every answer must have; a missing or empty one fails the identification. */
export const REQUIRED_FIELDS = ['speciesName', 'description', 'conservationStatus', 'distribution', 'habitat'] as const;

export const MAX_CANDIDATES = 3;
