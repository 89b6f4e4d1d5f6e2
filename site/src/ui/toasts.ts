import { atom } from 'nanostores';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: ToastAction;
}

/**
 * A button in the toast ("Undo"). It is data, not a function, so the toast can be carried to the next page: `name`
 * is an action a screen of the page handles (`handleToastAction`), given `value`. Without a handler, no button.
 */
export interface ToastAction {
  label: string;
  name: string;
  value: number;
}

/** The toast actions the screens of this page handle, by name. */
export const $toastActions = atom<Readonly<Record<string, (value: number) => void>>>({});

/** While a screen is shown, it handles the toast action `name`; call the returned function to stop. */
export function handleToastAction(name: string, handler: (value: number) => void): () => void {
  $toastActions.set({ ...$toastActions.get(), [name]: handler });
  return () => {
    if ($toastActions.get()[name] !== handler) return;
    const { [name]: _gone, ...rest } = $toastActions.get();
    $toastActions.set(rest);
  };
}

/** Runs the toast's action, once: the toast goes. */
export function runToastAction(action: ToastAction): void {
  const handler = $toastActions.get()[action.name];
  dismissToast();
  handler?.(action.value);
}

/** Toasts last 5 seconds unless told otherwise. */
export const TOAST_DURATION_MS = 5000;

/** Only one toast is shown at a time: a new one replaces the current one. */
export const $toast = atom<Toast | null>(null);

/**
 * A toast belongs to its page: an error or a notice does not follow the user to the next one. Only a toast that
 * announces the page change itself ('Login successful', then /) is carried, by `leaveWithToast`, and the next page
 * shows the rest of it.
 */
const CARRIED = 'reefid.toast';
const SHORTEST_CARRIED_MS = 800;

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The toast on screen and when it ends, for carrying. */
let showing: { message: Omit<Toast, 'id'>; until: number } | null = null;

function show(message: Omit<Toast, 'id'>, durationMs: number): void {
  const shown = { ...message, id: nextId++ };
  showing = { message, until: Date.now() + durationMs };
  $toast.set(shown);
  expireAfter(durationMs);
}

function expireAfter(durationMs: number): void {
  const id = $toast.get()?.id;
  clearTimeout(timer);
  timer = setTimeout(() => {
    if ($toast.get()?.id === id) dismissToast();
  }, durationMs);
}

/** Time left on a held toast, to give back when it is let go. */
let heldLeft: number | null = null;

/**
 * While the pointer or the keyboard focus is on the toast it stays (an Undo must not vanish under the finger
 * reaching it); let go, it has the time it had left, and at least a moment to read.
 */
export function holdToast(): void {
  if (!showing || heldLeft !== null) return;
  heldLeft = Math.max(0, showing.until - Date.now());
  clearTimeout(timer);
}

export function releaseToast(): void {
  if (!showing || heldLeft === null) return;
  const left = Math.max(heldLeft, SHORTEST_CARRIED_MS * 2);
  heldLeft = null;
  showing = { ...showing, until: Date.now() + left };
  expireAfter(left);
}

/** Shows a toast on this page. */
export function toast(message: Omit<Toast, 'id'>, durationMs = TOAST_DURATION_MS): void {
  show(message, durationMs);
}

/** Keeps the toast on screen for the next page, which shows the rest of it. */
export function carryToast(): void {
  if (!showing || !$toast.get()) return;
  try {
    sessionStorage.setItem(CARRIED, JSON.stringify(showing));
  } catch {
    // Storage may be unavailable (private modes); the next page simply shows no toast.
  }
}

/** Goes to `url` with the toast that announces it ('Login successful', 'Moved to trash') carried along. */
export function leaveWithToast(url: string, how: 'assign' | 'replace' = 'assign'): void {
  carryToast();
  window.location[how](url);
}

export function dismissToast(): void {
  clearTimeout(timer);
  showing = null;
  heldLeft = null;
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
    if (carried) sessionStorage.removeItem(CARRIED);
    if (carried && left >= SHORTEST_CARRIED_MS && !$toast.get()) show(carried.message, left);
  } catch {}
}
