import { speciesIdentifications } from './identifications';
import { createdAt, integer, table, text } from './columns';

/**
 * Unlisted links to one identification that is not in the public catalogue: /shared/{token}. The token is kept
 * as it is (not hashed) because the owner reads the same link again whenever they share; revoking deletes the row.
 */
export const shareLinks = table('share_links', {
  /** 128 random bits, base64url. */
  token: text('token').primaryKey(),
  /** One live link per identification. */
  identificationId: integer('identification_id')
    .notNull()
    .unique()
    .references(() => speciesIdentifications.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
