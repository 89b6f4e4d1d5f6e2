import './LoadMore.css';

interface Props {
  /** Shown only while the list has more pages. */
  hasMore: boolean;
  busy: boolean;
  onLoad: () => void;
}

/** Under a paged list: fetches the next page. */
export default function LoadMore({ hasMore, busy, onLoad }: Props) {
  if (!hasMore) return null;
  return (
    <div className="load-more">
      <button type="button" className="btn btn-outline" disabled={busy} onClick={onLoad}>
        {busy ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
