import { useState, type FormEvent } from 'react';
import type { AdminUser } from '../../lib/types';
import Dialog from '../../ui/Dialog';
import { fill } from '../../lib/fill';
import type { AdminWords } from './admin-words';
import { tierWord } from './record-words';

const TIERS = ['free', 'trial', 'monthly', 'yearly', 'lifetime'] as const;

interface Props {
  user: AdminUser;
  words: AdminWords;
  busy: boolean;
  onSubmit: (change: { tier: string; expiresAt: string | null }) => void;
  onClose: () => void;
}

/** The end of the chosen day in the admin's time zone, as the API expects it. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

/** Sets a user's tier; an empty expiry means 7 days from now (the server applies it). */
export default function SubscriptionDialog({ user, words, busy, onSubmit, onClose }: Props) {
  const [tier, setTier] = useState('');
  const [expiry, setExpiry] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tier) onSubmit({ tier, expiresAt: expiry ? endOfDay(expiry) : null });
  };
  return (
    <Dialog title={fill(words.subscriptionFor, { username: user.username })} closeLabel={words.close} onClose={onClose}>
      <form onSubmit={submit}>
        <p className="cell-note">{fill(words.currentTier, { tier: tierWord(words, user.subscriptionTier ?? 'free') })}</p>
        <div className="field">
          <label htmlFor="admin-tier">{words.subscriptionTier}</label>
          <select id="admin-tier" value={tier} onChange={(event) => setTier(event.target.value)}>
            <option value="">{words.chooseTier}</option>
            {TIERS.map((choice) => (
              <option key={choice} value={choice}>
                {tierWord(words, choice)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-expiry">{words.expiryDate}</label>
          <input id="admin-expiry" type="date" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
          <span className="hint">{words.expiryHint}</span>
        </div>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            {words.cancel}
          </button>
          <button type="submit" className="btn" disabled={!tier || busy}>
            {words.update}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
