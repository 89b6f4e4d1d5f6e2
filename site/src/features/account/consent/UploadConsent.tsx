import { useStore } from '@nanostores/react';
import type { PublicUser } from '../../../lib/types';
import { $uploadConsent } from './consent';
import ConsentChoice from './ConsentChoice';

/**
 * The identify screen's choice for the next photo, starting from the account's default (which the server applies
 * while it is left alone). Visitors without an
 * account are not asked: their photos never go public.
 */
export default function UploadConsent({ user }: { user: PublicUser | null | undefined }) {
  const chosen = useStore($uploadConsent);
  if (!user) return null;
  return <ConsentChoice value={chosen ?? user} onChange={(consent) => $uploadConsent.set(consent)} />;
}
