import { useEffect, useRef } from 'react';
import './ConfirmDialog.css';
import { useModalFocus } from './useModalFocus';

interface Props {
  open: boolean;
  title: string;
  description: string;
  /** The button's words: a deletion's unless told otherwise. */
  confirmLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question before something that cannot be undone. Escape or Cancel closes it; focus stays in it, then returns. */
export default function ConfirmDialog({ open, title, description, confirmLabel = 'Delete', busyLabel = 'Deleting...', cancelLabel = 'Cancel', busy = false, onConfirm, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, open, cancel);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onCancel]);
  if (!open) return null;
  return (
    <div className="dialog-backdrop" onClick={onCancel}>
      <div ref={box} className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="dialog-title" aria-describedby="dialog-text" onClick={(event) => event.stopPropagation()}>
        <h2 id="dialog-title">{title}</h2>
        <p id="dialog-text">{description}</p>
        <div className="dialog-actions">
          <button ref={cancel} type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
