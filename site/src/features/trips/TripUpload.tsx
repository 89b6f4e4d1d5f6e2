import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import ProgressBar from '../../ui/ProgressBar';
import { fill } from '../../lib/fill';
import { keepTripCopies } from './trip-photo-copies';
import { sendWaitingPhotos, type UploadOutcome, type UploadProgress } from './upload-queue';
import { percentSent, progressText } from './upload-status';
import { sendTripPhoto } from './trips';
import type { UploadWords } from './trips-words';

interface Props {
  owner: number;
  tripId: number;
  words: UploadWords;
  language: string;
  /** Each time a run ends with nothing waiting: the trip's photos are all on the server. */
  onAllSent: () => void;
}

/**
 * A trip's photos in: a folder or many photos chosen or dropped, each one's copy made and kept on the device, then
 * sent in the background with a bar and a spoken status. Waiting copies go on when the page opens again or the
 * connection returns.
 */
export default function TripUpload({ owner, tripId, words, language, onAllSent }: Props) {
  const [preparing, setPreparing] = useState<{ ready: number; total: number } | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [over, setOver] = useState(false);
  /** While copies are still being made, a finished run is not the end: more photos are on their way. */
  const copying = useRef(false);

  const send = useCallback(async () => {
    setOutcome(null);
    const ended = await sendWaitingPhotos(owner, tripId, sendTripPhoto, setProgress);
    setOutcome(ended);
    if (ended === 'finished' && !copying.current) onAllSent();
  }, [owner, tripId, onAllSent]);

  useEffect(() => {
    void send();
    const online = () => void send();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [send]);

  const take = async (files: File[]) => {
    if (files.length === 0) return;
    copying.current = true;
    try {
      // Each copy is sent as soon as it is kept, while the next is made.
      await keepTripCopies(owner, tripId, files, (ready, total) => {
        setPreparing(ready < total ? { ready, total } : null);
        if (ready > 0) void send();
      });
    } finally {
      copying.current = false;
    }
    await send();
  };
  const chosen = (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = '';
    void take(files);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take([...event.dataTransfer.files]);
  };
  const status = preparing
    ? fill(words.preparing, { done: preparing.ready + 1, total: preparing.total })
    : outcome === 'kept'
      ? words.offline
      : progress && progress.total > 0 && progress.done === progress.total
        ? words.allSent
        : progress && progress.total > 0
          ? progressText(progress, words, language)
          : '';

  return (
    <section className={`trip-upload card${over ? ' over' : ''}`} aria-labelledby="trip-upload-title" onDragOver={(event) => (event.preventDefault(), setOver(true))} onDragLeave={() => setOver(false)} onDrop={drop}>
      <h2 id="trip-upload-title">{words.title}</h2>
      <p className="hint">{words.hint}</p>
      <div className="trip-upload-pickers">
        <label className="btn">
          {words.folder}
          <input type="file" className="visually-hidden" accept="image/*,.heic,.heif" multiple {...{ webkitdirectory: '' }} onChange={(event) => chosen(event.currentTarget)} />
        </label>
        <label className="btn btn-outline">
          {words.photos}
          <input type="file" className="visually-hidden" accept="image/*,.heic,.heif" multiple onChange={(event) => chosen(event.currentTarget)} />
        </label>
      </div>
      {progress && progress.total > 0 && <ProgressBar value={percentSent(progress)} label={words.progressLabel} />}
      <p className="trip-upload-status" role="status" aria-live="polite">
        {status}
      </p>
      {progress?.refused.map(({ name, reason }) => (
        <p key={name} className="error">
          {fill(words.refused, { name, reason })}
        </p>
      ))}
    </section>
  );
}
