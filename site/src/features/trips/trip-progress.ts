import { useEffect } from 'react';

/** How often a trip being identified is read again. */
const PROGRESS_EVERY_MS = 3000;

/**
 * While sightings are pending, reads the trip again every `everyMs` (each read arms the next, so reads never pile
 * up); stops once nothing is pending or the tab is hidden, and reads at once when the tab is shown again.
 */
export function useTripProgress(pending: number, reload: () => Promise<void>, everyMs = PROGRESS_EVERY_MS): void {
  useEffect(() => {
    if (pending === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') timer = setTimeout(() => void reload(), everyMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void reload();
      else clearTimeout(timer);
    };
    arm();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // A new answer (a new `reload` or the same pending count read again) arms the next read.
  }, [pending, reload, everyMs]);
}
