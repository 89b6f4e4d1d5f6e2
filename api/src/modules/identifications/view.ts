import type { Candidate } from '@rules/identification';
import { DEMO_MODEL } from '../../lib/ai/demo';
import type { IdentificationRow } from './repo';

function candidatesOf(text: string | null): Candidate[] {
  try {
    const list = JSON.parse(text ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/**
 * An identification as the API shows it (spec section 3). alternativeSpecies stays the stored JSON text,
 * as the spec's clients parse it; the high-resolution copy is given only when `highRes` is allowed.
 */
export function toIdentificationView(row: IdentificationRow, options: { highRes: boolean }) {
  return {
    id: row.id,
    userId: row.userId,
    speciesName: row.speciesName,
    scientificName: row.scientificName,
    description: row.description,
    conservationStatus: row.conservationStatus,
    distribution: row.distribution,
    habitat: row.habitat,
    features: row.features,
    conservation: row.conservation,
    classification: row.classification,
    alternativeSpecies: row.alternativeSpecies,
    candidates: candidatesOf(row.candidates),
    imageUrl: row.imageUrl,
    imageHighResUrl: options.highRes ? row.imageHighResUrl : null,
    slug: row.slug,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt,
    uploaderName: row.uploaderName,
    uploaderWebsite: row.uploaderWebsite,
    accepted: row.accepted,
    model: row.model,
    /** Answered by the built-in fake provider of `npm run demo`. */
    demo: row.model === DEMO_MODEL,
    createdAt: row.createdAt,
  };
}
export type IdentificationView = ReturnType<typeof toIdentificationView>;
