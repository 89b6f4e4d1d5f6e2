import type { ResultWords } from './result-words';

interface Props {
  accepted: boolean;
  onAccept?: () => void;
  onTrash?: () => void;
  saving: boolean;
  words: ResultWords['save'];
}

/** 'SAVE THIS IDENTIFICATION?' with Save to my logbook and Trash, replaced by the saved notice once saved. */
export default function SavePrompt({ accepted, onAccept, onTrash, saving, words }: Props) {
  if (accepted) {
    return (
      <p className="rd-saved" role="status">
        {words.saved}
      </p>
    );
  }
  return (
    <div className="rd-save">
      <p className="rd-save-title">{words.title}</p>
      <div className="rd-save-actions">
        <button type="button" className="btn" onClick={onAccept} disabled={saving}>
          {words.save}
        </button>
        <button type="button" className="btn btn-outline" onClick={onTrash} disabled={saving}>
          {words.trash}
        </button>
      </div>
    </div>
  );
}
