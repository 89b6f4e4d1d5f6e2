import { answer, api, errorMessage, page, pageQuery, type PageWanted } from '../../lib/api';
import type { ReviewQueueItem } from '../../lib/types';

/** What an expert says of a sighting: the current answer is right, it is another taxon, or the photos cannot tell. */
export type Verdict = 'agree' | 'suggest' | 'cannot-tell';

/** A page of the review queue, oldest first; `group` keeps one class or phylum (decision 064). */
export function fetchReviewQueue(group: string, wanted: PageWanted = {}) {
  const { query } = pageQuery(wanted);
  return page(api.reviews.get({ query: { ...query, group: group || undefined } }));
}

/** POST /api/identifications/{id}/reviews: null once sent, else the server's reason (an unknown name, a refusal). */
export async function sendReview(id: number, verdict: Verdict, notSent: string, scientificName?: string): Promise<string | null> {
  try {
    await answer(api.identifications({ id }).reviews.post(verdict === 'suggest' ? { verdict, scientificName } : { verdict }));
    return null;
  } catch (error) {
    return errorMessage(error, notSent);
  }
}
