import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api';

/**
 * A list the dashboard shows: loaded on mount and reloaded after each action. `data` stays
 * undefined only until the first answer, so a reload does not flash the spinner.
 */
export function useAdminList<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const reload = useCallback(async () => {
    try {
      setData(await load());
      setError(undefined);
    } catch (failure) {
      setError(errorMessage(failure, 'Please try again'));
    }
  }, [load]);
  useEffect(() => void reload(), [reload]);
  return { data, error, reload };
}
