import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type Page } from '../lib/api';

/** The largest page the API gives (decision 064): used when every row is wanted. */
export const LARGEST_PAGE = 200;

export type LoadPage<T> = (page: { cursor?: string | null; limit?: number }) => Promise<Page<T>>;

interface State<T> {
  items?: T[];
  nextCursor: string | null;
  /** True only until the first answer, so a reload does not flash the spinner. */
  loading: boolean;
  loadingMore: boolean;
  error?: string;
}

/**
 * A list the API sends in pages: the first page on mount, the next on `loadMore`, all that are left on `loadAll`
 * (which resolves to every row). `reload` reads again from the start, as many rows as were shown.
 */
export function usePagedList<T>(load: LoadPage<T>) {
  const [state, setState] = useState<State<T>>({ nextCursor: null, loading: true, loadingMore: false });
  // The latest state for the loaders, which may run several pages in a row.
  const current = useRef(state);
  current.current = state;
  const loadingAll = useRef<Promise<T[]> | null>(null);

  const fail = useCallback((failure: unknown) => {
    setState((last) => ({ ...last, loading: false, loadingMore: false, error: errorMessage(failure, 'Please try again') }));
  }, []);

  const reload = useCallback(async () => {
    const shown = current.current.items?.length ?? 0;
    try {
      let page = await load({});
      const items = [...page.items];
      while (page.nextCursor && items.length < shown) {
        page = await load({ cursor: page.nextCursor, limit: LARGEST_PAGE });
        items.push(...page.items);
      }
      setState({ items, nextCursor: page.nextCursor, loading: false, loadingMore: false });
    } catch (failure) {
      fail(failure);
    }
  }, [load, fail]);

  const loadMore = useCallback(async () => {
    const { nextCursor, loadingMore } = current.current;
    if (!nextCursor || loadingMore) return;
    setState((last) => ({ ...last, loadingMore: true }));
    try {
      const page = await load({ cursor: nextCursor });
      setState((last) => ({ ...last, items: [...(last.items ?? []), ...page.items], nextCursor: page.nextCursor, loadingMore: false, error: undefined }));
    } catch (failure) {
      fail(failure);
    }
  }, [load, fail]);

  const loadAll = useCallback((): Promise<T[]> => {
    loadingAll.current ??= (async () => {
      let { items = [], nextCursor } = current.current;
      if (!nextCursor) return items;
      setState((last) => ({ ...last, loadingMore: true }));
      try {
        while (nextCursor) {
          const page = await load({ cursor: nextCursor, limit: LARGEST_PAGE });
          items = [...items, ...page.items];
          nextCursor = page.nextCursor;
        }
        setState((last) => ({ ...last, items, nextCursor: null, loadingMore: false, error: undefined }));
        return items;
      } catch (failure) {
        fail(failure);
        throw failure;
      } finally {
        loadingAll.current = null;
      }
    })();
    return loadingAll.current;
  }, [load, fail]);

  useEffect(() => void reload(), [reload]);
  return { ...state, hasMore: state.nextCursor !== null, reload, loadMore, loadAll };
}
