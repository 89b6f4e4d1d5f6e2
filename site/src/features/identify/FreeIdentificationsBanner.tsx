import { counted, fill, type CountWords } from '../../lib/words';
import { useEffect, useState } from 'react';
import { answer, api } from '../../lib/api';
import { remainingFreeIdentifications } from '@rules/product';
import { useUser } from '../account/useUser';

/** GET /api/free-identifications-count; when it fails the visitor is told the full allowance. */
async function loadRemaining(): Promise<number> {
  try {
    const { count } = await answer(api['free-identifications-count'].get());
    return remainingFreeIdentifications(count);
  } catch (error) {
    console.error('Loading the free identification count failed', error);
    return remainingFreeIdentifications(0);
  }
}

/** Signed-out visitors only: how many free identifications are left on this device. */
export default function FreeIdentificationsBanner({ words }: { words: { language: string; free: CountWords; banner: string } }) {
  const user = useUser();
  const [remaining, setRemaining] = useState<number>();
  useEffect(() => {
    if (user === null) void loadRemaining().then(setRemaining);
  }, [user]);
  if (user !== null || remaining === undefined) return null;
  return (
    <p className="free-banner">
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 2l2.9 6.9L22 9.6l-5.4 4.8 1.6 7.3L12 18l-6.2 3.7 1.6-7.3L2 9.6l7.1-.7z" />
      </svg>
      {fill(words.banner, { free: counted(words.language, words.free, remaining) })}
    </p>
  );
}
