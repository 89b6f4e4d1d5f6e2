import { dayAndTimeText } from '@rules/dates';
import type { AdminWords } from './admin-words';
import { targetWord } from './record-words';
import type { AuditEntry } from '../../lib/types';
import { adminApi } from './calls';
import { useAdminList } from './useAdminList';
import { Loading } from '../account/RequireUser';
import AdminSection from './AdminSection';

const ACTIONS: Record<string, keyof AdminWords> = {
  'user.suspend': 'actionSuspend',
  'user.reinstate': 'actionReinstate',
  'user.delete': 'actionDeleteUser',
  'user.subscription': 'actionSubscription',
  'user.trial': 'actionTrial',
  'identification.publish': 'actionPublish',
  'identification.unpublish': 'actionUnpublish',
  'identification.delete': 'actionDeleteIdentification',
  'species.feature': 'actionFeature',
  'settings.update': 'actionSettings',
};

/** The record the action touched, named as it was at the time (it may be gone since). */
function describe(entry: AuditEntry, words: AdminWords): string {
  const details = entry.details ?? {};
  const name = details.username ?? details.speciesName;
  const record = `${targetWord(words, entry.targetType)} #${entry.targetId}`;
  const extra = details.tier ? ` → ${details.tier}` : '';
  return name ? `${record} (${String(name)})${extra}` : `${record}${extra}`;
}

/** Who did what to which record, and when: reloaded whenever the dashboard changes something. */
export default function AuditLog({ version, words }: { version: number; words: AdminWords }) {
  const { data: entries, loading, error } = useAdminList(adminApi.auditLog, version);

  return (
    <AdminSection
      title={words.auditTitle}
      description={words.auditDescription}
      what={words.auditWhat}
      words={words}
      error={error}
      className="audit-log"
    >
      {loading ? (
        <Loading label={words.loading} />
      ) : !entries ? null : entries.length === 0 ? (
        <p className="empty">{words.auditEmpty}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th>{words.colWhen}</th>
                <th>{words.colAdmin}</th>
                <th>{words.colAction}</th>
                <th>{words.colRecord}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={words.colWhen}>{dayAndTimeText(entry.createdAt, { locale: words.language })}</td>
                  <td data-label={words.colAdmin}>{entry.adminUsername}</td>
                  <td data-label={words.colAction}>{ACTIONS[entry.action] ? String(words[ACTIONS[entry.action]!]) : entry.action}</td>
                  <td data-label={words.colRecord}>{describe(entry, words)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}
