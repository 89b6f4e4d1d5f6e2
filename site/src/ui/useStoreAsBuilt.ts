import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * A store's value for an island. While hydrating it answers `asBuilt`, the value the static HTML
 * was built with, so an island that hydrates after the store changed still matches its markup;
 * it then re-renders with the current value.
 */
export function useStoreAsBuilt<Value>(store: ReadableAtom<Value>, asBuilt: Value): Value {
  return useSyncExternalStore(
    (changed) => store.listen(changed),
    () => store.get(),
    () => asBuilt,
  );
}
