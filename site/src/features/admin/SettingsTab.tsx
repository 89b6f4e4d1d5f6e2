import { useCallback, useState } from 'react';
import { dayAndTimeText } from '@rules/dates';
import type { AdminWords } from './admin-words';
import { countText, dollarText } from './figures';
import { adminApi } from './calls';
import SettingsForm from './SettingsForm';
import { useAdminList } from './useAdminList';
import { Loading } from '../account/RequireUser';
import AdminSection from './AdminSection';
import type { RuleWords } from '../../lib/rule-text';

/** Subscription prices and lifetime slots, as stored (cents shown as dollars), and the form that changes them. */
export default function SettingsTab({ onChanged, words, rules }: { onChanged: () => void; words: AdminWords; rules: RuleWords }) {
  const language = words.language;
  const cents = (value: number) => dollarText(language, value / 100);
  const plain = { grouped: false };
  const { data: settings, loading, error, reload } = useAdminList(adminApi.settings);
  const [editing, setEditing] = useState(false);
  const saved = useCallback(() => {
    setEditing(false);
    void reload();
    onChanged();
  }, [reload, onChanged]);

  return (
    <AdminSection
      title={words.settingsTitle}
      description={words.settingsDescription}
      what={words.settingsWhat}
      words={words}
      error={error}
    >
      {loading ? (
        <Loading label={words.loading} />
      ) : (
        <>
          {settings ? (
            <dl className="settings-list">
              <div><dt>{words.totalSlots}</dt><dd>{countText(language, settings.lifetimeSlotTotal, plain)}</dd></div>
              <div><dt>{words.slotsTaken}</dt><dd>{countText(language, settings.lifetimeSlotsTaken, plain)}</dd></div>
              <div><dt>{words.slotsRemaining}</dt><dd>{countText(language, settings.lifetimeSlotTotal - settings.lifetimeSlotsTaken, plain)}</dd></div>
              <div><dt>{words.lifetimePrice}</dt><dd>{cents(settings.lifetimePrice)}</dd></div>
              <div><dt>{words.monthlyPrice}</dt><dd>{cents(settings.monthlyPrice)}</dd></div>
              <div><dt>{words.yearlyPrice}</dt><dd>{cents(settings.yearlyPrice)}</dd></div>
              <div><dt>{words.verifiedOnly}</dt><dd>{settings.publishRequiresVerification ? words.yes : words.no}</dd></div>
              <div><dt>{words.lastUpdated}</dt><dd>{dayAndTimeText(settings.lastUpdated, { locale: language })}</dd></div>
            </dl>
          ) : (
            <p className="empty">{words.noSettings}</p>
          )}
          {editing ? (
            <SettingsForm words={words} settings={settings ?? null} onSaved={saved} onCancel={() => setEditing(false)} rules={rules} />
          ) : (
            <button type="button" className="btn" onClick={() => setEditing(true)}>
              {words.updateSettings}
            </button>
          )}
        </>
      )}
    </AdminSection>
  );
}
