import { useStore } from '@nanostores/react';
import { $toast, dismissToast } from '../stores/toasts';

/** Shows the one current toast; errors use the destructive variant. */
export default function Toaster() {
  const toast = useStore($toast);
  if (!toast) return <div role="status" aria-live="polite" className="toaster" />;
  return (
    <div role="status" aria-live="polite" className="toaster">
      <div className={`toast ${toast.variant === 'destructive' ? 'toast-destructive' : ''}`} data-testid="toast">
        <div>
          <p className="toast-title">{toast.title}</p>
          {toast.description && <p className="toast-description">{toast.description}</p>}
        </div>
        <button type="button" className="toast-close" aria-label="Close" onClick={dismissToast}>
          ×
        </button>
      </div>
      <style>{`
        .toaster { position: fixed; right: 1rem; bottom: 1rem; z-index: 100; max-width: min(380px, calc(100vw - 2rem)); }
        .toast { display: flex; gap: 1rem; align-items: flex-start; background: #fff; color: var(--ink);
          border: 1px solid var(--line); border-radius: var(--radius); box-shadow: var(--shadow); padding: 0.9rem 1rem; }
        .toast-destructive { background: var(--danger); color: #fff; border-color: var(--danger); }
        .toast-title { margin: 0; font-weight: 700; }
        .toast-description { margin: 0.2rem 0 0; font-size: 0.92rem; }
        .toast-close { background: none; border: 0; color: inherit; font-size: 1.25rem; cursor: pointer; line-height: 1; }
      `}</style>
    </div>
  );
}
