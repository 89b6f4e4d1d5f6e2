import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { toast } from '../../ui/toasts';

export interface Message {
  title: string;
  description?: string;
}

/** A failure toast: the given text, or the title with the server's reason when it sent one. */
export type Failure = Message | { title: string; withReason: true };

/**
 * Runs a row's action with that row's buttons disabled, shows the success or failure toast of
 * the admin screens (the success one may depend on what the action answered), then calls `afterEach`
 * (the list reloads after every action, failed ones included).
 */
export function useRowActions(afterEach: () => void, tryAgain: string) {
  // Row id to the name of the action running on it ('delete' shows 'Deleting...').
  const [busy, setBusy] = useState<ReadonlyMap<number, string>>(new Map());
  const run = useCallback(
    async <T,>(
      id: number,
      name: string,
      action: () => Promise<T>,
      success: Message | ((result: T) => Message),
      failure: Failure,
    ): Promise<boolean> => {
      setBusy((rows) => new Map(rows).set(id, name));
      try {
        const result = await action();
        toast(typeof success === 'function' ? success(result) : success);
        return true;
      } catch (error) {
        const message = 'withReason' in failure ? { title: failure.title, description: errorMessage(error, tryAgain) } : failure;
        toast({ ...message, variant: 'destructive' });
        return false;
      } finally {
        setBusy((rows) => {
          const left = new Map(rows);
          left.delete(id);
          return left;
        });
        afterEach();
      }
    },
    [afterEach, tryAgain],
  );
  return { isBusy: (id: number) => busy.has(id), busyWith: (id: number) => busy.get(id), run };
}
