import { RANKS, type Candidate, type Rank } from '@rules/identification';
import { MAX_CANDIDATES, REQUIRED_FIELDS, type SpeciesAnswer } from './answer';
import { aiErrors } from './messages';

const KNOWN_RANKS = new Set<string>(RANKS);

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function nameList(value: unknown): SpeciesAnswer['alternativeSpecies'] {
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => ({ name: str(entry?.name), scientificName: str(entry?.scientificName) }))
    .filter((entry) => entry.name || entry.scientificName);
}

function candidateList(value: unknown): Candidate[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => ({
      name: str(entry?.name),
      scientificName: str(entry?.scientificName),
      rank: KNOWN_RANKS.has(entry?.rank) ? (entry.rank as Rank) : 'species',
      confidence: Math.min(1, Math.max(0, Number(entry?.confidence) || 0)),
    }))
    .filter((entry) => entry.name || entry.scientificName)
    .slice(0, MAX_CANDIDATES); // the model's own ranking is kept
}

/**
 * Turns the model's message content into an answer, or throws the message the browser shows for what went wrong (lib/ai/messages.ts).
 * Strict mode should make the shape right; a compatible server may not honour it, so every field is checked.
 */
export function parseSpeciesAnswer(content: string | null | undefined, finishReason?: string | null): SpeciesAnswer {
  if (!content || !content.trim()) throw aiErrors.empty();
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(content);
  } catch {
    throw finishReason === 'length' ? aiErrors.truncated() : aiErrors.malformed();
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw aiErrors.malformed();
  for (const field of REQUIRED_FIELDS) if (!str(raw[field])) throw aiErrors.missing(field);
  return {
    speciesName: str(raw.speciesName),
    scientificName: str(raw.scientificName),
    description: str(raw.description),
    conservationStatus: str(raw.conservationStatus),
    distribution: str(raw.distribution),
    habitat: str(raw.habitat),
    features: str(raw.features),
    conservation: str(raw.conservation),
    classification: str(raw.classification),
    alternativeSpecies: nameList(raw.alternativeSpecies),
    candidates: candidateList(raw.candidates),
  };
}

/**
 * Which photo of the sighting the model says showed the deciding features, read leniently: a whole number (or its
 * text) within the photos sent, else null. A wrong index never fails an identification whose answer is good.
 */
export function bestPhotoIndexOf(content: string | null | undefined, photoCount: number): number | null {
  let raw: unknown;
  try {
    raw = JSON.parse(content ?? '')?.bestPhotoIndex;
  } catch {
    return null;
  }
  const index = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < photoCount ? index : null;
}
