import { useId, useState } from 'react';
import type { ErrorCode } from '@rules/error-codes';
import { MAX_DIVES_PER_LOG, MAX_KEPT_LOG_BYTES, megabytesText } from '@rules/dive-imports';
import { importDiveLog, type DiveImport } from './dives';

/**
 * The files offered: Subsurface XML (.ssrf, .xml), UDDF, MacDive XML, Garmin FIT, Suunto app JSON, and GPX tracks.
 * The server tells the formats apart by their content, whatever the name.
 */
export const DIVE_LOG_TYPES = '.ssrf,.xml,.uddf,.fit,.json,.gpx';

/** The server's code for a track that needs the dive site's offset from UTC (dives.needs_utc_offset). */
const NEEDS_UTC_OFFSET: ErrorCode = 'dives.needs_utc_offset';
/** The server's code for an account past the hour's imports. */
const TOO_MANY_IMPORTS: ErrorCode = 'dives.too_many_imports';

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

/** The counts of several files' answers, summed: a watch's folder is one import to the diver. */
export function summedImports(answers: Array<Omit<DiveImport, 'dives'>>): Omit<DiveImport, 'dives'> {
  const sum = (key: 'imported' | 'duplicates' | 'skippedSamples' | 'skippedDives' | 'positioned' | 'logFilesDropped') => answers.reduce((total, answer) => total + (answer[key] ?? 0), 0);
  return { imported: sum('imported'), duplicates: sum('duplicates'), skippedSamples: sum('skippedSamples'), skippedDives: sum('skippedDives'), positioned: sum('positioned'), logFilesDropped: sum('logFilesDropped') };
}

type State =
  | { phase: 'idle' }
  | { phase: 'importing'; name: string; index: number; count: number }
  | { phase: 'done'; summary: string; failures: Array<{ name: string; error: string }> }
  /** A track whose dives don't say their time zone: the diver gives the offset, and the same file is sent again. */
  | { phase: 'needs-offset'; file: File; error: string };

/**
 * "Import a dive log": choosing one file or several (a watch's folder holds a file a dive) sends them one at a time;
 * what they added, and each refusal with the server's reason, is shown. A track that needs the dive site's time zone
 * asks for it once the others are in.
 */
export default function ImportDiveLog({ onImported }: { onImported: (result: DiveImport) => void }) {
  const id = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [offset, setOffset] = useState(0);
  const send = async (files: File[], utcOffsetMinutes?: number) => {
    const answers: DiveImport[] = [];
    const failures: Array<{ name: string; error: string }> = [];
    let needsOffset: { file: File; error: string } | null = null;
    for (const [index, file] of files.entries()) {
      setState({ phase: 'importing', name: file.name, index, count: files.length });
      const result = await importDiveLog(file, utcOffsetMinutes);
      if (!('error' in result)) {
        answers.push(result.value);
        onImported(result.value);
      } else if (result.code === NEEDS_UTC_OFFSET && !needsOffset) needsOffset = { file, error: result.error };
      else failures.push({ name: file.name, error: result.error });
      // Over the hour's limit, every file after this one would be refused the same way.
      if ('error' in result && result.code === TOO_MANY_IMPORTS) {
        failures.push(...files.slice(index + 1).map((later) => ({ name: later.name, error: result.error })));
        break;
      }
    }
    if (needsOffset) return setState({ phase: 'needs-offset', ...needsOffset });
    setState({ phase: 'done', summary: answers.length ? importSummary(summedImports(answers)) : '', failures });
  };
  const choose = async (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    // The same files may be chosen again (after fixing one, or to see that nothing is duplicated).
    input.value = '';
    await send(files);
  };
  return (
    <section className="dive-import card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import a dive log</h2>
      <p className="hint" id={`${id}-hint`}>
        Dive logs from your computer or dive-log program (one file, or a watch's whole folder): Garmin FIT, Suunto app JSON, Shearwater or other UDDF, MacDive XML, or a Subsurface log (.ssrf or .xml), up to{' '}
        {MAX_DIVES_PER_LOG.toLocaleString('en')} dives a file. Your photos taken during these dives get their place, time and depth. A GPX track from a phone or GPS on the boat
        places the dives that have no position.
      </p>
      <p className="hint">
        Your log files are kept as you imported them, up to {KEPT} per account: past that, the oldest are dropped first. Their dives stay.
      </p>
      <label htmlFor={id}>Dive log files</label>
      <input
        id={id}
        type="file"
        name="file"
        multiple
        accept={DIVE_LOG_TYPES}
        aria-describedby={`${id}-hint`}
        disabled={state.phase === 'importing'}
        onChange={(event) => void choose(event.currentTarget)}
      />
      <p role="status" className="dive-import-status">
        {state.phase === 'importing' ? `Importing ${state.count > 1 ? `${state.index + 1} of ${state.count}: ` : ''}${state.name}…` : state.phase === 'done' ? state.summary : ''}
      </p>
      {state.phase === 'done' && state.failures.length === 1 && (
        <p role="alert" className="error">
          {state.summary === '' ? state.failures[0]!.error : `${state.failures[0]!.name}: ${state.failures[0]!.error}`}
        </p>
      )}
      {state.phase === 'done' && state.failures.length > 1 && (
        <div role="alert" className="error">
          <p>{plural(state.failures.length, 'file was', 'files were')} not imported:</p>
          <ul>
            {state.failures.map((failure, index) => (
              <li key={index}>
                {failure.name}: {failure.error}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.phase === 'needs-offset' && (
        <form
          className="dive-import-offset"
          onSubmit={(event) => {
            event.preventDefault();
            void send([state.file], offset);
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
