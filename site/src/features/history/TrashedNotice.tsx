import { deletionDay } from './trash-days';
import { fill } from '../../lib/words';
import type { HistoryWords } from './history-words';
import './TrashedNotice.css';

interface Props {
  trashedAt: string;
  restoring: boolean;
  /** Only its owner can restore it; an admin reading it is told only when it goes. */
  onRestore?: () => void;
  words: Pick<HistoryWords['detail'], 'inTrash' | 'restoring' | 'restore'>;
}

/** On the detail page of a trashed identification: the day it is deleted, and Restore until then. */
export default function TrashedNotice({ trashedAt, restoring, onRestore, words }: Props) {
  return (
    <div className="trashed-notice" role="note">
      <p>
        <strong>{fill(words.inTrash, { date: deletionDay(trashedAt) })}</strong>
      </p>
      {onRestore && (
        <button type="button" className="btn" onClick={onRestore} disabled={restoring}>
          {restoring ? words.restoring : words.restore}
        </button>
      )}
    </div>
  );
}
