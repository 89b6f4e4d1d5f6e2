import type { PublicUser } from '../../../lib/types';
import type { ProfileChoiceWords } from './profile-choice-words';
import ProfileSwitch from './ProfileSwitch';

/** "E-mail me a daily summary" of unread notifications: off until turned on. */
export default function DailySummary({ user, words }: { user: PublicUser; words: ProfileChoiceWords }) {
  const own = words.dailySummary;
  return (
    <ProfileSwitch user={user} choice="emailDailySummary" words={words}
      section={own.section} heading={own.heading} label={own.label} savedOn={own.savedOn} savedOff={own.savedOff}>
      {own.text} {user.emailVerified ? '' : own.unverified}
    </ProfileSwitch>
  );
}
