import type { AlternativeSpecies } from '@rules/alternative-species';
import type { ConservationStatusSource, Taxon, Verification } from '@rules/taxon';
import { t } from 'elysia';
import type { CardThumbnail } from '../../lib/images/thumbnails';

export const slugParams = t.Object({ slug: t.String({ minLength: 1, maxLength: 200 }) });

export type { AlternativeSpecies } from '@rules/alternative-species';

/**
 * A published identification as anyone may see it: no owner, no model bookkeeping, no high-resolution copy.
 * This is also the record of the catalogue snapshot the static build reads.
 */
export interface PublicIdentification {
  id: number;
  slug: string;
  speciesName: string;
  scientificName: string | null;
  description: string;
  conservationStatus: string | null;
  distribution: string | null;
  habitat: string | null;
  features: string | null;
  conservation: string | null;
  classification: string | null;
  /** The accepted WoRMS taxon; null when unmatched or not checked yet. */
  taxon: Taxon | null;
  verification: Verification;
  /** The scientific name the model gave. */
  modelScientificName: string | null;
  conservationStatusSource: ConservationStatusSource;
  alternativeSpecies: AlternativeSpecies[];
  imageUrl: string | null;
  /** The Discover card's picture, made when it was published; null before. */
  thumbnail: CardThumbnail | null;
  uploaderName: string | null;
  uploaderWebsite: string | null;
  /** The licence the owner offers the photo under (rules/licence.ts), shown with the credit. */
  licence: string | null;
  accepted: boolean;
  /** ISO 8601. */
  createdAt: string;
  publishedAt: string | null;
}

/**
 * GET /api/public/species/{slug}: the page's featured identification at the top level (its slug is the page's),
 * the taxon with its common names and synonyms, every published photo, and the photos besides the featured one.
 */
export interface PublicSpecies extends Omit<PublicIdentification, 'taxon'> {
  taxon: (Taxon & { vernacularNames?: string[]; synonyms?: string[] }) | null;
  identifications: PublicIdentification[];
  relatedIdentifications: PublicIdentification[];
}
