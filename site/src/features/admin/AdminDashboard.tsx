import { pathIn } from '@rules/languages';
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
import type { AdminWords } from './admin-words';
import type { RuleWords } from '../../lib/rule-text';

/** Each tab and its panel; the Settings tab's (null here) also takes the page's rule words. */
const TABS = [
  { id: 'users', word: 'tabUsers', Panel: UsersTab },
  { id: 'identifications', word: 'tabIdentifications', Panel: IdentificationsTab },
  { id: 'settings', word: 'tabSettings', Panel: null },
  { id: 'ai-usage', word: 'tabAiUsage', Panel: AiUsageTab },
  { id: 'accuracy', word: 'tabAccuracy', Panel: AccuracyTab },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The open tab follows the address (#identifications), so a reload or a shared link keeps it. */
function tabFromHash(): TabId {
  const hash = window.location.hash.slice(1);
  return TABS.find((tab) => tab.id === hash)?.id ?? 'users';
}

/** The settings rules' words (the Settings tab's form) come with the page, like every island's words. */
function Dashboard({ words, settingsRules }: { words: AdminWords; settingsRules: RuleWords }) {
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
        <h1>{words.title}</h1>
        <a className="btn btn-outline" href={pathIn(words.language, '/profile')}>{words.myProfile}</a>
      </header>
      <Tabs label={words.sections} tabs={TABS.map(({ id, word }) => ({ id, label: words[word] }))} selected={tab} onSelect={open}>
        {Panel ? <Panel key={tab} onChanged={changed} words={words} /> : <SettingsTab key={tab} onChanged={changed} words={words} rules={settingsRules} />}
      </Tabs>
      <AuditLog version={version} words={words} />
    </div>
  );
}

/** /admin: admins only; everyone else is sent to / (the API refuses them as well). */
export default function AdminDashboard({ words, settingsRules }: { words: AdminWords; settingsRules: RuleWords }) {
  return <RequireUser admin loadingLabel={words.loading}>{() => <Dashboard words={words} settingsRules={settingsRules} />}</RequireUser>;
}
