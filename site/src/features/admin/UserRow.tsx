import { dayAndTimeText } from '@rules/dates';
import { fill } from '../../lib/fill';
import type { AdminWords } from './admin-words';
import { statusWord, tierWord } from './record-words';
import type { AdminUser } from '../../lib/types';
import ExpertCell, { type ExpertChange } from './ExpertCell';

interface Props {
  user: AdminUser;
  words: AdminWords;
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
export default function UserRow({ user, words, busy, deleting, onSuspend, onReinstate, onDelete, onSubscription, onStartTrial, onExpert }: Props) {
  const tier = user.subscriptionTier ?? 'free';
  return (
    <tr data-testid={`user-${user.id}`}>
      <td data-label={words.colId}>{user.id}</td>
      <td data-label={words.colUsername}>{user.username}</td>
      <td data-label={words.colEmail}>{user.email}</td>
      <td data-label={words.colStatus}>
        <span className={`badge badge-${user.status}`}>{statusWord(words, user.status)}</span>
      </td>
      <td data-label={words.colAdmin}>{user.isAdmin ? words.yes : words.no}</td>
      <td data-label={words.colExpert}>
        <ExpertCell user={user} busy={busy} onChange={onExpert} words={words} />
      </td>
      <td data-label={words.colSubscription}>
        {tierWord(words, tier)}
        {user.subscriptionExpiresAt && <div className="cell-note">{fill(words.until, { date: dayAndTimeText(user.subscriptionExpiresAt, { locale: words.language }) })}</div>}
      </td>
      <td data-label={words.colIdentifications}>{new Intl.NumberFormat(words.language).format(user.identificationCount)}</td>
      <td data-label={words.colCreated}>{dayAndTimeText(user.createdAt, { locale: words.language })}</td>
      <td data-label={words.colActions}>
        <div className="row-actions">
          {user.status === 'suspended' ? (
            <button type="button" className="btn btn-outline btn-small" onClick={onReinstate} disabled={busy}>
              {words.reinstate}
            </button>
          ) : (
            <button type="button" className="btn btn-outline btn-small" onClick={onSuspend} disabled={busy || user.isAdmin}>
              {words.suspend}
            </button>
          )}
          <button type="button" className="btn btn-outline btn-small" onClick={onSubscription} disabled={busy}>
            {words.colSubscription}
          </button>
          {tier === 'free' && (
            <button type="button" className="btn btn-outline btn-small" onClick={onStartTrial} disabled={busy}>
              {words.startTrial}
            </button>
          )}
          <button type="button" className="btn btn-danger btn-small" onClick={onDelete} disabled={busy || user.isAdmin}>
            {deleting ? words.deleting : words.delete}
          </button>
        </div>
      </td>
    </tr>
  );
}
