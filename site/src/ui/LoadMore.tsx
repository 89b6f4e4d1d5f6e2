import './LoadMore.css';

interface Props {
  /** A paged list (usePagedList): the button shows only while it has more pages. */
  list: { hasMore: boolean; loadingMore: boolean; loadMore: () => Promise<void> };
}

/** Under a paged list: fetches the next page. */
export default function LoadMore({ list }: Props) {
  if (!list.hasMore) return null;
  return (
    <div className="load-more">
      <button type="button" className="btn btn-outline" disabled={list.loadingMore} onClick={() => void list.loadMore()}>
        {list.loadingMore ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
