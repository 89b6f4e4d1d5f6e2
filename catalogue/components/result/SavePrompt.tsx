interface Props {
  accepted: boolean;
  onAccept?: () => void;
  onTrash?: () => void;
  saving: boolean;
}

/** 'SAVE THIS IDENTIFICATION?' with Save to my logbook and Trash, replaced by the saved notice once saved. */
export default function SavePrompt({ accepted, onAccept, onTrash, saving }: Props) {
  if (accepted) {
    return (
      <p className="rd-saved" role="status">
        This identification is saved in your logbook
      </p>
    );
  }
  return (
    <div className="rd-save">
      <p className="rd-save-title">SAVE THIS IDENTIFICATION?</p>
      <div className="rd-save-actions">
        <button type="button" className="btn" onClick={onAccept} disabled={saving}>
          Save to my logbook
        </button>
        <button type="button" className="btn btn-outline" onClick={onTrash} disabled={saving}>
          Trash this
        </button>
      </div>
    </div>
  );
}
