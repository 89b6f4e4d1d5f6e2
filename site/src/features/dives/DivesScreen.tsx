import { useEffect } from 'react';
import RequireUser from '../account/RequireUser';
import LoadMore from '../../ui/LoadMore';
import { usePagedList } from '../../ui/usePagedList';
import { toast } from '../../ui/toasts';
import { fetchDivesPage } from './dives';
import DiveRow from './DiveRow';
import ImportDiveLog from './ImportDiveLog';
import ShownFromDevice from '../offline/ShownFromDevice';
import TripClock from './TripClock';
import type { DivesWords } from './dives-words';
import './DivesScreen.css';

function Dives({ words }: { words: DivesWords }) {
  const dives = usePagedList(fetchDivesPage);
  const { items, error } = dives;
  useEffect(() => {
    if (error) toast({ title: words.error, description: words.loadError, variant: 'destructive' });
  }, [error, words]);

  return (
    <>
      <ShownFromDevice what="dives" />
      <ImportDiveLog words={words} onImported={() => void dives.reload()} />
      {items && items.length > 0 && <TripClock key={items.length} words={words} onSaved={() => void dives.reload()} />}
      {dives.loading ? (
        <div className="spinner" role="status" aria-label={words.loading} />
      ) : !items ? (
        <p className="dives-error">{words.loadError}</p>
      ) : items.length === 0 ? (
        <p className="dives-empty">{words.empty}</p>
      ) : (
        <ul className="dive-list" aria-label={words.listLabel}>
          {items.map((dive) => (
            <DiveRow key={dive.id} dive={dive} words={words} />
          ))}
        </ul>
      )}
      <LoadMore list={dives} words={words.loadMore} />
    </>
  );
}

/** /dives: the user's dives, newest first, and "Import a dive log"; its words are the page's (dives-words.ts). */
export default function DivesScreen({ words }: { words: DivesWords }) {
  return (
    <div className="dives">
      <h1>{words.title}</h1>
      <RequireUser loadingLabel={words.loading}>{() => <Dives words={words} />}</RequireUser>
    </div>
  );
}
