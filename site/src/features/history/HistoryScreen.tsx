import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import './HistoryScreen.css';

const LOAD_ERROR = 'Error loading identification history. Please try again later.';

function History({ user, changed, onSaved }: { user: PublicUser; changed: number; onSaved: () => void }) {
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
    if (error) toast({ title: 'Error', description: LOAD_ERROR, variant: 'destructive' });
  }, [error]);
  // The premium tools filter, sort and search the whole history: their first use loads every page left.
  const changeQuery = useCallback(
    (next: HistoryQuery) => {
      setQuery(next);
      loadAll().catch(() => {});
    },
    [loadAll],
  );
  // What is exported is what the filters show over the whole history, not only the pages loaded so far.
  const exportRows = useCallback(async () => applyHistoryQuery(await loadAll(), query), [loadAll, query]);
  // Filter, sort and search are premium: others see their history newest first.
  const shown = useMemo(() => (items ? applyHistoryQuery(items, user.isPremium ? query : ALL_HISTORY) : []), [items, query, user.isPremium]);

  if (history.loading) return <div className="spinner" role="status" aria-label="Loading" />;
  if (!items) return <p className="history-error">{LOAD_ERROR}</p>;
  if (items.length === 0) {
    return (
      <>
        <ShownFromDevice what="history" />
        <div className="history-empty card">
          <h2>No identifications yet</h2>
          <p>Upload a photo of a sea creature to start your personal catalogue.</p>
          <a className="btn" href="/identification">Identify a species</a>
        </div>
      </>
    );
  }
  return (
    <>
      <ShownFromDevice what="history" />
      {user.isPremium ? (
        <HistoryTools items={items} shown={shown} query={query} onChange={changeQuery} exportRows={exportRows} complete={!history.hasMore} />
      ) : (
        <p className="history-upsell">
          Premium members can filter, sort, search and export their identifications. <a href="/subscription">See plans</a>
        </p>
      )}
      <HistoryMap />
      {shown.length === 0 ? (
        <p className="history-none">{history.hasMore ? 'Loading the rest of your history…' : 'No identifications match these filters.'}</p>
      ) : (
        <div className="history-grid">
          {shown.map((identification) => (
            <HistoryCard
              key={identification.id}
              identification={identification}
              busy={busy === identification.id}
              onAccept={() => void act(identification.id, acceptIdentification(identification.id).then((saved) => saved && onSaved()))}
              onTrash={() => void act(identification.id, trashIdentification(identification.id))}
            />
          ))}
        </div>
      )}
      <LoadMore list={history} />
    </>
  );
}

type View = 'identifications' | 'trash';
const VIEWS: ReadonlyArray<{ id: View; label: string }> = [
  { id: 'identifications', label: 'Identifications' },
  { id: 'trash', label: 'Trash' },
];

/** ?view=trash opens the Trash; the address follows the tab chosen, so Back and a shared link land on it. */
const viewInAddress = (): View => (new URLSearchParams(window.location.search).get('view') === 'trash' ? 'trash' : 'identifications');

/**
 * The two views of the history: the identifications (life list, cards) and the Trash. Undo in the "Moved to trash"
 * toast, here or carried from the page that trashed it, restores the sighting and both views read again.
 */
function HistoryViews({ user }: { user: PublicUser }) {
  const [view, setView] = useState<View>(viewInAddress);
  const [changed, setChanged] = useState(0);
  const refresh = useCallback(() => setChanged((count) => count + 1), []);
  // A sighting saved from its card joins the life list at once: the list is read again, not the whole page.
  const [saved, setSaved] = useState(0);
  const lifeListFollows = useCallback(() => setSaved((count) => count + 1), []);
  useEffect(
    () =>
      handleToastAction(UNDO_TRASH, (id) => {
        void restoreIdentification(id).then((restored) => restored && refresh());
      }),
    [refresh],
  );
  const select = (next: View) => {
    setView(next);
    tabInAddress('view', next === 'trash' ? 'trash' : null);
  };
  return (
    <Tabs label="History views" tabs={VIEWS} selected={view} onSelect={select}>
      {view === 'trash' ? (
        <TrashView changed={changed} onRestored={refresh} />
      ) : (
        <div className="history-panel">
          <LifeList key={`${changed}:${saved}`} />
          <History user={user} changed={changed} onSaved={lifeListFollows} />
        </div>
      )}
    </Tabs>
  );
}

/** /history: the user's identifications as cards, premium tools on top; the Trash beside them. */
export default function HistoryScreen() {
  return (
    <div className="history">
      <h1>My Identifications</h1>
      <RequireUser>{(user) => <HistoryViews user={user} />}</RequireUser>
    </div>
  );
}
