import { useEffect } from 'react';
import type { PublicUser } from '../../lib/types';
import { useStoreAsBuilt } from '../../ui/useStoreAsBuilt';
import { $user, loadUser } from './session';

/** The signed-in user: undefined while loading, null when signed out. Starts loading it once per page. */
export function useUser(): PublicUser | null | undefined {
  const user = useStoreAsBuilt($user, undefined);
  useEffect(() => void loadUser(), []);
  return user;
}
