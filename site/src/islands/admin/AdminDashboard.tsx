import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { PRODUCT_NAME } from '../../lib/product';
import RequireUser from '../../ui/RequireUser';
import './admin.css';
import AuditLog from './AuditLog';
import IdentificationsTab from './IdentificationsTab';
import SettingsTab from './SettingsTab';
import UsersTab from './UsersTab';

const TABS = [
  { id: 'users', label: 'Users', Panel: UsersTab },
  { id: 'identifications', label: 'Identifications', Panel: IdentificationsTab },
  { id: 'settings', label: 'Settings', Panel: SettingsTab },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The open tab follows the address (#identifications), so a reload or a shared link keeps it. */
function tabFromHash(): TabId {
  const hash = window.location.hash.slice(1);
  return TABS.find((tab) => tab.id === hash)?.id ?? 'users';
}

function Dashboard() {
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
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    open(next.id);
    document.getElementById(`admin-tab-${next.id}`)?.focus();
  };
  const { Panel } = TABS.find((entry) => entry.id === tab)!;

  return (
    <div className="admin container">
      <header className="admin-header">
        <div>
          <a href="/" className="admin-brand">{PRODUCT_NAME}</a>
          <h1>Admin Dashboard</h1>
        </div>
        <a className="btn btn-outline" href="/profile">My Profile</a>
      </header>
      <div role="tablist" aria-label="Admin sections" className="admin-tabs">
        {TABS.map((entry, index) => (
          <button
            key={entry.id}
            id={`admin-tab-${entry.id}`}
            type="button"
            role="tab"
            aria-selected={tab === entry.id}
            aria-controls="admin-panel"
            tabIndex={tab === entry.id ? 0 : -1}
            className="admin-tab"
            onClick={() => open(entry.id)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`}>
        <Panel key={tab} onChanged={changed} />
      </div>
      <AuditLog version={version} />
    </div>
  );
}

/** /admin: admins only; everyone else is sent to / (the API refuses them as well). */
export default function AdminDashboard() {
  return <RequireUser admin>{() => <Dashboard />}</RequireUser>;
}
