import { useCallback, useEffect, useState } from 'react';
import RequireUser from '../account/RequireUser';
import Tabs from '../../ui/Tabs';
import './admin.css';
import AccuracyTab from './AccuracyTab';
import AiUsageTab from './AiUsageTab';
import AuditLog from './AuditLog';
import IdentificationsTab from './IdentificationsTab';
import SettingsTab from './SettingsTab';
import UsersTab from './UsersTab';
import type { RuleWords } from '../../lib/rule-text';

/** Each tab and its panel; the Settings tab's (null here) also takes the page's rule words. */
const TABS = [
  { id: 'users', label: 'Users', Panel: UsersTab },
  { id: 'identifications', label: 'Identifications', Panel: IdentificationsTab },
  { id: 'settings', label: 'Settings', Panel: null },
  { id: 'ai-usage', label: 'AI usage', Panel: AiUsageTab },
  { id: 'accuracy', label: 'Accuracy', Panel: AccuracyTab },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The open tab follows the address (#identifications), so a reload or a shared link keeps it. */
function tabFromHash(): TabId {
  const hash = window.location.hash.slice(1);
  return TABS.find((tab) => tab.id === hash)?.id ?? 'users';
}

/** The settings rules' words (the Settings tab's form) come with the page, like every island's words. */
function Dashboard({ settingsRules }: { settingsRules: RuleWords }) {
  const [tab, setTab] = useState<TabId>('users');
  // Bumped after every admin action so the audit log shows it.
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((value) => value + 1), []);
  useEffect(() => {
    setTab(tabFromHash());
    const follow = () => setTab(tabFromHash());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const open = (id: TabId) => {
    setTab(id);
    history.replaceState(null, '', `#${id}`);
  };
  const { Panel } = TABS.find((entry) => entry.id === tab)!;

  return (
    <div className="admin container">
      <header className="admin-header">
        <h1>Admin Dashboard</h1>
        <a className="btn btn-outline" href="/profile">My Profile</a>
      </header>
      <Tabs label="Admin sections" tabs={TABS} selected={tab} onSelect={open}>
        {Panel ? <Panel key={tab} onChanged={changed} /> : <SettingsTab key={tab} onChanged={changed} rules={settingsRules} />}
      </Tabs>
      <AuditLog version={version} />
    </div>
  );
}

/** /admin: admins only; everyone else is sent to / (the API refuses them as well). */
export default function AdminDashboard({ settingsRules }: { settingsRules: RuleWords }) {
  return <RequireUser admin>{() => <Dashboard settingsRules={settingsRules} />}</RequireUser>;
}
