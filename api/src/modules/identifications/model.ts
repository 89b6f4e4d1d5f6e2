import { t, type Static } from 'elysia';
import type { AlternativeSpecies } from '@rules/alternative-species';
import { MAX_SIGHTING_PHOTOS, RANKS, STEP_BACK_REASONS, type CheckedCandidate } from '@rules/identification';
import { checkDepth } from '@rules/dives';
import { checkObservedAt, checkPosition, type Location, type Position } from '@rules/location';
import { MAX_EXPORT_IDS } from '@rules/history-export';
import { CONSERVATION_SOURCES, VERIFICATIONS } from '@rules/taxon';
import { REVIEW_STATUSES, VERDICTS } from '@rules/consensus';
import { LANGUAGES } from '@rules/languages';
import { badRequest, notFound, payloadTooLarge } from '../../lib/errors';
import { errorWords, ruleMessage } from '../../lib/error-messages';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from '../../lib/images/limits';
import type { Agree, SameShape } from '../../lib/same-shape';
import { taxonSchema } from '../taxa';

const text = t.Nullable(t.String());

/**
 * The photos of a sighting: one to MAX_SIGHTING_PHOTOS files in multipart fields `image`, in the order sent. None:
 * 400; more: 400 naming the limit; a text value in `image`: 400; a file over 10 MB: 413. Every part is
 * refused by its size before any is read.
 */
export async function uploadedImages(body: unknown): Promise<Uint8Array[]> {
  const field = (body as Record<string, unknown> | null)?.image;
  const parts = field === undefined ? [] : Array.isArray(field) ? field : [field];
  if (parts.length === 0) throw badRequest(errorWords('sighting.no_photo'), 'sighting.no_photo');
  if (parts.length > MAX_SIGHTING_PHOTOS) throw badRequest(errorWords('sighting.too_many_photos', { max: MAX_SIGHTING_PHOTOS }), 'sighting.too_many_photos');
  if (!parts.every((part): part is Blob => part instanceof Blob)) throw badRequest('Each "image" part must be a photo file.', 'sighting.not_a_photo');
  if (parts.some((part) => part.size > MAX_UPLOAD_BYTES)) throw payloadTooLarge(FILE_TOO_LARGE, 'upload.too_large');
  return Promise.all(parts.map(async (part) => new Uint8Array(await part.arrayBuffer())));
}

/**
 * The consent chosen on the upload form: multipart fields `catalogueConsent` ("true" or "false") and `licence`.
 * Both may be left out; the account's default then applies.
 */
export function uploadedConsent(body: unknown): { allow?: boolean; licence?: string } {
  const fields = (body as Record<string, unknown> | null) ?? {};
  const allow = fields.catalogueConsent;
  const licence = fields.licence;
  if (allow !== undefined && allow !== 'true' && allow !== 'false') throw badRequest('catalogueConsent must be "true" or "false"', 'request.invalid');
  if (licence !== undefined && typeof licence !== 'string') throw badRequest('licence must be text', 'request.invalid');
  return { allow: allow === undefined ? undefined : allow === 'true', licence: licence || undefined };
}

/**
 * Where and when, from the upload form's optional fields `latitude`, `longitude` (decimal degrees) and `observedAt`
 * (ISO date or date-time), the depth typed (`depthMeters`, 0 to 11,000) and the user's dive (`diveId`). Out of
 * range, one of the pair missing, or a date in the future: 400.
 */
export function uploadedWhereAndWhen(body: unknown, now: Date): { position: Position | null; observedAt: string | null; depthMeters: number | null; diveId: number | null } {
  const fields = (body as Record<string, unknown> | null) ?? {};
  const position = checkPosition(fields.latitude, fields.longitude);
  if ('error' in position) throw badRequest(ruleMessage(position.error), 'position.invalid');
  const observedAt = checkObservedAt(fields.observedAt, now);
  if ('error' in observedAt) throw badRequest(ruleMessage(observedAt.error), 'observed_at.invalid');
  const depth = checkDepth(fields.depthMeters);
  if ('error' in depth) throw badRequest(ruleMessage(depth.error), 'depth.invalid');
  return { position: position.value, observedAt: observedAt.value, depthMeters: depth.value, diveId: uploadedDiveId(fields.diveId) };
}

/** The dive named on the upload form (`diveId`); one that names no dive is a 404, like another's. */
function uploadedDiveId(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Dive not found', 'dives.not_found');
  return id;
}

/**
 * GET /api/identifications/export?format=dwca: a Darwin Core Archive. `format=csv` (premium): the history as CSV,
 * with `ids=1,2,3` for those rows only (see exportIds).
 */
export const exportQuery = t.Object({
  format: t.Union([t.Literal('dwca'), t.Literal('csv')]),
  ids: t.Optional(t.String({ maxLength: 10_000 })),
});
export const exportFile = t.File();

/**
 * `ids` of the CSV export: positive whole numbers separated by commas, at most MAX_EXPORT_IDS. Left out: every
 * identification; empty: none (the header alone).
 */
export function exportIds(value: string | undefined): number[] | null {
  if (value === undefined) return null;
  if (value.trim() === '') return [];
  const ids = value.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^[1-9]\d{0,15}$/.test(id) || !Number.isSafeInteger(Number(id)))) {
    throw badRequest('ids must be identification numbers separated by commas (ids=12,15,20)', 'export.bad_ids');
  }
  const unique = [...new Set(ids.map(Number))];
  if (unique.length > MAX_EXPORT_IDS) throw badRequest(`ids may name at most ${MAX_EXPORT_IDS} identifications at a time`, 'export.too_many_ids');
  return unique;
}

/** One taxon of GET /api/identifications/life-list (the user's own life list). */
export const lifeListEntry = t.Object({
  /** The WoRMS taxon; null when WoRMS did not know the name, which then groups the sightings. */
  aphiaId: t.Nullable(t.Number()),
  scientificName: t.Nullable(t.String()),
  /** The name shown on the latest sighting. */
  speciesName: t.String(),
  /** When it was first and last seen: an ISO date or date-time (when the photo was taken, else uploaded). */
  firstSeen: t.String(),
  lastSeen: t.String(),
  sightings: t.Number(),
});
export type LifeListEntry = typeof lifeListEntry.static;

/**
 * PUT /api/identifications/{id}/where-and-when: the owner sets or clears both. Both coordinates or neither; the
 * ranges and the date are checked by rules/location.ts with the same messages as the upload's.
 */
export const whereAndWhenBody = t.Object({
  latitude: t.Nullable(t.Number()),
  longitude: t.Nullable(t.Number()),
  observedAt: t.Nullable(t.String({ maxLength: 40 })),
});
export type WhereAndWhenBody = typeof whereAndWhenBody.static;

/** GET /api/identifications/sightings: the signed-in user's identifications that have a place, for their map. */
export const sightingSchema = t.Object({
  id: t.Number(),
  speciesName: t.String(),
  scientificName: text,
  latitude: t.Number(),
  longitude: t.Number(),
  observedAt: text,
});
export type Sighting = typeof sightingSchema.static;

/** POST /api/identifications/{id}/consent; the licence is checked by the service against rules/licence.ts. */
export const consentBody = t.Object({
  allow: t.Boolean(),
  licence: t.Optional(t.Nullable(t.String({ maxLength: 100 }))),
});

/** `/identifications/{id}`: checked by identificationId, so a malformed id is a 404 like a missing one. */
export const identificationParams = t.Object({ id: t.String() });
/** `/identifications/:id/photos/:index`: the index into `photos` as the answer lists them (0 is the cover). */
export const photoParams = t.Object({ id: t.String(), index: t.String() });
/** PUT /identifications/:id/cover: which of `photos` (as listed, cover first) becomes the cover. */
export const coverBody = t.Object({ index: t.Integer({ minimum: 0, maximum: 99 }) });

/** A look-alike species (the shared declaration is AlternativeSpecies in rules/alternative-species.ts). */
export const alternativeSpeciesSchema = t.Object({ name: t.String(), scientificName: t.Optional(t.String()), aphiaId: t.Optional(t.Number()) });
type AlternativeSpeciesAgrees = Agree<SameShape<Static<typeof alternativeSpeciesSchema>, AlternativeSpecies>>;

export const verificationSchema = t.UnionEnum(VERIFICATIONS);
export const conservationSourceSchema = t.UnionEnum(CONSERVATION_SOURCES);

/** One of the model's ranked guesses with its WoRMS check (CheckedCandidate in rules/identification.ts). */
export const candidateSchema = t.Object({
  name: t.String(),
  scientificName: t.String(),
  rank: t.UnionEnum(RANKS),
  confidence: t.Number(),
  aphiaId: t.Nullable(t.Number()),
  verification: verificationSchema,
  /** Recorded by OBIS near where the photo was taken; null when not known. */
  nearby: t.Nullable(t.Boolean()),
  /** Recorded by OBIS there within the depth band around the photo's depth; null when not known or no depth. */
  atDepth: t.Nullable(t.Boolean()),
});
type CandidateAgrees = Agree<SameShape<Static<typeof candidateSchema>, CheckedCandidate>>;

/** A position in decimal degrees, and whether the user gave it or the photo carried it. */
export const locationSchema = t.Object({
  latitude: t.Number(),
  longitude: t.Number(),
  source: t.Union([t.Literal('user'), t.Literal('dive'), t.Literal('exif')]),
});
type LocationAgrees = Agree<SameShape<typeof locationSchema.static, Location>>;

/**
 * The answer as every reader of an identification sees it, its owner and the public alike: the names, the texts and
 * the check against WoRMS. What else each is shown differs (the owner's view, the public record).
 */
export const answerFields = {
  speciesName: t.String(),
  scientificName: text,
  description: t.String(),
  conservationStatus: text,
  distribution: text,
  habitat: text,
  features: text,
  conservation: text,
  classification: text,
  /** The accepted WoRMS taxon shown as the answer; null when unmatched or not checked yet. */
  taxon: t.Nullable(taxonSchema),
  verification: verificationSchema,
  /** The scientific name the model gave. */
  modelScientificName: text,
  conservationStatusSource: conservationSourceSchema,
  /** The year the IUCN assessed it, when the status is WoRMS's copy of the Red List and WoRMS gives the year. */
  conservationStatusYear: t.Nullable(t.Number()),
  /** Why the answer stops at genus or family while species were proposed (rules/identification.ts); null otherwise. */
  stepBackReason: t.Nullable(t.UnionEnum(STEP_BACK_REASONS)),
};

/** One expert review of a sighting. */
export const sightingReviewSchema = t.Object({
  /** The expert's username: shown to the sighting's owner, admins and experts only, null for everyone else. */
  expert: text,
  verdict: t.UnionEnum(VERDICTS),
  /** The taxon the review votes for (the answer agreed with, or the one suggested); null for cannot-tell. */
  taxon: t.Nullable(taxonSchema),
  createdAt: t.Date(),
});

/**
 * What experts said of a sighting. `taxon`, `speciesName` and `scientificName` stay the model's answer; when
 * `communityTaxon` is set and differs from `taxon`, the answer to show is the community's, with the model's beside
 * it ("The model said …").
 */
export const reviewFields = {
  reviewStatus: t.UnionEnum(REVIEW_STATUSES),
  /** The deepest taxon more than two thirds of the votes fall within (rules/consensus.ts); null before any review. */
  communityTaxon: t.Nullable(taxonSchema),
  /** The counting reviews, oldest first. */
  reviews: t.Array(sightingReviewSchema),
  /** When its owner asked for a review or offered it to the catalogue; null: experts are not asked. */
  reviewRequestedAt: t.Nullable(t.Date()),
};

/**
 * A sighting as an expert reviewing it sees it (GET /api/reviews, the answer of a review): the photos' web copies,
 * the model's answer and candidates, when it was seen, its depth and coarse area; never its owner or exact place.
 */
export const expertIdentificationView = t.Object({
  id: t.Number(),
  ...answerFields,
  alternativeSpecies: t.Array(alternativeSpeciesSchema),
  candidates: t.Array(candidateSchema),
  photos: t.Array(t.Object({ imageUrl: t.String(), width: t.Nullable(t.Number()), height: t.Nullable(t.Number()) })),
  observedAt: text,
  /** The sea and a coarse grid cell, as public pages give it; null when unknown or the species is threatened. */
  area: text,
  depthMeters: t.Nullable(t.Number()),
  createdAt: t.Date(),
  ...reviewFields,
  /** The verdict this expert sent, or null. */
  yourVerdict: t.Nullable(t.UnionEnum(VERDICTS)),
});
export type ExpertIdentificationView = typeof expertIdentificationView.static;

/** One photo of a sighting; the first of a list is the cover. */
export const photoSchema = t.Object({
  imageUrl: t.String(),
  /** The high-resolution copy: null unless the viewer may have it (premium owners and admins). */
  imageHighResUrl: text,
  /** The web-size copy's size in pixels; null for photos stored before sizes were kept. */
  width: t.Nullable(t.Number()),
  height: t.Nullable(t.Number()),
});
export type PhotoView = typeof photoSchema.static;

/**
 * An identification as the API shows it to its owner (or an admin). alternativeSpecies is JSON text, as clients
 * parse it. The high-resolution copy is null unless the viewer may have it.
 */
export const identificationView = t.Object({
  id: t.Number(),
  userId: t.Nullable(t.Number()),
  ...answerFields,
  alternativeSpecies: t.String(),
  candidates: t.Array(candidateSchema),
  /** The cover's copies, as older clients read them. */
  imageUrl: text,
  imageHighResUrl: text,
  /** Every photo of the sighting, cover first, then the others in upload order. */
  photos: t.Array(photoSchema),
  slug: t.String(),
  isPublished: t.Boolean(),
  publishedAt: t.Nullable(t.Date()),
  uploaderName: text,
  uploaderWebsite: text,
  accepted: t.Boolean(),
  /** The owner allows the photo in the public catalogue. */
  catalogueConsent: t.Boolean(),
  /** The licence it is offered under (rules/licence.ts); null: all rights reserved. */
  licence: text,
  model: text,
  /** Answered by the built-in fake provider of `npm run demo`. */
  demo: t.Boolean(),
  /** The language the model wrote the answer's texts in (the request's when it was made); names are never translated. */
  language: t.UnionEnum(LANGUAGES),
  /** Where the photo was taken: only its owner and admins are shown it. */
  location: t.Nullable(locationSchema),
  /** When it was taken: an ISO date or date-time. */
  observedAt: text,
  /** The dive it was taken on (its owner's), or null. */
  diveId: t.Nullable(t.Number()),
  /** Depth in metres where it was taken, typed by the user or read from the dive's profile. */
  depthMeters: t.Nullable(t.Number()),
  depthSource: t.Nullable(t.Union([t.Literal('user'), t.Literal('dive'), t.Literal('camera')])),
  createdAt: t.Date(),
  /** When its owner trashed it (it is deleted 30 days later, rules/trash.ts); null when it is not in the trash. */
  trashedAt: t.Nullable(t.Date()),
  ...reviewFields,
});
export type IdentificationView = typeof identificationView.static;

/**
 * POST /api/identify's answer: the identification, and which of the photos sent (0-based, upload order) the model
 * says showed the deciding features, or null. It is not kept: the photos stay in upload order, the first the cover.
 */
export const identifiedView = t.Object({
  ...identificationView.properties,
  bestPhotoIndex: t.Nullable(t.Number()),
});
export type IdentifiedView = typeof identifiedView.static;

/** GET /api/free-identifications-count: free identifications this account or browser has used. */
export const freeCount = t.Object({ count: t.Number() });
