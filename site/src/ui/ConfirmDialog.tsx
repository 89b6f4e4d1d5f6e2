import type { ReactNode } from 'react';
import Dialog from './Dialog';

interface Props {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before something that cannot be undone; both buttons wait while it runs. */
export default function ConfirmDialog({ title, description, confirmLabel, busyLabel, busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog title={title} onClose={busy ? () => {} : onCancel} role="alertdialog">
      <p>{description}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
