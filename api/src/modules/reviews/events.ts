import type { AppContext } from '../../context';
import { notifications } from '../notifications';
import type { ReviewTransition } from './consensus';

/**
 * What the owner of a sighting is told when experts act on it: the one place review notifications are sent.
 * `reviewed`: an expert reviewed it (`byReview`); `verified` and `disputed`: it just became so, by a review, an
 * acceptance or an expert losing their role. A visitor's sighting (no owner) tells nobody.
 */
export async function announce(ctx: AppContext, change: ReviewTransition | null, byReview: boolean): Promise<void> {
  if (!change || change.ownerId === null) return;
  const link = `/identifications/${change.identificationId}`;
  if (byReview) await notifications.notify(ctx, change.ownerId, { kind: 'reviewed', text: 'An expert reviewed your sighting.', link });
  if (change.after === change.before) return;
  if (change.after === 'verified') await notifications.notify(ctx, change.ownerId, { kind: 'verified', text: 'Experts verified your sighting.', link });
  if (change.after === 'disputed') await notifications.notify(ctx, change.ownerId, { kind: 'disputed', text: 'Experts disagree about your sighting.', link });
}
