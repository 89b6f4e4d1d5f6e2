import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { FREE_IDENTIFICATIONS, remainingFreeIdentifications } from '@rules/product';
import { acceptIdentification, fetchIdentification, goToHistory, trashIdentification } from '../history/identifications';
import { $freeUsed, $upload, $whereAndWhen, identifyPhoto, loadFreeCount, resetUpload, showIdentification } from './upload';
import { isBlank, readPhotoWhereAndWhen, type PhotoWhereAndWhen } from '../maps/where-and-when';
import WhereAndWhenSection from './WhereAndWhenSection';
import WhereAndWhenPanel from '../history/WhereAndWhenPanel';
import { toast } from '../../ui/toasts';
import UploadConsent from '../account/consent/UploadConsent';
import ConsentPanel from '../history/ConsentPanel';
import DropZone from '../../ui/DropZone';
import ProgressBar from '../../ui/ProgressBar';
import ResultDisplay from '@catalogue/components/result/ResultDisplay';
import { useUser } from '../account/useUser';
import './IdentifyScreen.css';

/** The quota line under the heading: anonymous visitors and free-tier accounts. */
function QuotaNotice() {
  const user = useUser();
  const used = useStore($freeUsed);
  if (user === undefined) return null;
  if (!user) return <p className="quota-note">You can try up to {FREE_IDENTIFICATIONS} free identifications. Create an account for more.</p>;
  if (user.isPremium) return null;
  return (
    <p className="quota-note">
      {remainingFreeIdentifications(used ?? user.freeIdentificationsUsed)} free identifications remaining. Upgrade to premium for unlimited
      identifications. <a href="/subscription">See plans</a>
    </p>
  );
}

/** /identification: upload a photo and see the result; ?id= shows an existing identification. */
export default function IdentifyScreen() {
  const user = useUser();
  const upload = useStore($upload);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState(false);
  // With "Add where and when" in use, the chosen photo waits for Identify, and what it says of itself is offered.
  const [pending, setPending] = useState<{ file: File; says: PhotoWhereAndWhen | null } | null>(null);

  useEffect(() => {
    void loadFreeCount();
    const id = new URLSearchParams(window.location.search).get('id');
    if (!id) return;
    $upload.set({ phase: 'processing', progress: 0 });
    fetchIdentification(id).then(showIdentification, () => {
      resetUpload();
      toast({ title: 'Failed to load identification', description: 'It may have been removed, or belong to another account.', variant: 'destructive' });
    });
  }, []);

  const choose = (file: File) => {
    if (!adding && isBlank($whereAndWhen.get())) return void identifyPhoto(file, !!user);
    setPending({ file, says: null });
    void readPhotoWhereAndWhen(file).then((says) => setPending((current) => (current?.file === file ? { file, says } : current)));
  };
  const identifyPending = async () => {
    if (!pending) return;
    if (await identifyPhoto(pending.file, !!user)) setPending(null);
  };

  const identifyAnother = () => {
    resetUpload();
    setPending(null);
    setAdding(false);
    if (window.location.search) window.history.replaceState(null, '', '/identification');
  };

  const result = upload.phase === 'result' ? upload.identification : null;
  // Accept and trash only for a signed-in owner of a saved identification.
  const canSave = !!result && !!user && result.userId === user.id;

  const accept = async () => {
    if (!result) return;
    setSaving(true);
    const updated = await acceptIdentification(result.id);
    setSaving(false);
    if (updated) showIdentification(updated);
  };
  const trash = async () => {
    if (!result) return;
    setSaving(true);
    if (await trashIdentification(result.id, 'identify')) goToHistory();
    else setSaving(false);
  };

  return (
    <div className="identify">
      <nav className="identify-nav">
        <a href="/">← Home</a>
        {user && <a href="/history">My Identifications</a>}
      </nav>
      <h1>Identify Marine Species</h1>
      <QuotaNotice />
      {upload.phase === 'idle' && <UploadConsent user={user} />}
      {upload.phase === 'idle' && <WhereAndWhenSection open={adding} onToggle={setAdding} photo={pending?.says ?? null} />}
      {upload.phase === 'idle' && <DropZone onFile={choose} />}
      {upload.phase === 'idle' && pending && (
        <div className="identify-pending">
          <p>
            Photo chosen: <strong>{pending.file.name}</strong>
          </p>
          <button type="button" className="btn" onClick={() => void identifyPending()}>
            Identify this photo
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setPending(null)}>
            Remove photo
          </button>
        </div>
      )}
      {upload.phase === 'processing' && (
        <div className="identify-progress">
          <p>Identifying your photo…</p>
          <ProgressBar value={upload.progress} label="Identification progress" />
        </div>
      )}
      {result && (
        <>
          <ResultDisplay identification={result} showSaveActions={canSave} onAccept={accept} onTrash={trash} saving={saving} />
          {canSave && <ConsentPanel identification={result} onSaved={showIdentification} />}
          {(result.location || result.observedAt || canSave) && (
            <WhereAndWhenPanel key={result.id} identification={result} editable={canSave} onSaved={showIdentification} />
          )}
          <button type="button" className="btn identify-again" onClick={identifyAnother}>
            Identify Another Species
          </button>
        </>
      )}
    </div>
  );
}
