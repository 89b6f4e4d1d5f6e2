import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../../../ui/useDismiss';

/** The notifications button of the top bar; nothing sends notifications yet, so it says so. */
export default function Notifications() {
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  useDismiss(area, open, close);
  return (
    <div className="notifications" ref={area}>
      <button
        ref={button}
        type="button"
        className="icon-btn"
        aria-label="Notifications"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
      </button>
      {open && (
        <div className="menu notifications-panel" role="status">
          <strong>Notifications</strong>
          <span>You're all caught up.</span>
        </div>
      )}
    </div>
  );
}
