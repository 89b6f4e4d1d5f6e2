import { useStore } from '@nanostores/react';
import WhereAndWhenFields from '../maps/WhereAndWhenFields';
import { isBlank, type PhotoWhereAndWhen } from '../maps/where-and-when';
import { $whereAndWhen, $whereAndWhenError } from './upload';
import { $depth, $depthError, useDiveOfPage } from './dive-fields';
import { MAX_DEPTH_METERS } from '@rules/dives';
import Field from '../../ui/Field';
import './WhereAndWhenSection.css';

interface Props {
  open: boolean;
  onToggle: (open: boolean) => void;
  /** What the chosen photo says of itself, once read. */
  photo: PhotoWhereAndWhen | null;
}

/**
 * "Add where and when", optional and closed at first. Whatever is left blank is not sent: the server then reads
 * the photo's own date (and position, when the account allows it).
 */
export default function WhereAndWhenSection({ open, onToggle, photo }: Props) {
  const draft = useStore($whereAndWhen);
  const error = useStore($whereAndWhenError);
  const depth = useStore($depth);
  const depthError = useStore($depthError);
  const dive = useDiveOfPage();
  return (
    <>
    {dive && (
      <p className="where-and-when-dive">
        These photos are added to <a href={`/dives/${dive}`}>your dive</a>: each taken during it gets its place, time and depth.
      </p>
    )}
    <details className="where-and-when-section" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary>
        Add where and when <span className="optional">(optional)</span>
        {!open && (!isBlank(draft) || depth.trim() !== '') && <span className="where-and-when-set"> · added</span>}
      </summary>
      <p className="where-and-when-intro">
        Where and when you saw it helps name it: species not recorded near the place count for less. Leave it blank and we read what your photo
        carries. Your photos wait until you press Identify.
      </p>
      {open && (
        <WhereAndWhenFields
          value={draft}
          onChange={(next) => {
            $whereAndWhen.set(next);
            $whereAndWhenError.set(null);
          }}
          photo={photo}
          error={error}
        />
      )}
      {open && (
        <Field
          label="Depth (m)"
          name="depthMeters"
          optional
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_DEPTH_METERS}
          step="any"
          hint="How deep you saw it. From a dive log it comes by itself."
          value={depth}
          error={depthError ?? undefined}
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
