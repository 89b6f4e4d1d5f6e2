import { parseAlternativeSpecies } from '@rules/alternative-species';
import { publicArea } from '@rules/seas';
import type { ConservationStatusSource, Taxon, Verification } from '@rules/taxon';
import type { CardThumbnail } from '@catalogue/model/public';
import { parseStored } from '../../../lib/json';
import type { PublicIdentification } from '@catalogue/model/public';
import type { IdentificationRow } from '../../identifications/records';
import { locationOf } from '../../identifications/view';

/** What anyone may see of a published identification: no owner, no model bookkeeping, no high-resolution copy. */
export function toPublicIdentification(row: IdentificationRow, taxa: Map<number, Taxon>): PublicIdentification {
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
    taxon: row.aphiaId === null ? null : (taxa.get(row.aphiaId) ?? null),
    verification: row.verification as Verification,
    modelScientificName: row.modelScientificName ?? row.scientificName,
    conservationStatusSource: row.conservationStatusSource as ConservationStatusSource,
    conservationStatusYear: row.conservationStatusYear,
    alternativeSpecies: parseAlternativeSpecies(row.alternativeSpecies),
    imageUrl: row.imageUrl,
    thumbnail: parseStored<CardThumbnail | null>(row.cardThumbnail, null),
    uploaderName: row.uploaderName,
    uploaderWebsite: row.uploaderWebsite,
    licence: row.licence,
    area: publicArea(locationOf(row), row.conservationStatus),
    accepted: row.accepted,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
