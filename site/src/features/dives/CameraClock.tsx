import { useId, useState } from 'react';
import { cameraOffset, correctedTime, localFieldValue, offsetText } from './camera-clock';
import ClockPhotoFields, { type ClockPhoto } from './ClockPhotoFields';
import { fill } from '../../lib/fill';
import type { DivesWords } from './dives-words';

interface Props {
  photos: ClockPhoto[];
  offsetSeconds: number;
  saving: boolean;
  onSave: (offsetSeconds: number) => void;
  words: DivesWords['clock'];
}

/**
 * "Set the camera's clock": the diver picks a photo and says when it was really taken (a dive computer's clock is
 * the one to trust); the offset is the difference, and every photo of the camera moves by it.
 */
export default function CameraClock({ photos, offsetSeconds, saving, onSave, words }: Props) {
  const id = useId();
  const [photoId, setPhotoId] = useState(photos[0]?.id ?? 0);
  const photo = photos.find((candidate) => candidate.id === photoId) ?? photos[0];
  const [real, setReal] = useState(() => (photo ? localFieldValue(correctedTime(photo.cameraTime, offsetSeconds) ?? '') : ''));
  const [error, setError] = useState<string | null>(null);
  const offset = photo && real ? cameraOffset(photo.cameraTime, real) : null;

  const choose = (next: number) => {
    setPhotoId(next);
    const chosen = photos.find((candidate) => candidate.id === next);
    setReal(chosen ? localFieldValue(correctedTime(chosen.cameraTime, offsetSeconds) ?? '') : '');
    setError(null);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (offset === null) return setError(words.missing);
    setError(null);
    onSave(offset);
  };

  return (
    <section className="camera-clock card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.title}</h2>
      <p>{fill(words.now, { offset: offsetText(offsetSeconds, words) })}</p>
      {photos.length === 0 ? (
        <p className="muted">{words.noPhotos}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <ClockPhotoFields id={id} photos={photos} chosen={photo} onChoose={choose} real={real} onReal={setReal} realInvalid={Boolean(error)} words={words} />
          <p id={`${id}-result`} className="hint" data-testid="clock-offset">
            {offset === null ? words.give : fill(words.is, { offset: offsetText(offset, words) })}
          </p>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn" disabled={saving || offset === null || offset === offsetSeconds}>
            {saving ? words.saving : words.title}
          </button>
        </form>
      )}
    </section>
  );
}
