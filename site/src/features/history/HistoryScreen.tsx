import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PublicUser } from '../../lib/types';
import { fetchHistoryPage } from './identifications';
import { toast } from '../../ui/toasts';
import HistoryCard from './HistoryCard';
import HistoryTools from './HistoryTools';
import { ALL_HISTORY, applyHistoryQuery, type HistoryQuery } from './history-tools';
import LoadMore from '../../ui/LoadMore';
import RequireUser from '../account/RequireUser';
import { usePagedList } from '../../ui/usePagedList';

const LOAD_ERROR = 'Error loading identification history. Please try again later.';

function History({ user }: { user: PublicUser }) {
  const history = usePagedList(fetchHistoryPage);
  const { items, error, loadAll } = history;
  const [query, setQuery] = useState<HistoryQuery>(ALL_HISTORY);

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
      <div className="history-empty card">
        <h2>No identifications yet</h2>
        <p>Upload a photo of a sea creature to start your personal catalogue.</p>
        <a className="btn" href="/identification">Identify a species</a>
      </div>
    );
  }
  return (
    <>
      {user.isPremium ? (
        <HistoryTools items={items} shown={shown} query={query} onChange={changeQuery} exportRows={exportRows} complete={!history.hasMore} />
      ) : (
        <p className="history-upsell">
          Premium members can filter, sort, search and export their identifications. <a href="/subscription">See plans</a>
        </p>
      )}
      {shown.length === 0 ? (
        <p className="history-none">{history.hasMore ? 'Loading the rest of your history…' : 'No identifications match these filters.'}</p>
      ) : (
        <div className="history-grid">
          {shown.map((identification) => (
            <HistoryCard key={identification.id} identification={identification} />
          ))}
        </div>
      )}
      <LoadMore hasMore={history.hasMore} busy={history.loadingMore} onLoad={() => void history.loadMore()} />
    </>
  );
}

/** /history: the user's identifications as cards; premium tools on top. */
export default function HistoryScreen() {
  return (
    <div className="history">
      <nav className="history-nav">
        <a href="/">← Home</a>
        <a href="/identification">Identify a species</a>
      </nav>
      <h1>My Identifications</h1>
      <RequireUser>{(user) => <History user={user} />}</RequireUser>
      <style>{`
        .history { display: grid; gap: 1.25rem; padding-block: 1.5rem 3rem; }
        .history h1 { margin: 0; }
        .history-nav { display: flex; gap: 1.25rem; }
        .history-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 1rem; }
        .history-card { display: flex; flex-direction: column; background: #fff; border: 1px solid var(--line); border-radius: var(--radius);
          box-shadow: var(--shadow); overflow: hidden; color: inherit; text-decoration: none; }
        .history-card:hover { border-color: var(--ocean-500); }
        .history-card img, .history-noimage { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: var(--ocean-100); }
        .history-noimage { display: grid; place-items: center; color: var(--muted); font-size: 0.9rem; }
        .history-card-body { padding: 0.9rem 1rem 1rem; display: grid; gap: 0.35rem; justify-items: start; }
        .history-card-head { display: flex; justify-content: space-between; gap: 0.5rem; width: 100%; align-items: baseline; }
        .history-card h2 { font-size: 1.1rem; margin: 0; }
        .history-saved { font-size: 0.75rem; font-weight: 700; color: var(--success); }
        .history-scientific { margin: 0; font-style: italic; color: var(--muted); }
        .history-description { margin: 0; font-size: 0.92rem; }
        .history-date { margin: 0; font-size: 0.8rem; color: var(--muted); }
        .history-empty { text-align: center; display: grid; justify-items: center; gap: 0.4rem; }
        .history-upsell { margin: 0; padding: 0.7rem 1rem; border-radius: 8px; background: var(--ocean-100); }
        .history-error { color: var(--danger); }
      `}</style>
    </div>
  );
}
