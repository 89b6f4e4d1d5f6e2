import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pathIn } from '@rules/languages';
import type { PublicUser } from '../../lib/types';
import { acceptIdentification, fetchHistoryPage, restoreIdentification, trashIdentification, UNDO_TRASH } from './identifications';
import { handleToastAction, toast } from '../../ui/toasts';
import HistoryCard from './HistoryCard';
import HistoryMap from './HistoryMap';
import HistoryTools from './HistoryTools';
import LifeList from './LifeList';
import TrashView from './TrashView';
import Tabs, { tabInAddress } from '../../ui/Tabs';
import { ALL_HISTORY, applyHistoryQuery, type HistoryQuery } from './history-tools';
import LoadMore from '../../ui/LoadMore';
import ShownFromDevice from '../offline/ShownFromDevice';
import RequireUser from '../account/RequireUser';
import { usePagedList } from '../../ui/usePagedList';
import type { HistoryWords } from './history-words';
import './HistoryScreen.css';

function History({ user, changed, onSaved, words }: { user: PublicUser; changed: number; onSaved: () => void; words: HistoryWords }) {
  const history = usePagedList(fetchHistoryPage);
  const { items, error, loadAll, reload } = history;
  // Something left the trash (Undo): it is back in the list at once.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void reload();
  }, [changed, reload]);
  const [query, setQuery] = useState<HistoryQuery>(ALL_HISTORY);
  const [busy, setBusy] = useState<number | null>(null);
  // Accept and Trash of an item not saved yet, from its card; the list is read again after either.
  const act = async (id: number, done: Promise<unknown>) => {
    setBusy(id);
    await done;
    await history.reload();
    setBusy(null);
  };

  useEffect(() => {
    if (error) toast({ title: words.error, description: words.loadError, variant: 'destructive' });
  }, [error, words]);
  // The premium tools filter, sort and search the whole history: their first use loads every page left.
  const changeQuery = useCallback(
    (next: HistoryQuery) => {
      setQuery(next);
      loadAll().catch(() => {});
    },
    [loadAll],
  );
  // What is exported is what the filters show over the whole history, not only the pages loaded so far.
  const exportRows = useCallback(async () => applyHistoryQuery(await loadAll(), query, words.language), [loadAll, query, words.language]);
  // Filter, sort and search are premium: others see their history newest first.
  const shown = useMemo(() => (items ? applyHistoryQuery(items, user.isPremium ? query : ALL_HISTORY, words.language) : []), [items, query, user.isPremium, words.language]);

  if (history.loading) return <div className="spinner" role="status" aria-label={words.loading} />;
  if (!items) return <p className="history-error">{words.loadError}</p>;
  if (items.length === 0) {
    return (
      <>
        <ShownFromDevice what="history" />
        <div className="history-empty card">
          <h2>{words.emptyTitle}</h2>
          <p>{words.emptyText}</p>
          <a className="btn" href={pathIn(words.language, '/identification')}>
            {words.identify}
          </a>
        </div>
      </>
    );
  }
  return (
    <>
      <ShownFromDevice what="history" />
      {user.isPremium ? (
        <HistoryTools items={items} shown={shown} query={query} onChange={changeQuery} exportRows={exportRows} complete={!history.hasMore} words={words.tools} />
      ) : (
        <p className="history-upsell">
          {words.upsell} <a href={pathIn(words.language, '/subscription')}>{words.seePlans}</a>
        </p>
      )}
      <HistoryMap words={words.map} />
      {shown.length === 0 ? (
        <p className="history-none">{history.hasMore ? words.loadingRest : words.noMatch}</p>
      ) : (
        <div className="history-grid">
          {shown.map((identification) => (
            <HistoryCard
              key={identification.id}
              identification={identification}
              busy={busy === identification.id}
              words={words.card}
              onAccept={() => void act(identification.id, acceptIdentification(identification.id, words.toasts).then((saved) => saved && onSaved()))}
              onTrash={() => void act(identification.id, trashIdentification(identification.id, words.toasts))}
            />
          ))}
        </div>
      )}
      <LoadMore list={history} words={words.loadMore} />
    </>
  );
}

type View = 'identifications' | 'trash';

/** ?view=trash opens the Trash; the address follows the tab chosen, so Back and a shared link land on it. */
const viewInAddress = (): View => (new URLSearchParams(window.location.search).get('view') === 'trash' ? 'trash' : 'identifications');

/**
 * The two views of the history: the identifications (life list, cards) and the Trash. Undo in the "Moved to trash"
 * toast, here or carried from the page that trashed it, restores the sighting and both views read again.
 */
function HistoryViews({ user, words }: { user: PublicUser; words: HistoryWords }) {
  const [view, setView] = useState<View>(viewInAddress);
  const [changed, setChanged] = useState(0);
  const refresh = useCallback(() => setChanged((count) => count + 1), []);
  // A sighting saved from its card joins the life list at once: the list is read again, not the whole page.
  const [saved, setSaved] = useState(0);
  const lifeListFollows = useCallback(() => setSaved((count) => count + 1), []);
  useEffect(
    () =>
      handleToastAction(UNDO_TRASH, (id) => {
        void restoreIdentification(id, words.toasts).then((restored) => restored && refresh());
      }),
    [refresh],
  );
  const views: ReadonlyArray<{ id: View; label: string }> = [
    { id: 'identifications', label: words.viewIdentifications },
    { id: 'trash', label: words.viewTrash },
  ];
  const select = (next: View) => {
    setView(next);
    tabInAddress('view', next === 'trash' ? 'trash' : null);
  };
  return (
    <Tabs label={words.views} tabs={views} selected={view} onSelect={select}>
      {view === 'trash' ? (
        <TrashView changed={changed} onRestored={refresh} words={words.trash} />
      ) : (
        <div className="history-panel">
          <LifeList key={`${changed}:${saved}`} words={words.lifeList} />
          <History user={user} changed={changed} onSaved={lifeListFollows} words={words} />
        </div>
      )}
    </Tabs>
  );
}

/** /history: the user's identifications as cards, premium tools on top; the Trash beside them. */
export default function HistoryScreen({ words }: { words: HistoryWords }) {
  return (
    <div className="history">
      <h1>{words.title}</h1>
      <RequireUser>{(user) => <HistoryViews user={user} words={words} />}</RequireUser>
    </div>
  );
}
