import { useStore } from '@nanostores/react';
import { useState } from 'react';
import CropFrame from './CropFrame';
import { $photos, MAX_PHOTOS, removePhoto, setCrop, type ChosenPhoto } from './sighting';
import { fill } from '../../lib/words';
import type { IdentifyWords } from './identify-words';
import './SightingPhotos.css';

/** The browser's own copy of the photo, or, where it cannot show the file (HEIC in most browsers), its name. */
function Thumbnail({ photo, number, onBroken, alt }: { photo: ChosenPhoto; number: number; onBroken: () => void; alt: string }) {
  const [broken, setBroken] = useState(!photo.preview);
  if (broken) {
    return (
      <span className="sighting-placeholder" data-testid="photo-placeholder">
        {photo.file.name}
      </span>
    );
  }
  return (
    <img
      src={photo.preview!}
      alt={fill(alt, { number, name: photo.file.name })}
      onError={() => {
        setBroken(true);
        onBroken();
      }}
    />
  );
}

/**
 * The photos chosen for the sighting, before anything is sent: each as a thumbnail, with Crop and Remove. Crop
 * opens the frame below the list; closing it brings the focus back to the photo's Crop button.
 */
export default function SightingPhotos({ words }: { words: IdentifyWords['sighting'] }) {
  const photos = useStore($photos);
  const [cropping, setCropping] = useState<number | null>(null);
  // Photos the browser cannot show cannot be cropped: they go whole.
  const [unseen, setUnseen] = useState<ReadonlySet<number>>(new Set());
  if (photos.length === 0) return null;
  const open = photos.find((photo) => photo.key === cropping && photo.preview && !unseen.has(photo.key));
  const close = (key: number) => {
    setCropping(null);
    // The photo's Crop button stays in the list while the frame is open: the focus goes back to it.
    document.getElementById(`crop-button-${key}`)?.focus();
  };

  return (
    <section className="sighting-photos" aria-labelledby="sighting-heading">
      <h2 id="sighting-heading">
        {fill(words.heading, { count: photos.length, max: MAX_PHOTOS })}
      </h2>
      <ul className="sighting-list" aria-label={words.chosen}>
        {photos.map((photo, index) => (
          <li key={photo.key} className="sighting-item" data-testid="chosen-photo">
            <Thumbnail alt={words.photoName} photo={photo} number={index + 1} onBroken={() => setUnseen((seen) => new Set(seen).add(photo.key))} />
            {photo.crop && <span className="sighting-cropped">{words.cropped}</span>}
            <div className="sighting-actions">
              {photo.preview && !unseen.has(photo.key) && (
                <button
                  type="button"
                  id={`crop-button-${photo.key}`}
                  className="btn btn-outline"
                  aria-expanded={cropping === photo.key}
                  onClick={() => setCropping(cropping === photo.key ? null : photo.key)}
                >
                  {words.crop}
                  <span className="visually-hidden"> {fill(words.photoNumber, { number: index + 1 })}</span>
                </button>
              )}
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  if (cropping === photo.key) setCropping(null);
                  removePhoto(photo.key);
                }}
              >
                {words.remove}
                <span className="visually-hidden"> {fill(words.photoNumber, { number: index + 1 })}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {open && (
        <CropFrame
          key={open.key}
          number={photos.indexOf(open) + 1}
          preview={open.preview!}
          crop={open.crop}
          onChange={(crop) => setCrop(open.key, crop)}
          onDone={() => close(open.key)}
        />
      )}
    </section>
  );
}
