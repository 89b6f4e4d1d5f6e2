import type { AlternativeSpecies } from '@rules/alternative-species';
import type { StepBackReason } from '@rules/identification';
import type { CommonNames, ConservationStatusSource, Taxon, Verification } from '@rules/taxon';
import type { ReviewStatus, Verdict } from '@rules/consensus';

export type { AlternativeSpecies } from '@rules/alternative-species';

/** What a Discover card needs for its <picture>: `src` is the smallest WebP, `avif`/`webp` are srcset strings. */
export interface CardThumbnail {
  /** The size of `src`: the <img> width/height attributes, which give the card its 4:3 box before loading. */
  width: number;
  height: number;
  src: string;
  avif: string;
  webp: string;
}

/** One photo of a published sighting: its web copy and that copy's size (null for photos stored before sizes were kept). */
export interface PublicPhoto {
  imageUrl: string;
  width: number | null;
  height: number | null;
}

/** An expert's review as public pages give it: what was said, never who said it (`expert` is null). */
export interface PublicReview {
  expert: string | null;
  verdict: Verdict;
  taxon: Taxon | null;
  createdAt: string;
}

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
  /** The year of the IUCN assessment behind a 'worms-iucn' status, when known. */
  conservationStatusYear: number | null;
  /** Why the answer stops at genus or family (rules/identification.ts); null when it names a species. */
  stepBackReason: StepBackReason | null;
  alternativeSpecies: AlternativeSpecies[];
  /**
   * What experts said (rules/consensus.ts); absent from records made before reviews. `reviewStatus`: unreviewed,
   * in-review, verified (a community taxon at genus or deeper) or disputed. `taxon` stays the model's: when
   * `communityTaxon` (the taxon the votes agree on: experts' reviews and the owner's acceptance) is set and differs,
   * the community's answer is the one to show, the model's beside it, and the photo is shown on its page.
   */
  reviewStatus?: ReviewStatus;
  communityTaxon?: Taxon | null;
  reviews?: PublicReview[];
  /** How many experts' reviews agree with the community taxon of a verified sighting; 0 for any other. */
  verifiedBy: number;
  imageUrl: string | null;
  /** Every photo of the sighting, cover first (the cover is `imageUrl`, and the card's picture). */
  photos: PublicPhoto[];
  /** The Discover card's picture, made when it was published; null before. */
  thumbnail: CardThumbnail | null;
  uploaderName: string | null;
  uploaderWebsite: string | null;
  /** The licence the owner offers the photo under (rules/licence.ts), shown with the credit. */
  licence: string | null;
  /**
   * Where it was taken, as coarse as public pages may say: the sea and the 1° cell (rules/seas.ts `publicArea`);
   * null without a position and always when a taxon it is named as (the model's, or one experts named: rules/location
   * `hidesSightingPlace`) is Vulnerable, Endangered or Critically Endangered.
   */
  area: string | null;
  /**
   * How deep it was taken, to the metre; null without a depth, and always where `area` is hidden for its taxa
   * (a depth narrows down where a threatened animal lives as a place does).
   */
  depthMeters: number | null;
  accepted: boolean;
  /**
   * The day the photo was taken ("2025-06-14", as the camera's clock wrote it), what public pages date a sighting by;
   * null when not known. Absent from catalogue snapshots made before it was kept.
   */
  observedOn?: string | null;
  /** ISO 8601. */
  createdAt: string;
  publishedAt: string | null;
}

/**
 * GET /api/public/species/{slug}: the page's featured identification at the top level (its slug is the page's),
 * the taxon with its common names (English, and by language) and synonyms, every published photo, and the photos besides the featured one.
 */
export interface PublicSpecies extends Omit<PublicIdentification, 'taxon'> {
  taxon: (Taxon & { vernacularNames?: string[]; commonNames?: CommonNames; synonyms?: string[] }) | null;
  identifications: PublicIdentification[];
  relatedIdentifications: PublicIdentification[];
}

/** GET /api/public/taxa/{aphiaId}/photo: a published photo of the taxon and the slug of its species page. */
export interface TaxonPhoto {
  imageUrl: string;
  speciesSlug: string;
  /** Set when the taxon has no photo of its own and this is another species of its genus or family. */
  of?: { rank: 'genus' | 'family'; name: string };
}

/** GET /api/admin/catalogue/unresolved: a published identification WoRMS could not resolve, on its own page. */
export interface UnresolvedPage {
  id: number;
  slug: string;
  speciesName: string;
  scientificName: string | null;
  verification: Verification;
  /** ISO 8601. */
  publishedAt: string | null;
}
