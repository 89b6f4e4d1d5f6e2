import { useCallback, useState, type FormEvent } from 'react';
import { answer, api, errorMessage } from '../../../lib/api';
import { leaveWithToast, toast } from '../../../ui/toasts';
import ConfirmDialog from '../../../ui/ConfirmDialog';
import Field from '../../../ui/Field';
import type { ProfileChoiceWords } from './profile-choice-words';
import './YourData.css';

type YourDataWords = ProfileChoiceWords['yourData'];

/**
 * Deletes the account on the server, which also ends the session; then the home page, signed out. The user store
 * is left as it is: the profile would send a signed-out visitor to sign in before the home page loads.
 */
async function deleteAccount(password: string, words: YourDataWords): Promise<void> {
  await answer(api.account.delete({ password }));
  toast({ title: words.deleted, description: words.deletedText });
  leaveWithToast('/');
}

/**
 * "Your data" on the profile: a ZIP of everything the account holds, and deleting the account for good, with the
 * password and a last confirmation.
 */
export default function YourData({ username, words }: { username: string; words: YourDataWords }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const cancel = useCallback(() => setConfirming(false), []);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return setError(words.enterPassword);
    setError(undefined);
    setConfirming(true);
  };
  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteAccount(password, words);
    } catch (failure) {
      setDeleting(false);
      setConfirming(false);
      setError(errorMessage(failure, words.deleteFailed));
    }
  };

  return (
    <section className="card your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{words.title}</h2>
      <h3>{words.download}</h3>
      <p className="muted">{words.downloadText}</p>
      <a className="btn btn-outline" href="/api/account/export" download>
        {words.download}
      </a>

      <h3>{words.delete}</h3>
      <p className="muted">{words.deleteText}</p>
      <form method="post" onSubmit={ask} noValidate aria-label={words.delete}>
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Field
          label={words.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn btn-danger">
          {words.delete}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={words.confirmTitle}
        description={words.confirmText}
        confirmLabel={words.delete}
        busy={deleting}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </section>
  );
}
