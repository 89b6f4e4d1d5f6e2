import { useCallback, useEffect, useState } from 'react';
import { pathIn } from '@rules/languages';
import RequireUser from '../account/RequireUser';
import type { PublicUser } from '../../lib/types';
import SightingsGrid, { type PhotoFacts } from './SightingsGrid';
import TripIdentify from './TripIdentify';
import TripReview from './TripReview';
import TripUpload from './TripUpload';
import { useTripProgress } from './trip-progress';
import { editedSightings, gridOf, type GridSighting } from './sighting-edits';
import { tripPhotos } from './trip-photo-store';
import { fetchTrip, groupTrip, saveSightings, tripIdFromPath, type Trip as TripAnswer } from './trips';
import type { TripsWords } from './trips-words';
import './trips.css';

/** What this device knows of the trip's sent photos, by the server's id. */
async function factsOf(owner: number, tripId: number): Promise<Map<number, PhotoFacts>> {
  const kept = await tripPhotos(owner, tripId);
  return new Map(kept.filter((photo) => photo.photoId !== undefined).map((photo) => [photo.photoId!, { name: photo.name, takenAt: photo.takenAt, diveId: photo.diveId ?? null }]));
}

function Trip({ user, tripId, words }: { user: PublicUser; tripId: number; words: TripsWords }) {
  const [trip, setTrip] = useState<TripAnswer | null | undefined>();
  const [facts, setFacts] = useState<Map<number, PhotoFacts>>(new Map());
  const [grid, setGrid] = useState<GridSighting[]>([]);
  const [allSent, setAllSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  const show = useCallback(async (answer: TripAnswer) => {
    const known = await factsOf(user.id, tripId);
    setFacts(known);
    setTrip(answer);
    setGrid(gridOf(answer.sightings, (id) => (known.get(id)?.takenAt ? Date.parse(known.get(id)!.takenAt!) : null)));
  }, [user.id, tripId]);

  const reload = useCallback(async () => {
    try {
      await show(await fetchTrip(tripId));
    } catch {
      setTrip((shown) => shown ?? null);
    }
  }, [show, tripId]);
  useEffect(() => void reload(), [reload]);
  // While sightings are being identified, the cards fill in as they are.
  useTripProgress(trip, reload);

  const onAllSent = useCallback(() => {
    setAllSent(true);
    void reload();
  }, [reload]);

  const act = async (call: () => Promise<TripAnswer>, done: string, failed: string) => {
    setBusy(true);
    try {
      await show(await call());
      setNotice(done);
    } catch {
      setNotice(failed);
    } finally {
      setBusy(false);
    }
  };
  const edit = (next: GridSighting[]) => {
    setGrid(next);
    void act(() => saveSightings(tripId, editedSightings(next)), words.grid.saved, words.grid.saveError);
  };

  if (trip === undefined) return <div className="spinner" role="status" aria-label={words.loading} />;
  if (trip === null) return <p className="error">{words.trip.notFound}</p>;
  const grouped = trip.sightings.reduce((sum, sighting) => sum + sighting.photoIds.length, 0);
  return (
    <>
      <h1>{trip.name}</h1>
      {trip.identified > 0 && <a href={pathIn(words.language, `/trips/${tripId}/report`)}>{words.trip.report}</a>}
      <TripUpload owner={user.id} tripId={tripId} words={words.upload} language={words.language} onAllSent={onAllSent} />
      {allSent && trip.photoCount > grouped && (
        <button type="button" className="btn" disabled={busy} onClick={() => void act(() => groupTrip(tripId), '', words.trip.groupError)}>
          {words.trip.group}
        </button>
      )}
      <p className="trip-notice" role="status" aria-live="polite">
        {notice}
      </p>
      <TripIdentify trip={trip} words={words.identify} language={words.language} onQueued={() => void reload()} onFailed={setNotice} />
      {grid.length > 0 && <SightingsGrid grid={grid} facts={facts} words={words.grid} language={words.language} onEdit={edit} busy={busy} />}
      <TripReview trip={trip} words={words.review} offerWords={words.offer} language={words.language} onTrip={show} onNotice={setNotice} />
    </>
  );
}

/** /trips/{id}: a trip's photos in, then its sightings; the words are the page's (trips-words.ts). */
export default function TripScreen({ words }: { words: TripsWords }) {
  const [tripId, setTripId] = useState<number | null | undefined>();
  useEffect(() => setTripId(tripIdFromPath(window.location.pathname)), []);
  return (
    <div className="trips">
      <a href={pathIn(words.language, '/trips')}>{words.trip.back}</a>
      <RequireUser loadingLabel={words.loading}>
        {(user) => (tripId === undefined ? null : tripId === null ? <p className="error">{words.trip.notFound}</p> : <Trip user={user} tripId={tripId} words={words} />)}
      </RequireUser>
    </div>
  );
}
