import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api';

/**
 * What a dashboard tab shows: loaded on mount and reloaded after each action, and again whenever `version` (the
 * dashboard's count of changes made elsewhere) moves past 0. `loading` is true only until the first answer, so a
 * reload does not flash the spinner.
 */
export function useAdminList<T>(load: () => Promise<T>, version = 0) {
  const [state, setState] = useState<{ loading: boolean; data?: T; error?: string }>({ loading: true });
  const reload = useCallback(async () => {
    try {
      const data = await load();
      setState({ loading: false, data });
    } catch (failure) {
      setState((last) => ({ ...last, loading: false, error: errorMessage(failure, 'Please try again') }));
    }
  }, [load]);
  useEffect(() => void reload(), [reload]);
  useEffect(() => {
    if (version > 0) void reload();
  }, [version, reload]);
  return { ...state, reload };
}
