import { useId, useState } from 'react';
import { clockText } from './dive-words';
import { cameraOffset, correctedTime, localFieldValue, offsetText } from './camera-clock';

/** A photo to set the clock by: its species, and the time its camera wrote on it. */
export interface ClockPhoto {
  id: number;
  name: string;
  cameraTime: string;
}

interface Props {
  photos: ClockPhoto[];
  offsetSeconds: number;
  saving: boolean;
  onSave: (offsetSeconds: number) => void;
}

/**
 * "Set the camera's clock": the diver picks a photo and says when it was really taken (a dive computer's clock is
 * the one to trust); the offset is the difference, and every photo of the camera moves by it.
 */
export default function CameraClock({ photos, offsetSeconds, saving, onSave }: Props) {
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
    if (offset === null) return setError('Please give the date and time the photo was really taken.');
    setError(null);
    onSave(offset);
  };

  return (
    <section className="camera-clock card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Set the camera's clock</h2>
      <p>Camera clock: {offsetText(offsetSeconds)}.</p>
      {photos.length === 0 ? (
        <p className="muted">None of your photos with a date was taken near this dive. Add photos from this dive first.</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-photo`}>Photo</label>
            <select id={`${id}-photo`} value={photo?.id} onChange={(event) => choose(Number(event.currentTarget.value))}>
              {photos.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}: {clockText(candidate.cameraTime)} by the camera
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-real`}>When it was really taken</label>
            <input
              id={`${id}-real`}
              type="datetime-local"
              step={1}
              value={real}
              aria-describedby={`${id}-result`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setReal(event.currentTarget.value)}
            />
          </div>
          <p id={`${id}-result`} className="hint" data-testid="clock-offset">
            {offset === null ? 'Give the date and time by your dive computer or your watch.' : `The camera is ${offsetText(offset)}.`}
          </p>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn" disabled={saving || offset === null || offset === offsetSeconds}>
            {saving ? 'Saving…' : "Set the camera's clock"}
          </button>
        </form>
      )}
    </section>
  );
}
