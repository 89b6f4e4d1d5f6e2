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
import { fill } from '../../lib/fill';
import { languageOfPath, pathIn } from '@rules/languages';
import type { DivesWords } from './dives-words';
import './DiveDetail.css';

type Loaded = { state: 'loading' } | { state: 'failed'; offline?: boolean } | { state: 'shown'; dive: Dive };

/** The id of /dives/{id}: one page shell serves every id. */
export const diveIdFromPath = (pathname: string) => decodeURIComponent(languageOfPath(pathname).route.split('/').filter(Boolean)[1] ?? '');

function Detail({ words: all }: { words: DivesWords }) {
  const words = all.dive;
  const dives = pathIn(all.language, '/dives');
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

  if (loaded.state === 'loading') return <div className="spinner" role="status" aria-label={all.loading} />;
  if (loaded.state === 'failed' && loaded.offline) {
    return (
      <div className="dive-error card">
        <h1>{words.offlineTitle}</h1>
        <p>{words.offlineText}</p>
        <p>
          <a href={dives}>{words.back}</a>
        </p>
      </div>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div className="dive-error card">
        <h1>{words.failedTitle}</h1>
        <p>{words.failedText}</p>
        <p>
          <a href={dives}>{words.back}</a>
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
    const saved = await updateDive(dive.id, change, words.saveError);
    if ('error' in saved) {
      setSaving(false);
      return setError(saved.error);
    }
    await read(String(dive.id));
    setSaving(false);
    setEditing(false);
    toast({ title: words.saved, description: done });
  };
  const remove = async () => {
    setDeleting(true);
    const failed = await deleteDive(dive.id, words.deleteError);
    if (!failed) {
      toast({
        title: words.deleted,
        description: words.deletedText,
      });
      return leaveWithToast(dives);
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
          <a href={dives}>← {words.back}</a>
        </div>
        <header className="dive-head">
          <ShownFromDevice what={diveSeen(dive.id)} />
          <h1>{fill(words.diveOf, { date: diveDateText(dive.startedAt) })}</h1>
          <p className="dive-head-site">{site?.name || all.noSite}</p>
          <dl className="dive-figures">
            <div>
              <dt>{all.maxDepth}</dt>
              <dd>{dive.maxDepthMeters === null ? all.depthNotLoggedFigure : depthText(dive.maxDepthMeters, { locale: all.language })}</dd>
            </div>
            <div>
              <dt>{all.duration}</dt>
              <dd>{durationText(dive.durationSeconds, all)}</dd>
            </div>
            <div>
              <dt>{all.sightingsLabel}</dt>
              <dd>{sightingsText(dive.identifications.length, all)}</dd>
            </div>
          </dl>
        </header>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <section className="card dive-section" aria-labelledby="dive-profile-title">
          <h2 id="dive-profile-title">{words.profileTitle}</h2>
          <DepthProfile
            durationSeconds={dive.durationSeconds}
            maxDepthMeters={dive.maxDepthMeters}
            profile={dive.profile}
            sightings={chartSightings(dive, photos.onDive)}
            words={all}
          />
          <div className="dive-buttons">
            <a className="btn" href={`${pathIn(all.language, '/identification')}?dive=${dive.id}`}>
              {words.addPhotos}
            </a>
          </div>
        </section>
        <section className="card dive-section" aria-labelledby="dive-site-title">
          <h2 id="dive-site-title">{words.siteTitle}</h2>
          {editing ? (
            <DiveSiteForm
              site={site}
              saving={saving}
              onSave={(change) => void save(change, words.siteSaved)}
              onCancel={() => setEditing(false)}
              words={all.site}
            />
          ) : (
            <>
              <p data-testid="dive-site-text">
                {site ? (position ? `${site.name || words.unnamedSite} (${positionText(position)})` : fill(words.siteNoPosition, { name: site.name || words.unnamedSite })) : words.noSiteGiven}
              </p>
              {position && <MapView size="small" label={words.siteMap} pin={position} words={words.map} />}
              <div className="dive-buttons">
                <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
                  {site ? words.editSite : words.addSite}
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
          onSave={(offset) => void save({ cameraOffsetSeconds: offset }, words.clockSaved)}
          words={all.clock}
        />
        <div className="dive-delete">
          <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
            {words.delete}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={words.deleteTitle}
        description={words.deleteText}
        confirmLabel={words.deleteConfirm}
        busyLabel={words.deleting}
        cancelLabel={all.site.cancel}
        busy={deleting}
        onConfirm={remove}
        onCancel={closeDialog}
      />
    </>
  );
}

/** /dives/{id}: the dive's site on the map, its depth profile with its sightings, its camera clock; edit and delete. */
export default function DiveDetail({ words }: { words: DivesWords }) {
  return (
    <div className="dive-detail">
      <RequireUser loadingLabel={words.loading}>{() => <Detail words={words} />}</RequireUser>
    </div>
  );
}
