import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Widest the dialog grows, in pixels. */
  maxWidth?: number;
}

/** A modal dialog: Escape or a click on the backdrop closes it; focus moves in and comes back after. */
export default function Dialog({ title, onClose, children, maxWidth = 480 }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Read at the moment of closing, so a new onClose on re-render does not move the focus again.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);
  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="modal" style={{ maxWidth }}>
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
      <style>{`
        .modal-backdrop { position: fixed; inset: 0; z-index: 90; background: rgb(4 34 58 / 0.55);
          display: grid; place-items: center; padding: 1rem; }
        .modal { width: 100%; max-height: calc(100vh - 2rem); overflow: auto; background: #fff; color: var(--ink);
          border-radius: var(--radius); box-shadow: var(--shadow); padding: 1.25rem 1.5rem; outline: none; }
        .modal-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 1rem; margin-bottom: 0.75rem; }
        .modal-head h2 { margin: 0; font-size: 1.2rem; }
        .modal-close { background: none; border: 0; font-size: 1.4rem; line-height: 1; cursor: pointer; color: var(--muted); }
        .modal-actions { display: flex; justify-content: flex-end; gap: 0.5rem; margin-top: 1.25rem; }
      `}</style>
    </div>
  );
}
