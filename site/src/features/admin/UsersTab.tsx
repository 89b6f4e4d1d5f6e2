import { useCallback, useId, useState } from 'react';
import type { PageWanted } from '../../lib/api';
import type { AdminUser } from '../../lib/types';
import ConfirmDialog from '../../ui/ConfirmDialog';
import AdminTable from './AdminTable';
import { adminApi } from './calls';
import SubscriptionDialog from './SubscriptionDialog';
import { usePagedList } from '../../ui/usePagedList';
import LoadMore from '../../ui/LoadMore';
import { useRowActions } from './useRowActions';
import UserRow from './UserRow';
import type { ExpertChange } from './ExpertCell';
import AdminSection from './AdminSection';

/** Accounts: suspend, reinstate, delete, set the subscription tier, start a trial, make an expert. */
export default function UsersTab({ onChanged }: { onChanged: () => void }) {
  // "Experts only" asks the server, so experts on any page are listed.
  const [expertsOnly, setExpertsOnly] = useState(false);
  const listUsers = useCallback((wanted: PageWanted) => adminApi.users(wanted, expertsOnly), [expertsOnly]);
  const list = usePagedList(listUsers);
  const { items: users, loading, error, reload } = list;
  const afterEach = useCallback(() => {
    void reload();
    onChanged();
  }, [reload, onChanged]);
  const { isBusy, busyWith, run } = useRowActions(afterEach);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const filterId = useId();

  const suspend = (user: AdminUser) =>
    run(user.id, 'suspend', () => adminApi.suspend(user.id), { title: 'User suspended' }, { title: 'Failed to suspend user', withReason: true });
  const reinstate = (user: AdminUser) =>
    run(user.id, 'reinstate', () => adminApi.reinstate(user.id), { title: 'User reinstated' }, {
      title: 'Failed to reinstate user',
      withReason: true,
    });
  const startTrial = (user: AdminUser) =>
    run(user.id, 'trial', () => adminApi.startTrial(user.id), { title: 'Subscription updated' }, {
      title: 'Failed to update subscription',
      withReason: true,
    });
  const setSubscription = async (user: AdminUser, change: { tier: string; expiresAt: string | null }) => {
    const done = await run(user.id, 'subscription', () => adminApi.setSubscription(user.id, change), { title: 'Subscription updated' }, {
      title: 'Failed to update subscription',
      withReason: true,
    });
    if (done) setEditing(null);
  };
  const setExpert = (user: AdminUser, change: ExpertChange) =>
    run(
      user.id,
      'expert',
      () => adminApi.setExpert(user.id, change),
      {
        title: change.expert ? 'Expert saved' : 'Expert role removed',
        description: change.expert ? `${user.username} reviews ${change.groups?.join(', ') ?? 'every group'}.` : `${user.username} is no longer an expert.`,
      },
      { title: 'Failed to update the expert role', withReason: true },
    );
  const confirmDelete = async (user: AdminUser) => {
    await run(user.id, 'delete', () => adminApi.deleteUser(user.id), { title: 'User deleted' }, { title: 'Failed to delete user', withReason: true });
    setDeleting(null);
  };

  return (
    <AdminSection
      title="Users"
      description="Manage accounts, their status and their subscription"
      what="users"
      error={error}
    >
      <label className="admin-filter" htmlFor={filterId}>
        <input id={filterId} type="checkbox" checked={expertsOnly} onChange={(event) => setExpertsOnly(event.target.checked)} /> Experts only
      </label>
      <AdminTable
        columns={['ID', 'Username', 'Email', 'Status', 'Admin', 'Expert', 'Subscription', 'Identifications', 'Created', 'Actions']}
        rows={users}
        loading={loading}
        emptyText={expertsOnly ? 'No experts yet' : 'No users found'}
      >
        {users?.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            busy={isBusy(user.id)}
            deleting={busyWith(user.id) === 'delete'}
            onSuspend={() => void suspend(user)}
            onReinstate={() => void reinstate(user)}
            onDelete={() => setDeleting(user)}
            onSubscription={() => setEditing(user)}
            onStartTrial={() => void startTrial(user)}
            onExpert={(change) => void setExpert(user, change)}
          />
        ))}
      </AdminTable>
      <LoadMore list={list} />
      {editing && (
        <SubscriptionDialog
          user={editing}
          busy={isBusy(editing.id)}
          onSubmit={(change) => void setSubscription(editing, change)}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Are you sure?"
          description={`This action cannot be undone. This will permanently delete the user "${deleting.username}" (ID: ${deleting.id}) and all of their identifications.`}
          busy={isBusy(deleting.id)}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </AdminSection>
  );
}
