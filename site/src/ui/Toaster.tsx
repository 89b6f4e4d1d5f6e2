import { useEffect } from 'react';
import CloseButton from './CloseButton';
import { $toast, $toastActions, dismissToast, holdToast, releaseToast, restoreToast, runToastAction } from './toasts';
import { useStoreAsBuilt } from './useStoreAsBuilt';
import './Toaster.css';

/**
 * Shows the one current toast; errors use the destructive variant. Its action ("Undo") is a button in it. Its close
 * button is named in the page's language (`closeLabel`).
 */
export default function Toaster({ closeLabel }: { closeLabel: string }) {
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
          <CloseButton className="toast-close" label={closeLabel} size={16} onClick={dismissToast} />
        </div>
      )}
    </div>
  );
}
