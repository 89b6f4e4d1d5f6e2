import { useCallback, useEffect, useState } from 'react';
import type { PublicUser } from '../../lib/types';
import LoadMore from '../../ui/LoadMore';
import { toast } from '../../ui/toasts';
import { usePagedList } from '../../ui/usePagedList';
import RequireUser from '../account/RequireUser';
import GroupFilter from './GroupFilter';
import QueueCard, { cardHeadingId, QueueStyles } from './QueueCard';
import { fetchReviewQueue, type Verdict } from './reviews';
import { pathIn } from '@rules/languages';
import { fill } from '../../lib/fill';
import type { ReviewWords } from './review-words';
import './ReviewsScreen.css';

const LIST_HEADING = 'reviews-heading';

function NotAnExpert({ words }: { words: ReviewWords }) {
  return (
    <div className="card reviews-closed" role="note">
      <h2>{words.forExperts}</h2>
      <p>{words.forExpertsText}</p>
      <p>
        <a href={pathIn(words.language, '/history')}>{words.backToHistory}</a>
      </p>
    </div>
  );
}

function Queue({ user, words }: { user: PublicUser; words: ReviewWords }) {
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
    toast({ title: words.sent, description: words.sentFor[verdict] });
    // Focus goes on to the next sighting, so a keyboard user keeps their place in the queue.
    setFocusAfter(next ? cardHeadingId(next.id) : LIST_HEADING);
  };

  return (
    <>
      <GroupFilter groups={user.expertGroups ?? null} value={group} onChange={setGroup} words={words.filter} />
      <h2 id={LIST_HEADING} tabIndex={-1} className="visually-hidden">
        {words.toReview}
      </h2>
      {queue.loading ? (
        <div className="spinner" role="status" aria-label={words.loading} />
      ) : refused ? (
        <p className="reviews-error" role="alert">
          {fill(words.loadFailed, { reason: queue.error ?? '' })}
        </p>
      ) : shown.length === 0 && !queue.hasMore ? (
        <p className="reviews-empty card">{group ? fill(words.nothingLeftIn, { group }) : words.nothingLeft}</p>
      ) : (
        <ol className="reviews-list" aria-labelledby={LIST_HEADING}>
          {shown.map((sighting) => (
            <QueueCard key={sighting.id} sighting={sighting} onReviewed={(verdict) => done(sighting.id, verdict)} words={words} />
          ))}
        </ol>
      )}
      {queue.error && queue.items && (
        <p className="reviews-error" role="alert">
          {queue.error}
        </p>
      )}
      <LoadMore list={queue} words={words.loadMore} />
    </>
  );
}

/** /reviews: an expert's queue of sightings to review, oldest first; others are told what it is for. */
export default function ReviewsScreen({ words }: { words: ReviewWords }) {
  return (
    <div className="reviews">
      <QueueStyles />
      <h1>{words.title}</h1>
      <RequireUser loadingLabel={words.loading}>{(user) => (user.isExpert ? <Queue user={user} words={words} /> : <NotAnExpert words={words} />)}</RequireUser>
    </div>
  );
}
