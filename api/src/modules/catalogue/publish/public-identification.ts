import { publicArea } from '@rules/seas';
import type { Taxon } from '@rules/taxon';
import type { CardThumbnail, PublicIdentification, PublicPhoto } from '@catalogue/model/public';
import { parseStored } from '../../../lib/json';
import { identifications, type IdentificationRow } from '../../identifications';

/**
 * What anyone may see of a published identification: the base every reader sees, with no owner, no model
 * bookkeeping or candidates, no high-resolution copy, and its place only as a coarse area. `photos` is the sighting's
 * list, cover first (identifications.sightingPhotosOf); without it, the cover alone.
 */
export function toPublicIdentification(row: IdentificationRow, taxa: Map<number, Taxon>, photos?: PublicPhoto[]): PublicIdentification {
  return {
    id: row.id,
    slug: row.slug,
    ...identifications.identificationBase(row, row.aphiaId === null ? null : (taxa.get(row.aphiaId) ?? null)),
    imageUrl: row.imageUrl,
    photos: photos ?? (row.imageUrl ? [{ imageUrl: row.imageUrl, width: null, height: null }] : []),
    thumbnail: parseStored<CardThumbnail | null>(row.cardThumbnail, null),
    uploaderName: row.uploaderName,
    uploaderWebsite: row.uploaderWebsite,
    licence: row.licence,
    area: publicArea(identifications.locationOf(row), row.conservationStatus),
    accepted: row.accepted,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
