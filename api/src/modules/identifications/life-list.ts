import type { AppContext } from '../../context';
import type { UserRow } from '../accounts';
import type { LifeListEntry } from './model';
import { lifeList } from './repo';

/**
 * GET /api/identifications/life-list: the taxa the user has seen, from what they confirmed (decision 073), with the
 * first and last time each was seen and how many sightings, most recently seen first. Every account has it.
 */
export async function lifeListOf(ctx: AppContext, user: UserRow): Promise<LifeListEntry[]> {
  return lifeList(ctx.db, user.id);
}
