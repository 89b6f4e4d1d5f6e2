interface Props {
  accepted: boolean;
  onAccept?: () => void;
  onTrash?: () => void;
  saving: boolean;
}

/** 'SAVE THIS IDENTIFICATION?' with Accept and Trash, replaced by the saved notice once accepted. */
export default function SavePrompt({ accepted, onAccept, onTrash, saving }: Props) {
  if (accepted) {
    return (
      <p className="rd-saved" role="status">
        This identification has been saved to your database
      </p>
    );
  }
  return (
    <div className="rd-save">
      <p className="rd-save-title">SAVE THIS IDENTIFICATION?</p>
      <div className="rd-save-actions">
        <button type="button" className="btn" onClick={onAccept} disabled={saving}>
          Accept to My Database
        </button>
        <button type="button" className="btn btn-outline" onClick={onTrash} disabled={saving}>
          Trash this
        </button>
      </div>
    </div>
  );
}
