import { atom } from 'nanostores';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** Toasts last 5 seconds unless told otherwise. */
export const TOAST_DURATION_MS = 5000;

/** Only one toast is shown at a time: a new one replaces the current one. */
export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function toast(message: Omit<Toast, 'id'>, durationMs = TOAST_DURATION_MS): void {
  const shown = { ...message, id: nextId++ };
  $toast.set(shown);
  clearTimeout(timer);
  timer = setTimeout(() => {
    if ($toast.get()?.id === shown.id) $toast.set(null);
  }, durationMs);
}

export function dismissToast(): void {
  clearTimeout(timer);
  $toast.set(null);
}
