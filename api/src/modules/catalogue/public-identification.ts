import type { AlternativeSpecies, PublicIdentification } from './model';
import type { IdentificationRow } from './repo';

/** alternativeSpecies is stored as JSON text; anything unreadable is left out (spec section 3). */
export function parseAlternatives(text: string | null): AlternativeSpecies[] {
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list
      .filter((item): item is { name: string; scientificName?: unknown } => typeof item?.name === 'string' && item.name.trim() !== '')
      .map((item) => ({ name: item.name, scientificName: typeof item.scientificName === 'string' ? item.scientificName : null }));
  } catch {
    return [];
  }
}

/** What anyone may see of a published identification: no owner, no model bookkeeping, no high-resolution copy. */
export function toPublicIdentification(row: IdentificationRow): PublicIdentification {
  return {
    id: row.id,
    slug: row.slug,
    speciesName: row.speciesName,
    scientificName: row.scientificName,
    description: row.description,
    conservationStatus: row.conservationStatus,
    distribution: row.distribution,
    habitat: row.habitat,
    features: row.features,
    conservation: row.conservation,
    classification: row.classification,
    alternativeSpecies: parseAlternatives(row.alternativeSpecies),
    imageUrl: row.imageUrl,
    uploaderName: row.uploaderName,
    uploaderWebsite: row.uploaderWebsite,
    accepted: row.accepted,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
