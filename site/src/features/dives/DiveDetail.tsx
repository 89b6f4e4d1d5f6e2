import { useCallback, useEffect, useState } from 'react';
import RequireUser from '../account/RequireUser';
import MapView from '../maps/MapView';
import { positionText } from '../maps/position-text';
import ConfirmDialog from '../../ui/ConfirmDialog';
import { leaveWithToast, toast } from '../../ui/toasts';
import CameraClock from './CameraClock';
import DepthProfile from './DepthProfile';
import DiveSiteForm from './DiveSiteForm';
import { chartSightings, clockPhotos, loadDivePhotos, loadPhotosNearDive, type DivePhoto } from './dive-photos';
import { depthText, diveDateText, durationText, sightingsText } from './dive-words';
import { deleteDive, diveSeen, fetchDive, updateDive, type DiveChange, type DiveDetail as Dive } from './dives';
import ShownFromDevice from '../offline/ShownFromDevice';
import { failedForWantOfConnection } from '../offline/outbox';
import './DiveDetail.css';

type Loaded = { state: 'loading' } | { state: 'failed'; offline?: boolean } | { state: 'shown'; dive: Dive };

/** The id of /dives/{id}: one page shell serves every id. */
export const diveIdFromPath = (pathname: string) => decodeURIComponent(pathname.split('/').filter(Boolean)[1] ?? '');

const DELETE_TEXT = 'This dive and its profile will be deleted. Its sightings are kept in your identifications, no longer tied to the dive.';

function Detail() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [photos, setPhotos] = useState<{
    onDive: DivePhoto[];
    nearby: DivePhoto[];
  }>({ onDive: [], nearby: [] });
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // The dive is read again after each change: the server has matched its photos again by then.
  const read = useCallback(async (id: string) => {
    try {
      const dive = await fetchDive(id);
      setLoaded({ state: 'shown', dive });
      const [onDive, nearby] = await Promise.all([loadDivePhotos(dive), loadPhotosNearDive(dive).catch(() => [])]);
      setPhotos({ onDive, nearby });
    } catch (error) {
      setLoaded((last) => (last.state === 'shown' ? last : { state: 'failed', offline: failedForWantOfConnection(error) }));
    }
  }, []);
  useEffect(() => {
    const id = diveIdFromPath(window.location.pathname);
    if (!id) setLoaded({ state: 'failed' });
    else void read(id);
  }, [read]);
  const closeDialog = useCallback(() => setConfirming(false), []);

  if (loaded.state === 'loading') return <div className="spinner" role="status" aria-label="Loading" />;
  if (loaded.state === 'failed' && loaded.offline) {
    return (
      <div className="dive-error card">
        <h1>This dive needs a connection</h1>
        <p>It has not been opened on this device yet. It opens when you are back online.</p>
        <p>
          <a href="/dives">Back to My Dives</a>
        </p>
      </div>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div className="dive-error card">
        <h1>Failed to load the dive</h1>
        <p>It may have been deleted, or it belongs to another account.</p>
        <p>
          <a href="/dives">Back to My Dives</a>
        </p>
      </div>
    );
  }

  const { dive } = loaded;
  const { site } = dive;
  const position = site && site.latitude !== null && site.longitude !== null ? { latitude: site.latitude, longitude: site.longitude } : null;
  const save = async (change: DiveChange, done: string) => {
    setSaving(true);
    setError(null);
    const saved = await updateDive(dive.id, change);
    if ('error' in saved) {
      setSaving(false);
      return setError(saved.error);
    }
    await read(String(dive.id));
    setSaving(false);
    setEditing(false);
    toast({ title: 'Saved', description: done });
  };
  const remove = async () => {
    setDeleting(true);
    const failed = await deleteDive(dive.id);
    if (!failed) {
      toast({
        title: 'Dive deleted',
        description: 'Its sightings are kept in your identifications.',
      });
      return leaveWithToast('/dives');
    }
    setDeleting(false);
    setConfirming(false);
    setError(failed.error);
  };

  return (
    <>
      {/* Behind the delete confirmation the page is inert: nothing there can be reached until it closes. */}
      <div className="dive-page" inert={confirming}>
        <div className="dive-bar">
          <a href="/dives">← Back to My Dives</a>
        </div>
        <header className="dive-head">
          <ShownFromDevice what={diveSeen(dive.id)} />
          <h1>Dive of {diveDateText(dive.startedAt)}</h1>
          <p className="dive-head-site">{site?.name || 'No site given'}</p>
          <dl className="dive-figures">
            <div>
              <dt>Maximum depth</dt>
              <dd>{dive.maxDepthMeters === null ? 'Not logged' : depthText(dive.maxDepthMeters)}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{durationText(dive.durationSeconds)}</dd>
            </div>
            <div>
              <dt>Sightings</dt>
              <dd>{sightingsText(dive.identifications.length)}</dd>
            </div>
          </dl>
        </header>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <section className="card dive-section" aria-labelledby="dive-profile-title">
          <h2 id="dive-profile-title">Depth profile</h2>
          <DepthProfile
            durationSeconds={dive.durationSeconds}
            maxDepthMeters={dive.maxDepthMeters}
            profile={dive.profile}
            sightings={chartSightings(dive, photos.onDive)}
          />
          <div className="dive-buttons">
            <a className="btn" href={`/identification?dive=${dive.id}`}>
              Add photos from this dive
            </a>
          </div>
        </section>
        <section className="card dive-section" aria-labelledby="dive-site-title">
          <h2 id="dive-site-title">Dive site</h2>
          {editing ? (
            <DiveSiteForm
              site={site}
              saving={saving}
              onSave={(change) => void save(change, "The site is saved; this dive's photos take its place.")}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <>
              <p data-testid="dive-site-text">
                {site ? `${site.name || 'Unnamed site'}${position ? ` (${positionText(position)})` : ', no position given'}` : 'No site given.'}
              </p>
              {position && <MapView size="small" label="Map of the dive site" pin={position} />}
              <div className="dive-buttons">
                <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
                  {site ? 'Edit the site' : 'Add the site'}
                </button>
              </div>
            </>
          )}
        </section>
        <CameraClock
          key={`${dive.id}:${dive.cameraOffsetSeconds}:${photos.onDive.length + photos.nearby.length}`}
          photos={clockPhotos(photos.onDive, photos.nearby)}
          offsetSeconds={dive.cameraOffsetSeconds}
          saving={saving}
          onSave={(offset) => void save({ cameraOffsetSeconds: offset }, "The camera's clock is set; this dive's photos are matched again.")}
        />
        <div className="dive-delete">
          <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
            Delete This Dive
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this dive?"
        description={DELETE_TEXT}
        busy={deleting}
        onConfirm={remove}
        onCancel={closeDialog}
      />
    </>
  );
}

/** /dives/{id}: the dive's site on the map, its depth profile with its sightings, its camera clock; edit and delete. */
export default function DiveDetail() {
  return (
    <div className="dive-detail">
      <RequireUser>{() => <Detail />}</RequireUser>
    </div>
  );
}
