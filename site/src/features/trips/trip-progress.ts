import { useEffect } from 'react';

/** How often a trip being identified is read again. */
const PROGRESS_EVERY_MS = 3000;

/**
 * While sightings are pending, reads the trip again every `everyMs`: each answer read arms the next read, so reads
 * never pile up, and the same count pending read again still arms one. Stops once nothing is pending or the tab is
 * hidden, and reads at once when the tab is shown again.
 */
export function useTripProgress(trip: { pending: number } | null | undefined, reload: () => Promise<void>, everyMs = PROGRESS_EVERY_MS): void {
  useEffect(() => {
    if (!trip?.pending) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (document.visibilityState === 'visible') timer = setTimeout(() => void reload(), everyMs);
    const onVisibility = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') void reload();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [trip, reload, everyMs]);
}
