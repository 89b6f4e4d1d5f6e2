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
import type { AdminWords } from './admin-words';
import { fill } from '../../lib/fill';

/** Accounts: suspend, reinstate, delete, set the subscription tier, start a trial, make an expert. */
export default function UsersTab({ onChanged, words }: { onChanged: () => void; words: AdminWords }) {
  // "Experts only" asks the server, so experts on any page are listed.
  const [expertsOnly, setExpertsOnly] = useState(false);
  const listUsers = useCallback((wanted: PageWanted) => adminApi.users(wanted, expertsOnly), [expertsOnly]);
  const list = usePagedList(listUsers);
  const { items: users, loading, error, reload } = list;
  const afterEach = useCallback(() => {
    void reload();
    onChanged();
  }, [reload, onChanged]);
  const { isBusy, busyWith, run } = useRowActions(afterEach, words.tryAgain);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const filterId = useId();

  const suspend = (user: AdminUser) =>
    run(user.id, 'suspend', () => adminApi.suspend(user.id), { title: words.userSuspended }, { title: words.suspendFailed, withReason: true });
  const reinstate = (user: AdminUser) =>
    run(user.id, 'reinstate', () => adminApi.reinstate(user.id), { title: words.userReinstated }, {
      title: words.reinstateFailed,
      withReason: true,
    });
  const startTrial = (user: AdminUser) =>
    run(user.id, 'trial', () => adminApi.startTrial(user.id), { title: words.subscriptionUpdated }, {
      title: words.subscriptionFailed,
      withReason: true,
    });
  const setSubscription = async (user: AdminUser, change: { tier: string; expiresAt: string | null }) => {
    const done = await run(user.id, 'subscription', () => adminApi.setSubscription(user.id, change), { title: words.subscriptionUpdated }, {
      title: words.subscriptionFailed,
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
        title: change.expert ? words.expertSaved : words.expertRemoved,
        description: change.expert
          ? fill(words.expertReviews, { username: user.username, groups: change.groups?.join(', ') ?? words.everyGroup })
          : fill(words.noLongerExpert, { username: user.username }),
      },
      { title: words.expertFailed, withReason: true },
    );
  const confirmDelete = async (user: AdminUser) => {
    await run(user.id, 'delete', () => adminApi.deleteUser(user.id), { title: words.userDeleted }, { title: words.deleteUserFailed, withReason: true });
    setDeleting(null);
  };

  return (
    <AdminSection
      title={words.tabUsers}
      description={words.usersDescription}
      what={words.usersWhat}
      words={words}
      error={error}
    >
      <label className="admin-filter" htmlFor={filterId}>
        <input id={filterId} type="checkbox" checked={expertsOnly} onChange={(event) => setExpertsOnly(event.target.checked)} /> {words.expertsOnly}
      </label>
      <AdminTable
        columns={[words.colId, words.colUsername, words.colEmail, words.colStatus, words.colAdmin, words.colExpert, words.colSubscription, words.colIdentifications, words.colCreated, words.colActions]}
        rows={users}
        loading={loading}
        emptyText={expertsOnly ? words.noExperts : words.noUsers}
        loadingLabel={words.loading}
      >
        {users?.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            words={words}
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
      <LoadMore list={list} words={words.loadMore} />
      {editing && (
        <SubscriptionDialog
          user={editing}
          words={words}
          busy={isBusy(editing.id)}
          onSubmit={(change) => void setSubscription(editing, change)}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={words.areYouSure}
          description={fill(words.deleteUserText, { username: deleting.username, id: deleting.id })}
          confirmLabel={words.delete}
          busyLabel={words.deleting}
          cancelLabel={words.cancel}
          busy={isBusy(deleting.id)}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </AdminSection>
  );
}
