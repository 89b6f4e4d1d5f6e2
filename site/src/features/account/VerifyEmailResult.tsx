import { useState } from 'react';
import VerifyEmailNotice from './VerifyEmailNotice';
import { useUser } from './useUser';
import { pathIn } from '@rules/languages';
import type { VerifyResultWords } from './account-words';

/** What GET /api/verify-email found, by the `result` it sends the browser here with. */
function resultOf(result: string, words: VerifyResultWords): { title: string; text: string; failed?: boolean } {
  if (result === 'verified') return { title: words.verified, text: words.verifiedText };
  if (result === 'already-verified') return { title: words.verified, text: words.alreadyVerified };
  if (result === 'expired') return { title: words.expired, text: words.expiredText, failed: true };
  return { title: words.invalid, text: words.invalidText, failed: true };
}

/** /verify-email?result=…: the end of the link in the verification e-mail. */
export default function VerifyEmailResult({ words }: { words: VerifyResultWords }) {
  const [result] = useState(() => new URLSearchParams(window.location.search).get('result') ?? 'invalid');
  const user = useUser();
  const shown = resultOf(result, words);
  const [before = '', after = ''] = words.signInToResend.split('{link}');
  return (
    <div className="narrow verify-email">
      <h1>{shown.title}</h1>
      <p role={shown.failed ? 'alert' : 'status'}>{shown.text}</p>
      {shown.failed && user === null && (
        <p>
          {before}
          <a href={pathIn(words.language, '/auth')}>{words.signIn}</a>
          {after}
        </p>
      )}
      {shown.failed && <VerifyEmailNotice user={user} message={words.newLink} words={words.notice} />}
      <p><a className="btn" href={pathIn(words.language, '/subscription')}>{words.toSubscription}</a></p>
    </div>
  );
}
