import { useCallback, useEffect, useState } from 'react';
import { languageOfPath, pathIn } from '@rules/languages';
import type { HistoryWords } from './history-words';
import type { PublicUser } from '../../lib/types';
import {
  acceptIdentification,
  deleteIdentification,
  fetchIdentification,
  goToHistory,
  restoreIdentification,
  trashIdentification,
  type Identification,
} from './identifications';
import ConfirmDialog from '../../ui/ConfirmDialog';
import ConsentPanel from './ConsentPanel';
import ExpertReviews from './ExpertReviews';
import PhotoActions from './PhotoActions';
import { taxonPhoto } from '../../lib/taxon-photos';
import RequireUser from '../account/RequireUser';
import ResultDisplay from '@catalogue/components/result/ResultDisplay';
import IdentificationShare from './share/IdentificationShare';
import TrashedNotice from './TrashedNotice';
import WhereAndWhenPanel from './WhereAndWhenPanel';
import './IdentificationDetail.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'shown'; identification: Identification };

/** The id of /identifications/{id}: one page shell serves every id. */
// '/identifications/7', or under a language's prefix ('/de/identifications/7').
const idFromPath = (pathname: string) => decodeURIComponent(languageOfPath(pathname).route.split('/').filter(Boolean)[1] ?? '');

const HEADING = 'identification-heading';

function Detail({ user, words }: { user: PublicUser; words: HistoryWords['detail'] }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    const id = idFromPath(window.location.pathname);
    if (!id) return setLoaded({ state: 'failed' });
    fetchIdentification(id).then(
      (identification) => setLoaded({ state: 'shown', identification }),
      () => setLoaded({ state: 'failed' }),
    );
  }, []);
  const closeDialog = useCallback(() => setConfirming(false), []);
  // Removing the last photo but one takes the photo controls away, focus with them: it goes to the name instead.
  const [headingFocus, setHeadingFocus] = useState(0);
  useEffect(() => {
    if (headingFocus) document.getElementById(HEADING)?.focus();
  }, [headingFocus]);

  if (loaded.state === 'loading') return <div className="spinner" role="status" aria-label={words.loading} />;
  if (loaded.state === 'failed') {
    return (
      <div className="detail-error card">
        <h1>{words.failedTitle}</h1>
        <p>{words.failedText}</p>
        <p>
          <a href={pathIn(words.language, '/history')}>{words.back}</a> · <a href={pathIn(words.language, '/identification')}>{words.identify}</a>
        </p>
      </div>
    );
  }

  const { identification } = loaded;
  const accept = async () => {
    setSaving(true);
    const updated = await acceptIdentification(identification.id, words.toasts);
    setSaving(false);
    if (updated) setLoaded({ state: 'shown', identification: updated });
  };
  const trash = async () => {
    setSaving(true);
    if (await trashIdentification(identification.id, words.toasts)) goToHistory();
    else setSaving(false);
  };
  const restore = async () => {
    setSaving(true);
    const restored = await restoreIdentification(identification.id, words.toasts);
    setSaving(false);
    if (restored) setLoaded({ state: 'shown', identification: restored });
  };
  const photosSaved = (updated: Identification) => {
    setLoaded({ state: 'shown', identification: updated });
    if (updated.photos.length < 2) setHeadingFocus((times) => times + 1);
  };
  // In the trash it can be restored or deleted, nothing else, until it is deleted for good.
  const owned = identification.userId === user.id && !identification.trashedAt;
  const remove = async () => {
    setDeleting(true);
    if (await deleteIdentification(identification.id, words.toasts)) goToHistory();
    else {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <div className="detail-bar">
        <a href={pathIn(words.language, '/history')}>← {words.back}</a>
      </div>
      {identification.trashedAt && <TrashedNotice words={words} trashedAt={identification.trashedAt} restoring={saving} onRestore={identification.userId === user.id ? restore : undefined} />}
      {/* The species is the page's subject: its name is the h1. Saving is the owner's; an admin reading someone
          else's identification may only delete it. */}
      <ResultDisplay
        identification={identification}
        headingLevel={1}
        showSaveActions={owned}
        onAccept={accept}
        onTrash={trash}
        saving={saving}
        taxonPhoto={taxonPhoto}
        headingId={HEADING}
        words={words.result}
        photoActions={owned ? (place) => <PhotoActions identification={identification} place={place} onSaved={photosSaved} words={words.photoActions} toasts={words.toasts} /> : undefined}
      />
      {owned && <ExpertReviews identification={identification} onSaved={(updated) => setLoaded({ state: 'shown', identification: updated })} words={words.reviews} toasts={words.toasts} />}
      {owned && <ConsentPanel identification={identification} onSaved={(updated) => setLoaded({ state: 'shown', identification: updated })} words={words.consent} />}
      <WhereAndWhenPanel
        key={identification.id}
        identification={identification}
        editable={owned}
        words={words.panel}
        toasts={words.toasts}
        onSaved={(updated) => setLoaded({ state: 'shown', identification: updated })}
      />
      {!identification.trashedAt && <IdentificationShare identification={identification} isOwner={owned} words={words.share} />}
      {/* Last and quiet: deleting cannot be undone, so it is not offered beside what a diver does every day. */}
      <div className="detail-delete">
        <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
          {words.delete}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={words.confirmTitle}
        description={words.confirmText}
        confirmLabel={words.confirmDelete}
        busyLabel={words.confirmDeleting}
        busy={deleting}
        onConfirm={remove}
        onCancel={closeDialog}
      />
    </>
  );
}

/** /identifications/{id}: the result, delete with confirmation, and the share panel; Restore while in the trash. */
export default function IdentificationDetail({ words }: { words: HistoryWords['detail'] }) {
  return (
    <div className="detail">
      <RequireUser>{(user) => <Detail user={user} words={words} />}</RequireUser>
    </div>
  );
}
