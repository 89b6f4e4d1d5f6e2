import { deletionDay } from './trash-days';
import './TrashedNotice.css';

interface Props {
  trashedAt: string;
  restoring: boolean;
  /** Only its owner can restore it; an admin reading it is told only when it goes. */
  onRestore?: () => void;
}

/** On the detail page of a trashed identification: the day it is deleted, and Restore until then. */
export default function TrashedNotice({ trashedAt, restoring, onRestore }: Props) {
  return (
    <div className="trashed-notice" role="note">
      <p>
        <strong>In trash — deleted on {deletionDay(trashedAt)}</strong>
      </p>
      {onRestore && (
        <button type="button" className="btn" onClick={onRestore} disabled={restoring}>
          {restoring ? 'Restoring…' : 'Restore'}
        </button>
      )}
    </div>
  );
}
