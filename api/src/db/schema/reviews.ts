import { users } from './users';
import { speciesIdentifications } from './identifications';
import { belongsTo, createdAt, index, integer, serialId, table, text, timestamp, uniqueIndex } from './columns';

/** An expert's review of someone else's sighting: one per expert and sighting, replaced when sent again. */
export const reviews = table(
  'reviews',
  {
    id: serialId(),
    identificationId: belongsTo('identification_id', () => speciesIdentifications.id),
    expertId: belongsTo('expert_id', () => users.id),
    /** agree (with the answer shown when reviewed) | suggest (scientificName) | cannot-tell (no vote). */
    verdict: text('verdict').$type<'agree' | 'suggest' | 'cannot-tell'>().notNull(),
    /** The accepted WoRMS taxon the review votes for; null for cannot-tell. */
    aphiaId: integer('aphia_id'),
    /** The name as the expert wrote it (suggest), or the answer's name agreed with. */
    scientificName: text('scientific_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at'),
  },
  (t) => [
    uniqueIndex('reviews_identification_expert_unique').on(t.identificationId, t.expertId),
    // The daily limit counts an expert's reviews of the day.
    index('reviews_expert_created_idx').on(t.expertId, t.createdAt),
  ],
);

/** Something that happened to a user's sightings or account, shown under the bell until read. */
export const notifications = table(
  'notifications',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    /** reviewed | verified | disputed | published | unpublished | trial-ending */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    /** A path in the app, e.g. /identifications/12. */
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt), index('notifications_user_unread_idx').on(t.userId, t.readAt)],
);
