import type { LoadMoreWords } from './load-more-words';
import './LoadMore.css';

interface Props {
  /** A paged list (usePagedList): the button shows only while it has more pages. */
  list: { hasMore: boolean; loadingMore: boolean; loadMore: () => Promise<void> };
  /** Its words in the page's language (load-more-words.ts), rendered with the page. */
  words: LoadMoreWords;
}

/** Under a paged list: fetches the next page. */
export default function LoadMore({ list, words }: Props) {
  if (!list.hasMore) return null;
  return (
    <div className="load-more">
      <button type="button" className="btn btn-outline" disabled={list.loadingMore} onClick={() => void list.loadMore()}>
        {list.loadingMore ? words.loading : words.loadMore}
      </button>
    </div>
  );
}
