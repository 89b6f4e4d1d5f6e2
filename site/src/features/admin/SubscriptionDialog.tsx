import { useState, type FormEvent } from 'react';
import type { AdminUser } from '../../lib/types';
import Dialog from '../../ui/Dialog';
import Choices from '../../ui/Choices';

const TIERS = ['free', 'trial', 'monthly', 'yearly', 'lifetime'] as const;

interface Props {
  user: AdminUser;
  busy: boolean;
  onSubmit: (change: { tier: string; expiresAt: string | null }) => void;
  onClose: () => void;
}

/** The end of the chosen day in the admin's time zone, as the API expects it. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

/** Sets a user's tier; an empty expiry means 7 days from now (the server applies it). */
export default function SubscriptionDialog({ user, busy, onSubmit, onClose }: Props) {
  const [tier, setTier] = useState('');
  const [expiry, setExpiry] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tier) onSubmit({ tier, expiresAt: expiry ? endOfDay(expiry) : null });
  };
  return (
    <Dialog title={`Subscription for ${user.username}`} onClose={onClose}>
      <form onSubmit={submit}>
        <p className="cell-note">Current tier: {user.subscriptionTier ?? 'free'}</p>
        <div className="field">
          <label htmlFor="admin-tier">Subscription tier</label>
          <select id="admin-tier" value={tier} onChange={(event) => setTier(event.target.value)}>
            <Choices none="Choose a tier" choices={TIERS} />
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-expiry">Expiry date (optional)</label>
          <input id="admin-expiry" type="date" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
          <span className="hint">Leave empty for 7 days from now. Free and lifetime do not expire.</span>
        </div>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={!tier || busy}>
            Update
          </button>
        </div>
      </form>
    </Dialog>
  );
}
