import { useId, useState } from 'react';
import type { ErrorCode } from '@rules/error-codes';
import { counted, fill } from '../../lib/fill';
import { importDiveLog, type DiveImport } from './dives';
import type { DivesWords } from './dives-words';

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

type ImportWords = DivesWords['import'];

/** What an import did, in a diver's words (from the answer's counts: it lists only the newest of the dives added). */
export function importSummary({ imported, duplicates, skippedSamples, skippedDives, positioned, logFilesDropped }: Omit<DiveImport, 'dives'>, words: ImportWords, language: string): string {
  const say = (forms: ImportWords['placed'], count: number) => counted(forms, count, language);
  const parts = [positioned || (!imported && !duplicates && !skippedDives) ? say(words.placed, positioned) : say(words.imported, imported)];
  if (duplicates) parts.push(say(words.duplicates, duplicates));
  if (skippedDives) parts.push(say(words.skipped, skippedDives));
  if (skippedSamples) parts.push(say(words.samples, skippedSamples));
  if (logFilesDropped) parts.push(say(words.dropped, logFilesDropped));
  // Chinese sentences end with their own full stop and need no space between them.
  return parts.join(language === 'zh-Hans' ? '' : ' ');
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
export default function ImportDiveLog({ words: all, onImported }: { words: DivesWords; onImported: (result: DiveImport) => void }) {
  const id = useId();
  const words = all.import;
  // A refusal the screen knows by its code is said in the page's language; any other in the server's words.
  const refusal = (result: { error: string; code?: ErrorCode }) => (result.code && words.errors[result.code]) || result.error;
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [offset, setOffset] = useState(0);
  const send = async (files: File[], utcOffsetMinutes?: number) => {
    const answers: DiveImport[] = [];
    const failures: Array<{ name: string; error: string }> = [];
    let needsOffset: { file: File; error: string } | null = null;
    for (const [index, file] of files.entries()) {
      setState({ phase: 'importing', name: file.name, index, count: files.length });
      const result = await importDiveLog(file, utcOffsetMinutes, words.error);
      if (!('error' in result)) {
        answers.push(result.value);
        onImported(result.value);
      } else if (result.code === NEEDS_UTC_OFFSET && !needsOffset) needsOffset = { file, error: refusal(result) };
      else failures.push({ name: file.name, error: refusal(result) });
      // Over the hour's limit, every file after this one would be refused the same way.
      if ('error' in result && result.code === TOO_MANY_IMPORTS) {
        failures.push(...files.slice(index + 1).map((later) => ({ name: later.name, error: refusal(result) })));
        break;
      }
    }
    if (needsOffset) return setState({ phase: 'needs-offset', ...needsOffset });
    setState({ phase: 'done', summary: answers.length ? importSummary(summedImports(answers), words, all.language) : '', failures });
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
      <h2 id={`${id}-title`}>{words.title}</h2>
      <p className="hint" id={`${id}-hint`}>
        {words.hint}
      </p>
      <p className="hint">{words.kept}</p>
      <label htmlFor={id}>{words.files}</label>
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
        {state.phase === 'importing'
          ? state.count > 1
            ? fill(words.importingOf, { index: state.index + 1, count: state.count, name: state.name })
            : fill(words.importing, { name: state.name })
          : state.phase === 'done'
            ? state.summary
            : ''}
      </p>
      {state.phase === 'done' && state.failures.length === 1 && (
        <p role="alert" className="error">
          {state.summary === '' ? state.failures[0]!.error : `${state.failures[0]!.name}: ${state.failures[0]!.error}`}
        </p>
      )}
      {state.phase === 'done' && state.failures.length > 1 && (
        <div role="alert" className="error">
          <p>{counted(words.failed, state.failures.length, all.language)}</p>
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
          <label htmlFor={`${id}-offset`}>{words.siteZone}</label>
          <select id={`${id}-offset`} value={offset} onChange={(event) => setOffset(Number(event.currentTarget.value))}>
            {OFFSETS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {offsetLabel(minutes)}
              </option>
            ))}
          </select>
          <button type="submit">{fill(words.placeOn, { name: state.file.name })}</button>
        </form>
      )}
    </section>
  );
}
