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

/** A toast often announces a page change ('Login successful', then /): the next page shows the rest of it. */
const CARRIED = 'reefid.toast';
const SHORTEST_CARRIED_MS = 800;

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

function show(message: Omit<Toast, 'id'>, durationMs: number): void {
  const shown = { ...message, id: nextId++ };
  $toast.set(shown);
  clearTimeout(timer);
  timer = setTimeout(() => {
    if ($toast.get()?.id === shown.id) dismissToast();
  }, durationMs);
}

export function toast(message: Omit<Toast, 'id'>, durationMs = TOAST_DURATION_MS): void {
  show(message, durationMs);
  try {
    sessionStorage.setItem(CARRIED, JSON.stringify({ message, until: Date.now() + durationMs }));
  } catch {
    // Storage may be unavailable (private modes); the toast still shows on this page.
  }
}

export function dismissToast(): void {
  clearTimeout(timer);
  $toast.set(null);
  try {
    sessionStorage.removeItem(CARRIED);
  } catch {}
}

/** Shows what is left of a toast raised on the previous page, if any. */
export function restoreToast(): void {
  try {
    const carried = JSON.parse(sessionStorage.getItem(CARRIED) ?? 'null') as { message: Omit<Toast, 'id'>; until: number } | null;
    const left = carried ? carried.until - Date.now() : 0;
    if (carried && left >= SHORTEST_CARRIED_MS && !$toast.get()) show(carried.message, left);
    else if (carried && left < SHORTEST_CARRIED_MS) sessionStorage.removeItem(CARRIED);
  } catch {}
}
