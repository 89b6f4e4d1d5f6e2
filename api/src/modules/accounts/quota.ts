import type { Queryable } from '../../db/client';
import { addIdentifications } from './repo';

/**
 * The account's free identifications: taken in one conditional UPDATE (`... WHERE used < limit`), so parallel
 * uploads can never take more than what is left; given back when an identification fails.
 */
export { giveBackFreeIdentification, takeFreeIdentification } from './repo';

/** Counts identifications the account gained, in the caller's transaction when it gives one. */
export async function countIdentifications(db: Queryable, userId: number, count = 1): Promise<void> {
  await addIdentifications(db, userId, count);
}
