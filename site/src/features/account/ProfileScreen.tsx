import { dayText } from '@rules/dates';
import { useState } from 'react';
import type { PublicUser } from '../../lib/types';
import RequireUser from './RequireUser';
import VerifyEmailNotice from './VerifyEmailNotice';
import type { ProfileWords } from './account-words';
import { pathIn } from '@rules/languages';
import Tabs from '../../ui/Tabs';
import ConsentDefault from './consent/ConsentDefault';
import PasswordForm from './profile/PasswordForm';
import PhotoLocation from './profile/PhotoLocation';
import DailySummary from './profile/DailySummary';
import ProfileInfoForm from './profile/ProfileInfoForm';
import YourData from './profile/YourData';
import './ProfileScreen.css';

type Tab = 'profile' | 'password';

const memberSince = (user: PublicUser) => dayText(user.createdAt);

function Profile({ user, words }: { user: PublicUser; words: ProfileWords }) {
  const [tab, setTab] = useState<Tab>('profile');
  const to = (route: string) => pathIn(words.language, route);
  const [before = '', after = ''] = words.signedInAs.split('{username}');
  return (
    <div className="profile container">
      <header className="profile-head">
        <nav aria-label={words.breadcrumb} className="breadcrumb">
          <ol>
            <li><a href={to('/')}>{words.home}</a></li>
            <li aria-current="page">{words.profile}</li>
          </ol>
        </nav>
        <div className="profile-title">
          <div>
            <h1>{words.title}</h1>
            <p className="muted">
              {before}
              <strong>{user.username}</strong>
              {after.replace('{date}', memberSince(user))}
            </p>
          </div>
          <nav aria-label={words.shortcuts} className="shortcuts">
            <a className="btn" href={to('/identification')}>{words.identify}</a>
            <a className="btn btn-outline" href={to('/history')}>{words.myIdentifications}</a>
            {user.isAdmin && <a className="btn btn-outline" href={to('/admin')}>{words.admin}</a>}
          </nav>
        </div>
      </header>
      <VerifyEmailNotice user={user} words={words.verify} />
      <section className="card profile-card">
        <Tabs
          label={words.profile}
          tabs={[
            { id: 'profile', label: words.profileInfo },
            { id: 'password', label: words.changePassword },
          ]} selected={tab} onSelect={setTab}>
          {tab === 'profile' ? (
            <>
              <h2>{words.profileInfo}</h2>
              <p className="muted">{words.infoLede}</p>
              <ProfileInfoForm user={user} words={words.info} />
              <ConsentDefault user={user} words={words.choices} />
              <PhotoLocation user={user} words={words.choices} />
              <DailySummary user={user} words={words.choices} />
            </>
          ) : (
            <>
              <h2>{words.changePassword}</h2>
              <p className="muted">{words.passwordLede}</p>
              <PasswordForm username={user.username} words={words.password} />
            </>
          )}
        </Tabs>
      </section>
      <YourData username={user.username} words={words.choices.yourData} />
    </div>
  );
}

/** /profile: profile information and password, for the signed-in user only. */
export default function ProfileScreen({ words }: { words: ProfileWords }) {
  return <RequireUser loadingText={words.loading}>{(user) => <Profile user={user} words={words} />}</RequireUser>;
}
