import type { TripSightingStatus } from '@rules/trips';
import { dives } from './dives';
import { speciesIdentifications } from './identifications';
import { users } from './users';
import { belongsTo, createdAt, index, integer, real, serialId, table, text, timestamp, uniqueIndex } from './columns';

/** A diver's trip: the photos of a week's diving, sent in at once, grouped into sightings. Private to its owner. */
export const trips = table(
  'trips',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  // An account's trips newest first, and counted against its most.
  (t) => [index('trips_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * One photo sent into a trip, as uploaded (the stored original), with what is read of it once at upload: its time
 * and place, the dive it falls on, and the figures grouping compares (its likeness signature and sharpness).
 */
export const tripPhotos = table(
  'trip_photos',
  {
    id: serialId(),
    tripId: belongsTo('trip_id', () => trips.id),
    /** Hex SHA-256 of the bytes sent: the same photo sent again is the same photo. */
    sha256: text('sha256').notNull(),
    /** Camera time, YYYY-MM-DDTHH:mm:ss (with its offset when the camera wrote one); null when the photo does not say. */
    takenAt: text('taken_at'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** The user's dive its time falls on; null when none (or once that dive is deleted). */
    diveId: integer('dive_id').references(() => dives.id, { onDelete: 'set null' }),
    /** The camera's depth, else the dive's at that moment. */
    depthMeters: real('depth_meters'),
    /** The stored original's key under /uploads (trips/<uuid>), never served. */
    photoKey: text('photo_key').notNull(),
    /** The picture's likeness signature (grouping.ts): a difference hash and a colour signature, as hex. */
    signature: text('signature').notNull(),
    /** The variance of the Laplacian of its grey copy: higher is sharper. */
    sharpness: real('sharpness').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trip_photos_trip_sha256_unique').on(t.tripId, t.sha256)],
);

/**
 * One sighting of a trip: consecutive photos of one subject, the five sharpest first (the ones the model sees), and
 * how far its identification went. The claim columns are the identification queue's: who holds it, until when.
 */
export const tripSightings = table(
  'trip_sightings',
  {
    id: serialId(),
    tripId: belongsTo('trip_id', () => trips.id),
    /** JSON list of trip photo ids, the five sharpest first, then the rest in time order. */
    photoIds: text('photo_ids').notNull(),
    status: text('status').$type<TripSightingStatus>().notNull().default('grouped'),
    /** The identification made of it; it stays when the trip is deleted. */
    identificationId: integer('identification_id').references(() => speciesIdentifications.id, { onDelete: 'set null' }),
    /** The instance identifying it now, and until when its claim holds. */
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until'),
    /** The model provider's batch it was sent in, while that batch runs. */
    batchId: text('batch_id'),
    attempts: integer('attempts'),
    queuedAt: timestamp('queued_at'),
    createdAt: createdAt(),
  },
  (t) => [index('trip_sightings_trip_idx').on(t.tripId), index('trip_sightings_status_idx').on(t.status, t.leaseUntil)],
);

/**
 * A trip's unlisted report link: /shared/trips/{token}, as an identification's share link is made (128 random bits,
 * kept as is so the owner reads the same link again); revoking deletes the row. One live link per trip.
 */
export const tripShareLinks = table('trip_share_links', {
  token: text('token').primaryKey(),
  tripId: belongsTo('trip_id', () => trips.id).unique(),
  createdAt: createdAt(),
});
