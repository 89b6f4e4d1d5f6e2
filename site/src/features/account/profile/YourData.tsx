import { useCallback, useState, type FormEvent } from 'react';
import { answer, api, errorMessage } from '../../../lib/api';
import { leaveWithToast, toast } from '../../../ui/toasts';
import ConfirmDialog from '../../../ui/ConfirmDialog';
import Field from '../../../ui/Field';
import './YourData.css';

/**
 * Deletes the account on the server, which also ends the session; then the home page, signed out. The user store
 * is left as it is: the profile would send a signed-out visitor to sign in before the home page loads.
 */
async function deleteAccount(password: string): Promise<void> {
  await answer(api.account.delete({ password }));
  toast({ title: 'Account deleted', description: 'Your account, identifications and photos have been deleted.' });
  leaveWithToast('/');
}

/**
 * "Your data" on the profile: a ZIP of everything the account holds, and deleting the account for good, with the
 * password and a last confirmation.
 */
export default function YourData({ username }: { username: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const cancel = useCallback(() => setConfirming(false), []);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return setError('Please enter your password');
    setError(undefined);
    setConfirming(true);
  };
  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteAccount(password);
    } catch (failure) {
      setDeleting(false);
      setConfirming(false);
      setError(errorMessage(failure, 'Your account could not be deleted. Please try again.'));
    }
  };

  return (
    <section className="card your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <h3>Download my data</h3>
      <p className="muted">
        A ZIP file with your account details, every identification as JSON and as a spreadsheet (CSV), and your photos
        at the largest size we keep.
      </p>
      <a className="btn btn-outline" href="/api/account/export" download>
        Download my data
      </a>

      <h3>Delete my account</h3>
      <p className="muted">
        Deletes your account, your identifications and their photos, and your shared links. Photos of yours in the
        public catalogue are taken down at once. This cannot be undone.
      </p>
      <form method="post" onSubmit={ask} noValidate aria-label="Delete my account">
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Field
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn btn-danger">
          Delete my account
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        description="Your account, all your identifications, their photos and your shared links will be permanently deleted. This cannot be undone."
        confirmLabel="Delete my account"
        busy={deleting}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </section>
  );
}
