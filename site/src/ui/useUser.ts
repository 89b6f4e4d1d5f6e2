import type { ReadableAtom } from 'nanostores';
import { useEffect, useSyncExternalStore } from 'react';
import type { PublicUser } from '../lib/types';
import { $user, loadUser } from '../stores/session';

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

/** The signed-in user: undefined while loading, null when signed out. Starts loading it once per page. */
export function useUser(): PublicUser | null | undefined {
  const user = useStoreAsBuilt($user, undefined);
  useEffect(() => void loadUser(), []);
  return user;
}
