import { useEffect, useId, useRef, type ReactNode } from 'react';
import './Dialog.css';
import { useModalFocus } from './useModalFocus';

interface Props {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Widest the dialog grows, in pixels. */
  maxWidth?: number;
  /** The close button's name, in the page's language. */
  closeLabel: string;
}

/** A modal dialog: Escape or a click on the backdrop closes it; focus moves in, stays in, and comes back after. */
export default function Dialog({ title, onClose, children, maxWidth = 480, closeLabel }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Read at the moment of closing, so a new onClose on re-render does not move the focus again.
  const close = useRef(onClose);
  close.current = onClose;
  useModalFocus(box, true);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="modal" style={{ maxWidth }}>
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
