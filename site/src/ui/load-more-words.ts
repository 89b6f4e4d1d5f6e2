import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';

/** "Load more" under a paged list, in a language, rendered with the page and handed to LoadMore (decision 128). */
export function loadMoreWords(language: Language) {
  const o = { locale: language };
  return { loadMore: m.list_load_more({}, o) as string, loading: m.list_loading_more({}, o) as string };
}

export type LoadMoreWords = ReturnType<typeof loadMoreWords>;
