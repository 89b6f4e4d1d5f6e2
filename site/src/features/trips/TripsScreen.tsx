import { useState, type FormEvent } from 'react';
import { MAX_TRIP_NAME } from '@rules/trips';
import { pathIn } from '@rules/languages';
import RequireUser from '../account/RequireUser';
import LoadMore from '../../ui/LoadMore';
import { usePagedList } from '../../ui/usePagedList';
import { counted } from '../../lib/fill';
import { fetchTripsPage, startTrip } from './trips';
import type { TripsWords } from './trips-words';
import './trips.css';

function Trips({ words }: { words: TripsWords }) {
  const trips = usePagedList(fetchTripsPage);
  const [name, setName] = useState('');
  const [failed, setFailed] = useState(false);
  const [starting, setStarting] = useState(false);
  const date = new Intl.DateTimeFormat(words.language, { dateStyle: 'medium' });

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setStarting(true);
    setFailed(false);
    try {
      const trip = await startTrip(name.trim());
      window.location.assign(pathIn(words.language, `/trips/${trip.id}`));
    } catch {
      setFailed(true);
      setStarting(false);
    }
  };

  return (
    <>
      <p className="hint">{words.intro}</p>
      <form className="trip-start card" onSubmit={(event) => void start(event)}>
        <label className="field">
          <span>{words.name}</span>
          <input value={name} maxLength={MAX_TRIP_NAME} required onChange={(event) => setName(event.target.value)} />
        </label>
        <button type="submit" className="btn" disabled={starting || !name.trim()}>
          {words.start}
        </button>
        {failed && <p className="error" role="alert">{words.startError}</p>}
      </form>
      {trips.loading ? (
        <div className="spinner" role="status" aria-label={words.loading} />
      ) : !trips.items ? (
        <p className="error">{words.loadError}</p>
      ) : trips.items.length === 0 ? (
        <p className="trips-empty">{words.empty}</p>
      ) : (
        <ul className="trip-list" aria-label={words.listLabel}>
          {trips.items.map((trip) => (
            <li key={trip.id} className="card">
              <a href={pathIn(words.language, `/trips/${trip.id}`)}>{trip.name}</a>
              <span>{date.format(new Date(trip.createdAt))}</span>
              <span>{counted(words.photos, trip.photoCount, words.language)}</span>
              <span>{counted(words.sightings, trip.sightingCount, words.language)}</span>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={trips} words={words.loadMore} />
    </>
  );
}

/** /trips: the diver's trips, newest first, and a form to start one; its words are the page's (trips-words.ts). */
export default function TripsScreen({ words }: { words: TripsWords }) {
  return (
    <div className="trips">
      <h1>{words.title}</h1>
      <RequireUser loadingLabel={words.loading}>{() => <Trips words={words} />}</RequireUser>
    </div>
  );
}
