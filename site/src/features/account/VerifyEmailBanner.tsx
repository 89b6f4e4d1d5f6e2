import { useEffect, useState } from 'react';
import VerifyEmailNotice from './VerifyEmailNotice';
import { useUser } from './useUser';
import type { VerifyWords } from './account-words';

const JUST_REGISTERED = 'reefid.just-registered';

/** Called on registering: the identify screen then shows the notice for the rest of this tab's visit. */
export function rememberRegistration(): void {
  sessionStorage.setItem(JUST_REGISTERED, '1');
}

/**
 * On the identify screen, where registering leads: the verification e-mail just sent, with Resend. Only after
 * registering in this tab, so that it does not push every later photo down; Profile and Plans keep it anyway.
 */
export default function VerifyEmailBanner({ words }: { words: VerifyWords }) {
  const user = useUser();
  const [justRegistered, setJustRegistered] = useState(false);
  useEffect(() => setJustRegistered(sessionStorage.getItem(JUST_REGISTERED) === '1'), []);
  return justRegistered ? <VerifyEmailNotice user={user} words={words} /> : null;
}
