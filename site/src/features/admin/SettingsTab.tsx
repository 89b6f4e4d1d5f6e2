import { centsToDollars } from '@rules/subscription-settings';
import { useCallback, useState } from 'react';
import { formatLongDate } from '@catalogue/components/result/helpers';
import { adminApi } from './calls';
import SettingsForm from './SettingsForm';
import { useAdminList } from './useAdminList';
import { Loading } from '../account/RequireUser';
import AdminSection from './AdminSection';
import type { RuleWords } from '../../lib/rule-text';

/** Subscription prices and lifetime slots, as stored (cents shown as dollars), and the form that changes them. */
export default function SettingsTab({ onChanged, rules }: { onChanged: () => void; rules: RuleWords }) {
  const { data: settings, loading, error, reload } = useAdminList(adminApi.settings);
  const [editing, setEditing] = useState(false);
  const saved = useCallback(() => {
    setEditing(false);
    void reload();
    onChanged();
  }, [reload, onChanged]);

  return (
    <AdminSection
      title="Subscription Settings"
      description="Manage subscription pricing and lifetime slots availability"
      what="settings"
      error={error}
    >
      {loading ? (
        <Loading />
      ) : (
        <>
          {settings ? (
            <dl className="settings-list">
              <div><dt>Total Slots</dt><dd>{settings.lifetimeSlotTotal}</dd></div>
              <div><dt>Slots Taken</dt><dd>{settings.lifetimeSlotsTaken}</dd></div>
              <div><dt>Slots Remaining</dt><dd>{settings.lifetimeSlotTotal - settings.lifetimeSlotsTaken}</dd></div>
              <div><dt>Lifetime Price</dt><dd>${centsToDollars(settings.lifetimePrice)}</dd></div>
              <div><dt>Monthly Price</dt><dd>${centsToDollars(settings.monthlyPrice)}</dd></div>
              <div><dt>Yearly Price</dt><dd>${centsToDollars(settings.yearlyPrice)}</dd></div>
              <div><dt>Only verified sightings can be published</dt><dd>{settings.publishRequiresVerification ? 'Yes' : 'No'}</dd></div>
              <div><dt>Last Updated</dt><dd>{formatLongDate(settings.lastUpdated)}</dd></div>
            </dl>
          ) : (
            <p className="empty">No subscription settings found</p>
          )}
          {editing ? (
            <SettingsForm settings={settings ?? null} onSaved={saved} onCancel={() => setEditing(false)} rules={rules} />
          ) : (
            <button type="button" className="btn" onClick={() => setEditing(true)}>
              Update Settings
            </button>
          )}
        </>
      )}
    </AdminSection>
  );
}
