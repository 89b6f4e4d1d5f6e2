import { sql } from 'drizzle-orm';
import type { Language } from '@rules/languages';
import { users } from './users';
import { dives } from './dives';
import { belongsTo, createdAt, flag, index, integer, primaryKey, real, serialId, table, text, timestamp, uniqueIndex } from './columns';

export const speciesIdentifications = table(
  'species_identifications',
  {
    id: serialId(),
    /** Null while the identification belongs to an anonymous visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The anonymous visitor who made it; moves to userId when they register or log in. */
    visitorId: text('visitor_id'),
    speciesName: text('species_name').notNull(),
    scientificName: text('scientific_name'),
    description: text('description').notNull(),
    /** The language the model wrote the texts in (description … conservation): the request's; names stay as given. */
    language: text('language').$type<Language>().notNull().default('en'),
    conservationStatus: text('conservation_status'),
    distribution: text('distribution'),
    habitat: text('habitat'),
    features: text('features'),
    conservation: text('conservation'),
    /** Classification line shown in the result display (kingdom … genus). */
    classification: text('classification'),
    /** JSON list of { name, scientificName }. */
    alternativeSpecies: text('alternative_species'),
    /** JSON list of ranked candidates: { name, scientificName, rank, confidence }. */
    candidates: text('candidates'),
    /** Web-size copy under /uploads. */
    imageUrl: text('image_url'),
    /** High-resolution copy under /uploads, served to premium users. */
    imageHighResUrl: text('image_high_res_url'),
    /** JSON of the Discover card's thumbnails (AVIF and WebP srcsets), made when it is published. */
    cardThumbnail: text('card_thumbnail'),
    slug: text('slug').notNull(),
    isPublished: flag('is_published').notNull().default(false),
    publishedAt: timestamp('published_at'),
    uploaderName: text('uploader_name'),
    uploaderWebsite: text('uploader_website'),
    accepted: flag('accepted').notNull().default(false),
    /** The owner allows the photo in the public catalogue; never true for a visitor without an account. */
    catalogueConsent: flag('catalogue_consent').notNull().default(false),
    /** The licence (rules/licence.ts) the photo is offered under; null (all rights reserved) without consent. */
    licence: text('licence'),
    /** Trashed identifications leave the owner's history and are never published; their files go after 30 days. */
    trashedAt: timestamp('trashed_at'),
    /** The accepted WoRMS taxon shown as the answer; null while unchecked or when WoRMS knows no such name. */
    aphiaId: integer('aphia_id'),
    /** verified | synonym | fuzzy | unmatched | unavailable (not checked yet: the recheck sweep retries it). */
    verification: text('verification').notNull().default('unavailable'),
    /** The scientific name the model gave, before WoRMS replaced a synonym or the rank rule stepped up. */
    modelScientificName: text('model_scientific_name'),
    /** worms-iucn | iucn | model: where conservationStatus comes from. */
    conservationStatusSource: text('conservation_status_source').notNull().default('model'),
    /** The year the IUCN assessed it, when conservationStatus comes from WoRMS's copy of the Red List. */
    conservationStatusYear: integer('conservation_status_year'),
    /** Last time WoRMS was asked about it (the recheck sweep waits between tries). */
    wormsCheckedAt: timestamp('worms_checked_at'),
    /** Where the photo was taken, in decimal degrees; seen only by its owner and admins. */
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** user (typed, pinned or the device's position) | dive (the dive site's) | exif (read from the photo); null without a position. */
    locationSource: text('location_source').$type<'user' | 'exif' | 'dive'>(),
    /** When it was taken: an ISO date or date-time, as given or as the camera's clock wrote it. */
    observedAt: text('observed_at'),
    /** The dive it was taken on, matched by time (or chosen at upload); unlinked when the dive is deleted. */
    diveId: integer('dive_id').references(() => dives.id, { onDelete: 'set null' }),
    /** Depth in metres where it was taken, as typed or read from the dive's profile. */
    depthMeters: real('depth_meters'),
    /** user (typed at upload) | dive (interpolated from the dive's profile) | camera (its EXIF); null without a depth. */
    depthSource: text('depth_source').$type<'user' | 'dive' | 'camera'>(),
    /**
     * The name its owner gave it instead of the answer's (a trip's review), checked against WoRMS: the taxon and the
     * name as typed. The owner's alone: no vote, never the model's answer (decision 138).
     */
    diverAphiaId: integer('diver_aphia_id'),
    diverScientificName: text('diver_scientific_name'),
    /** When its owner asked experts to review it, or offered it to the catalogue: it enters the review queue. */
    reviewRequestedAt: timestamp('review_requested_at'),
    /** unreviewed | in-review | verified | disputed, from the reviews and the owner's acceptance (rules/consensus). */
    reviewStatus: text('review_status').$type<'unreviewed' | 'in-review' | 'verified' | 'disputed'>().notNull().default('unreviewed'),
    /** The deepest taxon more than two thirds of the votes fall within; null without one. */
    communityAphiaId: integer('community_aphia_id'),
    /** When it became verified; null while it is not. */
    verifiedAt: timestamp('verified_at'),
    model: text('model'),
    tokensUsed: integer('tokens_used'),
    latencyMs: integer('latency_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('species_identifications_slug_unique').on(t.slug),
    index('species_identifications_user_idx').on(t.userId, t.createdAt),
    index('species_identifications_visitor_idx').on(t.visitorId),
    index('species_identifications_published_idx').on(t.isPublished, t.speciesName),
    // The taxon whose page shows a photo (catalogue's pageTaxon), then published: a publish reads one page's photos
    // by it (with is_published in the index too, SQLite prefers it to the published index).
    index('species_identifications_page_taxon_idx').on(sql`coalesce(${t.communityAphiaId}, ${t.aphiaId})`, t.isPublished),
    index('species_identifications_verification_idx').on(t.verification),
    index('species_identifications_trashed_idx').on(t.trashedAt),
    // Each request for a stored photo looks up whose it is.
    index('species_identifications_image_idx').on(t.imageUrl),
    index('species_identifications_image_high_res_idx').on(t.imageHighResUrl),
    index('species_identifications_dive_idx').on(t.diveId),
    // The review queue: oldest request first, among those not verified.
    index('species_identifications_review_idx').on(t.reviewStatus, t.reviewRequestedAt),
  ],
);

/**
 * The photos of one sighting (one to five of one animal). Position 0 is the cover, whose copies the
 * identification row also keeps in imageUrl and imageHighResUrl; the others follow in upload order.
 */
export const identificationPhotos = table(
  'identification_photos',
  {
    id: serialId(),
    identificationId: belongsTo('identification_id', () => speciesIdentifications.id),
    position: integer('position').notNull(),
    /** Web-size copy under /uploads. */
    imageUrl: text('image_url').notNull(),
    /** High-resolution copy under /uploads, served to premium users. */
    imageHighResUrl: text('image_high_res_url').notNull(),
    /** The web-size copy's size in pixels; null for photos stored before sizes were kept. */
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [
    index('identification_photos_identification_idx').on(t.identificationId, t.position),
    // Each request for a stored photo looks up whose it is.
    index('identification_photos_image_idx').on(t.imageUrl),
    index('identification_photos_image_high_res_idx').on(t.imageHighResUrl),
  ],
);

/** Anonymous visitors, known by a signed cookie; counts their free identifications. */
export const visitors = table('visitors', {
  id: text('id').primaryKey(),
  identificationsUsed: integer('identifications_used').notNull().default(0),
  createdAt: createdAt(),
});

/** Anonymous identifications per IP and UTC day, so clearing cookies does not buy more. */
export const ipDailyUsage = table(
  'ip_daily_usage',
  {
    ip: text('ip').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ip, t.day] })],
);

/**
 * An identification taken from a quota (and the daily AI budget) whose upload has not finished yet. The row goes
 * when the identification is saved or the reservation given back; one still here at start belongs to a process
 * that died mid-upload, and is given back unless the model was called for it.
 */
export const uploadReservations = table('upload_reservations', {
  id: text('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  visitorId: text('visitor_id'),
  /** The address key the visitor's daily count was taken on. */
  ip: text('ip').notNull(),
  /** UTC day (YYYY-MM-DD) the quota and budget were counted on. */
  day: text('day').notNull(),
  /** A free identification was taken (false for premium accounts). */
  quotaTaken: flag('quota_taken').notNull().default(false),
  /** A model call was taken from the daily AI budget. */
  budgetTaken: flag('budget_taken').notNull().default(false),
  /** Set when the model was called for it: that call was real, so nothing is given back. */
  modelCalledAt: timestamp('model_called_at'),
  createdAt: createdAt(),
});
