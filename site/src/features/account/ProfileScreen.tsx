import { dayText } from '@rules/dates';
import { useState } from 'react';
import type { PublicUser } from '../../lib/types';
import RequireUser from './RequireUser';
import VerifyEmailNotice from './VerifyEmailNotice';
import type { VerifyWords } from './account-words';
import Tabs from '../../ui/Tabs';
import ConsentDefault from './consent/ConsentDefault';
import PasswordForm from './profile/PasswordForm';
import PhotoLocation from './profile/PhotoLocation';
import DailySummary from './profile/DailySummary';
import ProfileInfoForm from './profile/ProfileInfoForm';
import YourData from './profile/YourData';
import './ProfileScreen.css';

const TABS = [
  { id: 'profile', label: 'Profile Information' },
  { id: 'password', label: 'Change Password' },
] as const;

const memberSince = (user: PublicUser) => dayText(user.createdAt);

function Profile({ user, verify }: { user: PublicUser; verify: VerifyWords }) {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('profile');
  return (
    <div className="profile container">
      <header className="profile-head">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li><a href="/">Home</a></li>
            <li aria-current="page">Profile</li>
          </ol>
        </nav>
        <div className="profile-title">
          <div>
            <h1>My Profile</h1>
            <p className="muted">Signed in as <strong>{user.username}</strong> · member since {memberSince(user)}</p>
          </div>
          <nav aria-label="Shortcuts" className="shortcuts">
            <a className="btn" href="/identification">Identify Species</a>
            <a className="btn btn-outline" href="/history">My Identifications</a>
            {user.isAdmin && <a className="btn btn-outline" href="/admin">Admin Dashboard</a>}
          </nav>
        </div>
      </header>
      <VerifyEmailNotice user={user} words={verify} />
      <section className="card profile-card">
        <Tabs label="Profile" tabs={TABS} selected={tab} onSelect={setTab}>
          {tab === 'profile' ? (
            <>
              <h2>Profile Information</h2>
              <p className="muted">Update your email address and website.</p>
              <ProfileInfoForm user={user} />
              <ConsentDefault user={user} />
              <PhotoLocation user={user} />
              <DailySummary user={user} />
            </>
          ) : (
            <>
              <h2>Change Password</h2>
              <p className="muted">Your other devices are signed out when the password changes.</p>
              <PasswordForm username={user.username} />
            </>
          )}
        </Tabs>
      </section>
      <YourData username={user.username} />
    </div>
  );
}

/** /profile: profile information and password, for the signed-in user only. */
export default function ProfileScreen({ verify }: { verify: VerifyWords }) {
  return <RequireUser loadingText="Loading profile...">{(user) => <Profile user={user} verify={verify} />}</RequireUser>;
}
