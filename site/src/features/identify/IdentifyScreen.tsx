import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FREE_IDENTIFICATIONS, remainingFreeIdentifications } from '@rules/product';
import { confidenceWord } from '@rules/identification';
import { counted, fill } from '../../lib/words';
import { ruleText } from '../../lib/rule-text';
import type { IdentifyWords } from './identify-words';
import { acceptIdentification, fetchIdentification, goToHistory, trashIdentification } from '../history/identifications';
import {
  $freeUsed,
  $upload,
  $uploadError,
  $whereAndWhen,
  cancelIdentification,
  identifySighting,
  loadFreeCount,
  resetUpload,
  showIdentification,
} from './upload';
import { readPhotoWhereAndWhen, type PhotoWhereAndWhen } from '../maps/where-and-when';
import WhereAndWhenSection from './WhereAndWhenSection';
import SightingPhotos from './SightingPhotos';
import { $photos, addPhotos } from './sighting';
import WhereAndWhenPanel from '../history/WhereAndWhenPanel';
import { toast } from '../../ui/toasts';
import ConsentPanel from '../history/ConsentPanel';
import ExpertReviews from '../history/ExpertReviews';
import DropZone from '../../ui/DropZone';
import ProgressBar from '../../ui/ProgressBar';
import ResultDisplay from '@catalogue/components/result/ResultDisplay';
import { taxonPhoto } from '../../lib/taxon-photos';
import { byConfidence } from '@catalogue/components/result/RankedCandidates';
import { useUser } from '../account/useUser';
import './IdentifyScreen.css';

const RESULT_HEADING = 'result-heading';

/** Free identifications left to this visitor or free account; null for premium, undefined while not known. */
function useRemaining(): number | null | undefined {
  const user = useUser();
  const used = useStore($freeUsed);
  if (user === undefined) return undefined;
  if (user?.isPremium) return null;
  if (used === undefined && !user) return undefined;
  return remainingFreeIdentifications(used ?? user!.freeIdentificationsUsed);
}

/** The quota line under the heading: anonymous visitors and free-tier accounts, counted. */
function QuotaNotice({ remaining, words }: { remaining: number | null | undefined; words: IdentifyWords }) {
  const user = useUser();
  if (remaining === undefined || remaining === null) return null;
  const free = counted(words.language, words.free, remaining);
  if (!user) {
    return (
      <p className="quota-note">
        {fill(words.remainingOnDevice, { free })} <a href="/auth?tab=register">{words.createAccount}</a> {words.keepYours}
      </p>
    );
  }
  return (
    <p className="quota-note">
      {fill(words.remainingSignedIn, { free })} <a href="/subscription">{words.seePlans}</a>
    </p>
  );
}

/** In place of the drop zone once the free identifications are used: what to do next, before a photo is chosen. */
function QuotaSpent({ signedIn, words }: { signedIn: boolean; words: IdentifyWords }) {
  return (
    <div className="card identify-spent" role="note">
      <h2>{fill(words.spentTitle, { free: counted(words.language, words.free, FREE_IDENTIFICATIONS) })}</h2>
      {signedIn ? (
        <>
          <p>{words.spentPremium}</p>
          <a className="btn" href="/subscription">
            {words.seePlans}
          </a>
        </>
      ) : (
        <>
          <p>{words.spentRegister}</p>
          <a className="btn" href="/auth?tab=register">
            {words.createAccount}
          </a>{' '}
          <a href="/auth">{words.signIn}</a>
        </>
      )}
    </div>
  );
}

/** The photo being identified, what is sent, the stage in words, the bar, and Cancel. */
function Working({ state, words }: { state: Extract<ReturnType<typeof $upload.get>, { phase: 'processing' }>; words: IdentifyWords }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="identify-progress">
      {state.preview && !broken && <img className="identify-preview" src={state.preview} alt={words.photoAlt} onError={() => setBroken(true)} />}
      <div className="identify-progress-text">
        <p role="status">{state.stage ? words.upload.stages[state.stage] : words.working}</p>
        {state.sending && <p className="identify-sending">{state.sending}</p>}
        <ProgressBar value={state.progress} label={words.progress} />
        {state.stage && (
          <button type="button" className="btn btn-outline identify-cancel" onClick={cancelIdentification}>
            {words.cancel}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * /identification: choose one to five photos of one animal, crop them, then Identify sends them as one sighting and
 * the result follows; ?id= shows an existing identification.
 */
export default function IdentifyScreen({ words }: { words: IdentifyWords }) {
  const user = useUser();
  const upload = useStore($upload);
  const uploadError = useStore($uploadError);
  const remaining = useRemaining();
  // The result is announced and its heading focused when an upload brings it, not when ?id= reopens one.
  const [announced, setAnnounced] = useState('');
  const fromUpload = useRef(false);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState(false);
  // Chosen photos wait for Identify: choosing spends nothing. With "Add where and when" open, the cover's own place
  // and date are offered.
  const photos = useStore($photos);
  const cover = photos[0]?.file;
  const [says, setSays] = useState<PhotoWhereAndWhen | null>(null);
  useEffect(() => {
    setSays(null);
    if (!cover || !adding) return;
    let current = true;
    void readPhotoWhereAndWhen(cover).then((read) => current && setSays(read));
    return () => void (current = false);
  }, [cover, adding]);

  useEffect(() => {
    void loadFreeCount();
    const id = new URLSearchParams(window.location.search).get('id');
    if (!id) return;
    $upload.set({ phase: 'processing', progress: 0 });
    fetchIdentification(id).then(showIdentification, () => {
      resetUpload();
      toast({ ...words.loadFailed, variant: 'destructive' });
    });
  }, []);

  // A refusal is shown once, beside the drop zone (an alert), not in a toast as well.
  const choose = useCallback((files: File[]) => {
    const refusals = addPhotos(files);
    $uploadError.set(refusals.length === 0 ? null : refusals.map((refusal) => ('code' in refusal ? ruleText(words.upload.photoRules, refusal) : `${refusal.title}: ${refusal.description}`)).join(' '));
  }, []);
  const identify = () => {
    fromUpload.current = true;
    void identifySighting($photos.get(), !!user, !!user?.isPremium, words.upload);
  };

  const identifyAnother = () => {
    resetUpload();
    setAdding(false);
    if (window.location.search) window.history.replaceState(null, '', '/identification');
  };

  const result = upload.phase === 'result' ? upload.identification : null;
  // Accept and trash only for a signed-in owner of a saved identification that is not in the trash.
  const canSave = !!result && !!user && result.userId === user.id && !result.trashedAt;

  useEffect(() => {
    if (!result || !fromUpload.current) return;
    fromUpload.current = false;
    const best = byConfidence(result.candidates ?? [])[0];
    setAnnounced(`Identified: ${result.speciesName}${best ? `, ${confidenceWord(best.confidence)}` : ''}.`);
    document.getElementById(RESULT_HEADING)?.focus();
  }, [result?.id]);

  const accept = async () => {
    if (!result) return;
    setSaving(true);
    const updated = await acceptIdentification(result.id, words.historyToasts);
    setSaving(false);
    if (updated) showIdentification(updated);
  };
  const trash = async () => {
    if (!result) return;
    setSaving(true);
    if (await trashIdentification(result.id, words.historyToasts)) goToHistory();
    else setSaving(false);
  };

  return (
    <div className="identify">
      <h1>{words.title}</h1>
      <QuotaNotice remaining={remaining} words={words} />
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
      {upload.phase === 'idle' && remaining === 0 && <QuotaSpent signedIn={!!user} words={words} />}
      {/* The photo first; where and when may follow it. Whether it is offered to the catalogue is asked with the result. */}
      {upload.phase === 'idle' && remaining !== 0 && <DropZone onFiles={choose} words={words.drop} />}
      {upload.phase === 'idle' && remaining !== 0 && <SightingPhotos words={words.sighting} />}
      {upload.phase === 'idle' && remaining !== 0 && <WhereAndWhenSection open={adding} onToggle={setAdding} photo={says} words={words.whereAndWhen} />}
      {upload.phase === 'idle' && uploadError && (
        <p className="identify-error" role="alert">
          {uploadError}
        </p>
      )}
      {upload.phase === 'idle' && remaining !== 0 && photos.length > 0 && (
        <div className="identify-send">
          <button type="button" className="btn" onClick={identify}>
            {words.send}
          </button>
          <p className="identify-send-note">{remaining === null ? words.sendNote : words.sendNoteFree}</p>
        </div>
      )}
      {upload.phase === 'processing' && <Working state={upload} words={words} />}
      {result && (
        <>
          <ResultDisplay identification={result} headingId={RESULT_HEADING} showSaveActions={canSave} onAccept={accept} onTrash={trash} saving={saving} taxonPhoto={taxonPhoto} words={words.result} />
          {!user && (
            <p className="card identify-keep" role="note">
              <strong>{words.keep.title}</strong> <a href="/auth?tab=register">{words.keep.register}</a> ({words.keep.or}{' '}
              <a href="/auth">{words.keep.signIn}</a>) {words.keep.after}
            </p>
          )}
          {canSave && <ConsentPanel identification={result} onSaved={showIdentification} heading={words.offerHeading} words={words.consent} />}
          {canSave && <ExpertReviews identification={result} onSaved={showIdentification} words={words.reviews} toasts={words.historyToasts} />}
          {(result.location || result.observedAt || canSave) && (
            <WhereAndWhenPanel key={result.id} identification={result} editable={canSave} onSaved={showIdentification} words={words.panel} toasts={words.historyToasts} />
          )}
          <button type="button" className="btn identify-again" onClick={identifyAnother}>
            {words.again}
          </button>
        </>
      )}
    </div>
  );
}
