import { useId, useState } from 'react';
import { MAX_DIVES_PER_LOG, MAX_KEPT_LOG_BYTES, megabytesText } from '@rules/dive-imports';
import { importDiveLog, type DiveImport } from './dives';

/** The files a dive log comes in: Subsurface XML (.ssrf, .xml) and UDDF. */
export const DIVE_LOG_TYPES = '.ssrf,.xml,.uddf';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const KEPT = megabytesText(MAX_KEPT_LOG_BYTES);

/** What an import did, in a diver's words (from the answer's counts: it lists only the newest of the dives added). */
export function importSummary({ imported, duplicates, skippedSamples, skippedDives, logFilesDropped }: Omit<DiveImport, 'dives'>): string {
  const parts = [`Imported ${plural(imported, 'dive', 'dives')}.`];
  if (duplicates) parts.push(`${plural(duplicates, 'dive was', 'dives were')} already here and not added again.`);
  if (skippedDives) parts.push(`${plural(skippedDives, 'dive was', 'dives were')} left out: no readable start or length, or a date or length no dive can have.`);
  if (skippedSamples) parts.push(`${plural(skippedSamples, 'sample', 'samples')} with impossible values skipped.`);
  if (logFilesDropped) parts.push(`${plural(logFilesDropped, 'older log file was', 'older log files were')} dropped to keep your log files within ${KEPT}.`);
  return parts.join(' ');
}

type State = { phase: 'idle' } | { phase: 'importing'; name: string } | { phase: 'done'; summary: string } | { phase: 'failed'; error: string };

/** "Import a dive log": choosing the file sends it; the answer, or the server's reason for refusing it, is shown. */
export default function ImportDiveLog({ onImported }: { onImported: (result: DiveImport) => void }) {
  const id = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setState({ phase: 'importing', name: file.name });
    const result = await importDiveLog(file);
    // The same file may be chosen again (after fixing it, or to see that nothing is duplicated).
    input.value = '';
    if ('error' in result) return setState({ phase: 'failed', error: result.error });
    setState({ phase: 'done', summary: importSummary(result.value) });
    onImported(result.value);
  };
  return (
    <section className="dive-import card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import a dive log</h2>
      <p className="hint" id={`${id}-hint`}>
        A Subsurface log (.ssrf or .xml) or a UDDF file from your dive-log program, up to {MAX_DIVES_PER_LOG.toLocaleString('en')} dives a file. Your photos taken during these
        dives get their place, time and depth.
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
    </section>
  );
}
