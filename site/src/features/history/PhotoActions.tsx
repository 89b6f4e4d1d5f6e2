import { useCallback, useState } from 'react';
import type { GalleryPlace } from '@catalogue/components/result/PhotoGallery';
import ConfirmDialog from '../../ui/ConfirmDialog';
import { fill } from '../../lib/words';
import { makeCover, removePhoto, type Identification } from './identifications';
import type { PhotoActionWords } from './owner-tools-words';
import type { HistoryToastWords } from './history-toast-words';

interface Props {
  identification: Identification;
  place: GalleryPlace;
  onSaved: (updated: Identification) => void;
  /** Its words in the page's language (owner-tools-words.ts). */
  words: PhotoActionWords;
  /** What its toasts say, in the page's language (history-toast-words.ts). */
  toasts: HistoryToastWords;
}

/**
 * The owner's controls under the gallery, for the photo it shows: make it the cover, or remove it after a question.
 * A sighting keeps at least one photo, so a single photo offers neither (it is the cover and cannot go).
 */
export default function PhotoActions({ identification, place, onSaved, words, toasts }: Props) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const closeDialog = useCallback(() => setConfirming(false), []);
  const { index, count, show } = place;
  if (count < 2) return null;

  const cover = async () => {
    setBusy(true);
    const updated = await makeCover(identification.id, index, toasts);
    setBusy(false);
    if (!updated) return;
    onSaved(updated);
    // The new cover leads the gallery now: show it where it went.
    show(0);
  };
  const remove = async () => {
    setBusy(true);
    const updated = await removePhoto(identification.id, index, toasts);
    setBusy(false);
    setConfirming(false);
    if (!updated) return;
    onSaved(updated);
    show(Math.min(index, updated.photos.length - 1));
  };

  return (
    <div className="rd-photo-actions">
      {index === 0 ? (
        <span className="photo-cover-note">{words.isCover}</span>
      ) : (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={cover}>
          {words.makeCover}
        </button>
      )}
      <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setConfirming(true)}>
        {words.remove}
      </button>
      <ConfirmDialog
        open={confirming}
        title={words.removeTitle}
        description={fill(words.removeText, { number: index + 1, count })}
        confirmLabel={words.confirm}
        busyLabel={words.removing}
        busy={busy}
        onConfirm={remove}
        onCancel={closeDialog}
      />
    </div>
  );
}
