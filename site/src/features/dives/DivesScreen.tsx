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
import './DivesScreen.css';

const LOAD_ERROR = 'Error loading your dives. Please try again later.';

function Dives() {
  const dives = usePagedList(fetchDivesPage);
  const { items, error } = dives;
  useEffect(() => {
    if (error) toast({ title: 'Error', description: LOAD_ERROR, variant: 'destructive' });
  }, [error]);

  return (
    <>
      <ShownFromDevice what="dives" />
      <ImportDiveLog onImported={() => void dives.reload()} />
      {items && items.length > 0 && <TripClock key={items.length} onSaved={() => void dives.reload()} />}
      {dives.loading ? (
        <div className="spinner" role="status" aria-label="Loading" />
      ) : !items ? (
        <p className="dives-error">{LOAD_ERROR}</p>
      ) : items.length === 0 ? (
        <p className="dives-empty">No dives yet. Import the log from your dive computer's program, and the photos you took on those dives get their place and depth.</p>
      ) : (
        <ul className="dive-list" aria-label="Your dives, newest first">
          {items.map((dive) => (
            <DiveRow key={dive.id} dive={dive} />
          ))}
        </ul>
      )}
      <LoadMore list={dives} />
    </>
  );
}

/** /dives: the user's dives, newest first, and "Import a dive log". */
export default function DivesScreen() {
  return (
    <div className="dives">
      <h1>My Dives</h1>
      <RequireUser>{() => <Dives />}</RequireUser>
    </div>
  );
}
