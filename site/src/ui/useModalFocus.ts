import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The focus of a modal dialog while `open`: it moves to `first` (or the dialog itself), Tab and Shift+Tab cycle
 * inside the dialog, and on closing it goes back to what had it before.
 */
export function useModalFocus(dialog: RefObject<HTMLElement | null>, open: boolean, first?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    (first?.current ?? dialog.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      const box = dialog.current;
      if (event.key !== 'Tab' || !box) return;
      const targets = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (!targets.length) {
        event.preventDefault();
        return;
      }
      const [head, tail] = [targets[0]!, targets[targets.length - 1]!];
      const inside = box.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === head || document.activeElement === box)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === tail)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, [dialog, open, first]);
}
