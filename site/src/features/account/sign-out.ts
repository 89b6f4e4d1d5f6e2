import { errorMessage } from '../../lib/api';
import { toast } from '../../ui/toasts';
import { logout } from './session';

/** The menus' Sign out: ends the session, or says in a toast why it could not. */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch (error) {
    toast({ title: 'Logout failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
  }
}
