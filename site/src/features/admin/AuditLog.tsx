import { formatLongDate } from '@catalogue/components/result/helpers';
import type { AuditEntry } from '../../lib/types';
import { adminApi } from './calls';
import { useAdminList } from './useAdminList';
import { Loading } from '../account/RequireUser';
import AdminSection from './AdminSection';

const ACTIONS: Record<string, string> = {
  'user.suspend': 'Suspended user',
  'user.reinstate': 'Reinstated user',
  'user.delete': 'Deleted user',
  'user.subscription': 'Changed subscription',
  'user.trial': 'Started trial',
  'identification.publish': 'Published identification',
  'identification.unpublish': 'Unpublished identification',
  'identification.delete': 'Deleted identification',
  'species.feature': 'Chose the featured photo',
  'settings.update': 'Updated subscription settings',
};

/** The record the action touched, named as it was at the time (it may be gone since). */
function describe(entry: AuditEntry): string {
  const details = entry.details ?? {};
  const name = details.username ?? details.speciesName;
  const record = `${entry.targetType} #${entry.targetId}`;
  const extra = details.tier ? ` → ${details.tier}` : '';
  return name ? `${record} (${String(name)})${extra}` : `${record}${extra}`;
}

/** Who did what to which record, and when: reloaded whenever the dashboard changes something. */
export default function AuditLog({ version }: { version: number }) {
  const { data: entries, loading, error } = useAdminList(adminApi.auditLog, version);

  return (
    <AdminSection
      title="Audit Log"
      description="Recent admin actions"
      what="the audit log"
      error={error}
      className="audit-log"
    >
      {loading ? (
        <Loading />
      ) : !entries ? null : entries.length === 0 ? (
        <p className="empty">No admin actions yet</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th>When</th>
                <th>Admin</th>
                <th>Action</th>
                <th>Record</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="When">{formatLongDate(entry.createdAt)}</td>
                  <td data-label="Admin">{entry.adminUsername}</td>
                  <td data-label="Action">{ACTIONS[entry.action] ?? entry.action}</td>
                  <td data-label="Record">{describe(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}
