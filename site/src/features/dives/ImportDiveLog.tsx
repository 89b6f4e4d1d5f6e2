import { useId, useState } from 'react';
import { MAX_DIVES_PER_LOG, MAX_KEPT_LOG_BYTES, megabytesText } from '@rules/dive-imports';
import { importDiveLog, type DiveImport } from './dives';

/**
 * The files offered: Subsurface XML (.ssrf, .xml), UDDF, MacDive XML, Garmin FIT, Suunto app JSON, and GPX tracks.
 * The server tells the formats apart by their content, whatever the name.
 */
export const DIVE_LOG_TYPES = '.ssrf,.xml,.uddf,.fit,.json,.gpx';

/** The server's code for a track that needs the dive site's offset from UTC (dives.needs_utc_offset). */
const NEEDS_UTC_OFFSET = 'dives.needs_utc_offset';

/** Every offset in use on Earth, UTC-12:00 to UTC+14:00, in quarter hours. */
const OFFSETS = Array.from({ length: (14 + 12) * 4 + 1 }, (_, i) => (i - 12 * 4) * 15);
const offsetLabel = (minutes: number) => {
  const m = Math.abs(minutes);
  return `UTC${minutes < 0 ? '−' : '+'}${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const KEPT = megabytesText(MAX_KEPT_LOG_BYTES);

/** What an import did, in a diver's words (from the answer's counts: it lists only the newest of the dives added). */
export function importSummary({ imported, duplicates, skippedSamples, skippedDives, positioned, logFilesDropped }: Omit<DiveImport, 'dives'>): string {
  const parts = [positioned || (!imported && !duplicates && !skippedDives) ? `The track placed ${plural(positioned, 'dive', 'dives')}.` : `Imported ${plural(imported, 'dive', 'dives')}.`];
  if (duplicates) parts.push(`${plural(duplicates, 'dive was', 'dives were')} already here and not added again.`);
  if (skippedDives) parts.push(`${plural(skippedDives, 'dive was', 'dives were')} left out: no readable start or length, or a date or length no dive can have.`);
  if (skippedSamples) parts.push(`${plural(skippedSamples, 'sample', 'samples')} with impossible values skipped.`);
  if (logFilesDropped) parts.push(`${plural(logFilesDropped, 'older log file was', 'older log files were')} dropped to keep your log files within ${KEPT}.`);
  return parts.join(' ');
}

type State =
  | { phase: 'idle' }
  | { phase: 'importing'; name: string }
  | { phase: 'done'; summary: string }
  | { phase: 'failed'; error: string }
  /** A track whose dives don't say their time zone: the diver gives the offset, and the same file is sent again. */
  | { phase: 'needs-offset'; file: File; error: string };

/** "Import a dive log": choosing the file sends it; the answer, or the server's reason for refusing it, is shown. */
export default function ImportDiveLog({ onImported }: { onImported: (result: DiveImport) => void }) {
  const id = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [offset, setOffset] = useState(0);
  const send = async (file: File, utcOffsetMinutes?: number) => {
    setState({ phase: 'importing', name: file.name });
    const result = await importDiveLog(file, utcOffsetMinutes);
    if ('error' in result) return setState(result.code === NEEDS_UTC_OFFSET ? { phase: 'needs-offset', file, error: result.error } : { phase: 'failed', error: result.error });
    setState({ phase: 'done', summary: importSummary(result.value) });
    onImported(result.value);
  };
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    // The same file may be chosen again (after fixing it, or to see that nothing is duplicated).
    input.value = '';
    await send(file);
  };
  return (
    <section className="dive-import card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import a dive log</h2>
      <p className="hint" id={`${id}-hint`}>
        A dive log from your computer or dive-log program: Garmin FIT, Suunto app JSON, Shearwater or other UDDF, MacDive XML, or a Subsurface log (.ssrf or .xml), up to{' '}
        {MAX_DIVES_PER_LOG.toLocaleString('en')} dives a file. Your photos taken during these dives get their place, time and depth. A GPX track from a phone or GPS on the boat
        places the dives that have no position.
      </p>
      <p className="hint">
        Your log files are kept as you imported them, up to {KEPT} per account: past that, the oldest are dropped first. Their dives stay.
      </p>
      <label htmlFor={id}>Dive log file</label>
      <input
        id={id}
        type="file"
        name="file"
        accept={DIVE_LOG_TYPES}
        aria-describedby={`${id}-hint`}
        disabled={state.phase === 'importing'}
        onChange={(event) => void choose(event.currentTarget)}
      />
      <p role="status" className="dive-import-status">
        {state.phase === 'importing' ? `Importing ${state.name}…` : state.phase === 'done' ? state.summary : ''}
      </p>
      {state.phase === 'failed' && (
        <p role="alert" className="error">
          {state.error}
        </p>
      )}
      {state.phase === 'needs-offset' && (
        <form
          className="dive-import-offset"
          onSubmit={(event) => {
            event.preventDefault();
            void send(state.file, offset);
          }}
        >
          <p role="alert">{state.error}</p>
          <label htmlFor={`${id}-offset`}>The dive site's time zone</label>
          <select id={`${id}-offset`} value={offset} onChange={(event) => setOffset(Number(event.currentTarget.value))}>
            {OFFSETS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {offsetLabel(minutes)}
              </option>
            ))}
          </select>
          <button type="submit">Place my dives on {state.file.name}</button>
        </form>
      )}
    </section>
  );
}
