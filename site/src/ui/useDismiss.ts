import { useEffect, type RefObject } from 'react';

/** Closes a popup on Escape (focus goes back to its trigger) or on a click outside `area`. */
export function useDismiss(area: RefObject<HTMLElement | null>, open: boolean, close: (refocus: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (area.current && !area.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [area, open, close]);
}
