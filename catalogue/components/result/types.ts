import type { Candidate, StepBackReason } from '@rules/identification';
import type { ConservationStatusSource, Taxon, Verification } from '@rules/taxon';

/** How far experts have reviewed a sighting. */
import type { ReviewStatus } from '@rules/consensus';
export type { ReviewStatus };

/**
 * A ranked candidate; candidates checked against WoRMS carry their AphiaID and check, and, when the photo's place is
 * known, whether OBIS has records of them near it (and, with its depth, at that depth there).
 */
export type ResultCandidate = Candidate & { aphiaId?: number | null; verification?: Verification; nearby?: boolean | null; atDepth?: boolean | null };

/**
 * What the result display reads, as the API sends it. Every field but the name is optional
 * so the public species page can pass its own shape.
 */
export interface ResultIdentification {
  id?: number;
  speciesName: string;
  scientificName?: string | null;
  description?: string | null;
  conservationStatus?: string | null;
  distribution?: string | null;
  habitat?: string | null;
  features?: string | null;
  conservation?: string | null;
  classification?: string | null;
  /** JSON text of [{ name, scientificName }] (or the parsed list). */
  alternativeSpecies?: unknown;
  candidates?: ResultCandidate[] | null;
  /** The accepted WoRMS taxon; null when unmatched or not checked yet. Absent from older records. */
  taxon?: Taxon | null;
  /** Why the answer stops at genus or family; read from the candidates when absent. */
  stepBackReason?: StepBackReason | null;
  /** How the model's name was checked against WoRMS; no badge when absent. */
  verification?: Verification;
  /** The scientific name the model gave (scientificName is the accepted WoRMS name). */
  modelScientificName?: string | null;
  /** Where the conservation status comes from. */
  conservationStatusSource?: ConservationStatusSource;
  /** The year of the IUCN assessment behind a 'worms-iucn' status, when known. */
  conservationStatusYear?: number | null;
  imageUrl?: string | null;
  imageHighResUrl?: string | null;
  /** Every photo of the sighting, cover first; older records and pages give only imageUrl. */
  photos?: Array<{ imageUrl: string; imageHighResUrl?: string | null; width?: number | null; height?: number | null }> | null;
  /** Legacy records carried the picture inline. */
  imageData?: string | null;
  imageDataUrl?: string | null;
  uploaderName?: string | null;
  uploaderWebsite?: string | null;
  accepted?: boolean;
  slug?: string | null;
  createdAt?: string | number | Date | null;
  /** When the photo was taken, as its owner gave it or its EXIF said: an ISO date or local date-time. */
  observedAt?: string | null;
  /** The experts' review of the sighting; absent where nobody reviews (older records, other pages). */
  reviewStatus?: ReviewStatus | null;
  /** The taxon the votes agree on; shown instead of the model's when it differs. */
  communityTaxon?: Taxon | null;
  /** Answered by the fake provider of `npm run demo`. */
  demo?: boolean;
}
