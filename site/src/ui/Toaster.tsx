import { useEffect } from 'react';
import { $toast, $toastActions, dismissToast, holdToast, releaseToast, restoreToast, runToastAction } from './toasts';
import { useStoreAsBuilt } from './useStoreAsBuilt';
import './Toaster.css';

/** Shows the one current toast; errors use the destructive variant. Its action ("Undo") is a button in it. */
export default function Toaster() {
  const toast = useStoreAsBuilt($toast, null);
  const actions = useStoreAsBuilt($toastActions, {});
  useEffect(restoreToast, []);
  const action = toast?.action && actions[toast.action.name] ? toast.action : null;
  return (
    <div role="status" aria-live="polite" className="toaster">
      {toast && (
        <div
          className={`toast ${toast.variant === 'destructive' ? 'toast-destructive' : ''}`}
          data-testid="toast"
          onPointerEnter={holdToast}
          onPointerLeave={releaseToast}
          onFocus={holdToast}
          onBlur={releaseToast}
        >
          <div>
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p className="toast-description">{toast.description}</p>}
            {action && (
              <button type="button" className="btn btn-outline toast-action" onClick={() => runToastAction(action)}>
                {action.label}
              </button>
            )}
          </div>
          <button type="button" className="toast-close" aria-label="Close" onClick={dismissToast}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
