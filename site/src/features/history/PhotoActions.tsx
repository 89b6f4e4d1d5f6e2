import { useCallback, useState } from 'react';
import type { GalleryPlace } from '@catalogue/components/result/PhotoGallery';
import ConfirmDialog from '../../ui/ConfirmDialog';
import { makeCover, removePhoto, type Identification } from './identifications';

interface Props {
  identification: Identification;
  place: GalleryPlace;
  onSaved: (updated: Identification) => void;
}

/**
 * The owner's controls under the gallery, for the photo it shows: make it the cover, or remove it after a question.
 * A sighting keeps at least one photo, so a single photo offers neither (it is the cover and cannot go).
 */
export default function PhotoActions({ identification, place, onSaved }: Props) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const closeDialog = useCallback(() => setConfirming(false), []);
  const { index, count, show } = place;
  if (count < 2) return null;

  const cover = async () => {
    setBusy(true);
    const updated = await makeCover(identification.id, index);
    setBusy(false);
    if (!updated) return;
    onSaved(updated);
    // The new cover leads the gallery now: show it where it went.
    show(0);
  };
  const remove = async () => {
    setBusy(true);
    const updated = await removePhoto(identification.id, index);
    setBusy(false);
    setConfirming(false);
    if (!updated) return;
    onSaved(updated);
    show(Math.min(index, updated.photos.length - 1));
  };

  return (
    <div className="rd-photo-actions">
      {index === 0 ? (
        <span className="photo-cover-note">This photo is the cover</span>
      ) : (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={cover}>
          Make this the cover
        </button>
      )}
      <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setConfirming(true)}>
        Remove this photo
      </button>
      <ConfirmDialog
        open={confirming}
        title="Remove this photo?"
        description={`Photo ${index + 1} of ${count} will be deleted from this identification, with its copies. This cannot be undone.`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={busy}
        onConfirm={remove}
        onCancel={closeDialog}
      />
    </div>
  );
}
