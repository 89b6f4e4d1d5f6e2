import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

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

/**
 * A popup opened by a button: whether it is open, its `area` (a click outside closes it) and its `trigger` (Escape
 * closes it and gives focus back there); `close(true)` does the same from a choice inside.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);
  useDismiss(area, open, close);
  return { open, setOpen, area, trigger, close };
}
