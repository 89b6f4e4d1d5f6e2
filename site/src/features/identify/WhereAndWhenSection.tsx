import { ruleText } from '../../lib/rule-text';
import { useStore } from '@nanostores/react';
import WhereAndWhenFields from '../maps/WhereAndWhenFields';
import { isBlank, type PhotoWhereAndWhen } from '../maps/where-and-when';
import { $whereAndWhen, $whereAndWhenError } from './upload';
import { $depth, $depthError, useDiveOfPage } from './dive-fields';
import { MAX_DEPTH_METERS } from '@rules/dives';
import Field from '../../ui/Field';
import { pathIn } from '@rules/languages';
import type { IdentifyWords } from './identify-words';
import './WhereAndWhenSection.css';

interface Props {
  open: boolean;
  onToggle: (open: boolean) => void;
  /** What the chosen photo says of itself, once read. */
  photo: PhotoWhereAndWhen | null;
  words: IdentifyWords['whereAndWhen'];
}

/**
 * "Add where and when", optional and closed at first. Whatever is left blank is not sent: the server then reads
 * the photo's own date (and position, when the account allows it).
 */
export default function WhereAndWhenSection({ open, onToggle, photo, words }: Props) {
  const [beforeDive = '', afterDive = ''] = words.diveNote.split('{dive}');
  const draft = useStore($whereAndWhen);
  const error = useStore($whereAndWhenError);
  const depth = useStore($depth);
  const depthError = useStore($depthError);
  const dive = useDiveOfPage();
  return (
    <>
    {dive && (
      <p className="where-and-when-dive">
        {beforeDive}
        <a href={pathIn(words.language, `/dives/${dive}`)}>{words.yourDive}</a>
        {afterDive}
      </p>
    )}
    <details className="where-and-when-section" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary>
        {words.add} <span className="optional">{words.optional}</span>
        {!open && (!isBlank(draft) || depth.trim() !== '') && <span className="where-and-when-set"> · {words.added}</span>}
      </summary>
      <p className="where-and-when-intro">{words.intro}</p>
      {open && (
        <WhereAndWhenFields
          value={draft}
          onChange={(next) => {
            $whereAndWhen.set(next);
            $whereAndWhenError.set(null);
          }}
          photo={photo}
          error={error}
          words={words.fields}
        />
      )}
      {open && (
        <Field
          label={words.depth}
          name="depthMeters"
          optional
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_DEPTH_METERS}
          step="any"
          hint={words.depthHint}
          value={depth}
          error={depthError ? ruleText(words.depthRules, depthError) : undefined}
          onChange={(event) => {
            $depth.set(event.currentTarget.value);
            $depthError.set(null);
          }}
        />
      )}
    </details>
    </>
  );
}
