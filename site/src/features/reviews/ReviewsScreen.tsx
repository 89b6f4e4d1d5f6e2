import { useCallback, useEffect, useState } from 'react';
import type { PublicUser } from '../../lib/types';
import LoadMore from '../../ui/LoadMore';
import { toast } from '../../ui/toasts';
import { usePagedList } from '../../ui/usePagedList';
import RequireUser from '../account/RequireUser';
import GroupFilter from './GroupFilter';
import QueueCard, { cardHeadingId, QueueStyles } from './QueueCard';
import { fetchReviewQueue, type Verdict } from './reviews';
import './ReviewsScreen.css';

const SENT: Record<Verdict, string> = {
  agree: 'You agreed with the answer.',
  suggest: 'Your suggestion is sent.',
  'cannot-tell': 'Marked as one the photos cannot settle.',
};
const LIST_HEADING = 'reviews-heading';

function NotAnExpert() {
  return (
    <div className="card reviews-closed" role="note">
      <h2>Reviews are for experts</h2>
      <p>Experts confirm or correct the answers of other divers' sightings. An admin can make you an expert for the groups you know.</p>
      <p>
        <a href="/history">Back to My Identifications</a>
      </p>
    </div>
  );
}

function Queue({ user }: { user: PublicUser }) {
  const [group, setGroup] = useState('');
  const load = useCallback((wanted: { cursor?: string | null; limit?: number }) => fetchReviewQueue(group, wanted), [group]);
  const queue = usePagedList(load);
  // Reviewed here: they leave the queue at once, without reading it again.
  const [reviewed, setReviewed] = useState<ReadonlySet<number>>(new Set());
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const shown = (queue.items ?? []).filter((item) => !reviewed.has(item.id));

  useEffect(() => {
    if (focusAfter) document.getElementById(focusAfter)?.focus();
  }, [focusAfter]);

  const refused = queue.error && !queue.items;
  const done = (id: number, verdict: Verdict) => {
    const index = shown.findIndex((item) => item.id === id);
    const next = shown[index + 1] ?? shown[index - 1];
    setReviewed((last) => new Set(last).add(id));
    toast({ title: 'Review sent', description: SENT[verdict] });
    // Focus goes on to the next sighting, so a keyboard user keeps their place in the queue.
    setFocusAfter(next ? cardHeadingId(next.id) : LIST_HEADING);
  };

  return (
    <>
      <GroupFilter groups={user.expertGroups ?? null} value={group} onChange={setGroup} />
      <h2 id={LIST_HEADING} tabIndex={-1} className="visually-hidden">
        Sightings to review
      </h2>
      {queue.loading ? (
        <div className="spinner" role="status" aria-label="Loading" />
      ) : refused ? (
        <p className="reviews-error" role="alert">
          The review queue could not be loaded: {queue.error}
        </p>
      ) : shown.length === 0 && !queue.hasMore ? (
        <p className="reviews-empty card">{group ? `Nothing left to review in ${group}.` : 'Nothing left to review. Thank you!'}</p>
      ) : (
        <ol className="reviews-list" aria-labelledby={LIST_HEADING}>
          {shown.map((sighting) => (
            <QueueCard key={sighting.id} sighting={sighting} onReviewed={(verdict) => done(sighting.id, verdict)} />
          ))}
        </ol>
      )}
      {queue.error && queue.items && (
        <p className="reviews-error" role="alert">
          {queue.error}
        </p>
      )}
      <LoadMore list={queue} />
    </>
  );
}

/** /reviews: an expert's queue of sightings to review, oldest first; others are told what it is for. */
export default function ReviewsScreen() {
  return (
    <div className="reviews">
      <QueueStyles />
      <h1>Reviews</h1>
      <RequireUser>{(user) => (user.isExpert ? <Queue user={user} /> : <NotAnExpert />)}</RequireUser>
    </div>
  );
}
