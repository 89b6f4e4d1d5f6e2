import { useEffect } from 'react';
import { $toast, dismissToast, restoreToast } from './toasts';
import { useStoreAsBuilt } from './useStoreAsBuilt';

/** Shows the one current toast; errors use the destructive variant. */
export default function Toaster() {
  const toast = useStoreAsBuilt($toast, null);
  useEffect(restoreToast, []);
  return (
    <div role="status" aria-live="polite" className="toaster">
      {toast && (
        <div className={`toast ${toast.variant === 'destructive' ? 'toast-destructive' : ''}`} data-testid="toast">
          <div>
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p className="toast-description">{toast.description}</p>}
          </div>
          <button type="button" className="toast-close" aria-label="Close" onClick={dismissToast}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      )}
      <style>{`
        .toaster { position: fixed; right: 1rem; bottom: 1rem; z-index: 100; width: min(380px, calc(100vw - 2rem)); }
        .toast { display: flex; justify-content: space-between; gap: 1rem; align-items: flex-start; background: #fff; color: var(--ink);
          border: 1px solid var(--line); border-left: 4px solid var(--ocean-500); border-radius: var(--radius); box-shadow: var(--shadow-lg);
          padding: 0.9rem 1rem; animation: toast-in 0.18s ease-out; }
        .toast-destructive { background: var(--danger); color: #fff; border-color: var(--danger); }
        .toast-title { margin: 0; font-weight: 700; }
        .toast-description { margin: 0.2rem 0 0; font-size: 0.92rem; }
        .toast-close { display: inline-flex; background: none; border: 0; color: inherit; cursor: pointer; padding: 0.25rem; border-radius: 6px; opacity: 0.8; }
        .toast-close:hover { opacity: 1; }
        @keyframes toast-in { from { transform: translateY(0.5rem); opacity: 0; } }
        @media (prefers-reduced-motion: reduce) { .toast { animation: none; } }
      `}</style>
    </div>
  );
}
