import { formatLongDate } from '@catalogue/components/result/helpers';
import type { AdminUser } from '../../lib/types';
import ExpertCell, { type ExpertChange } from './ExpertCell';

interface Props {
  user: AdminUser;
  busy: boolean;
  deleting: boolean;
  onSuspend: () => void;
  onReinstate: () => void;
  onDelete: () => void;
  onSubscription: () => void;
  onStartTrial: () => void;
  onExpert: (change: ExpertChange) => void;
}

/** One account; Suspend and Delete are disabled for admins (the server refuses them too). */
export default function UserRow({ user, busy, deleting, onSuspend, onReinstate, onDelete, onSubscription, onStartTrial, onExpert }: Props) {
  const tier = user.subscriptionTier ?? 'free';
  return (
    <tr data-testid={`user-${user.id}`}>
      <td data-label="ID">{user.id}</td>
      <td data-label="Username">{user.username}</td>
      <td data-label="Email">{user.email}</td>
      <td data-label="Status">
        <span className={`badge badge-${user.status}`}>{user.status}</span>
      </td>
      <td data-label="Admin">{user.isAdmin ? 'Yes' : 'No'}</td>
      <td data-label="Expert">
        <ExpertCell user={user} busy={busy} onChange={onExpert} />
      </td>
      <td data-label="Subscription">
        {tier}
        {user.subscriptionExpiresAt && <div className="cell-note">until {formatLongDate(user.subscriptionExpiresAt)}</div>}
      </td>
      <td data-label="Identifications">{user.identificationCount}</td>
      <td data-label="Created">{formatLongDate(user.createdAt)}</td>
      <td data-label="Actions">
        <div className="row-actions">
          {user.status === 'suspended' ? (
            <button type="button" className="btn btn-outline btn-small" onClick={onReinstate} disabled={busy}>
              Reinstate
            </button>
          ) : (
            <button type="button" className="btn btn-outline btn-small" onClick={onSuspend} disabled={busy || user.isAdmin}>
              Suspend
            </button>
          )}
          <button type="button" className="btn btn-outline btn-small" onClick={onSubscription} disabled={busy}>
            Subscription
          </button>
          {tier === 'free' && (
            <button type="button" className="btn btn-outline btn-small" onClick={onStartTrial} disabled={busy}>
              Start Trial
            </button>
          )}
          <button type="button" className="btn btn-danger btn-small" onClick={onDelete} disabled={busy || user.isAdmin}>
            {deleting ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </td>
    </tr>
  );
}
