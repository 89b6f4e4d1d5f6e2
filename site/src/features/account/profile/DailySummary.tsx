import type { PublicUser } from '../../../lib/types';
import ProfileSwitch from './ProfileSwitch';

/** "E-mail me a daily summary" of unread notifications: off until turned on. */
export default function DailySummary({ user }: { user: PublicUser }) {
  return (
    <ProfileSwitch
      user={user}
      choice="emailDailySummary"
      section="Notifications by e-mail"
      heading="Notifications by e-mail"
      label="E-mail me a daily summary"
      savedOn="You will get a daily summary when something new is unread."
      savedOff="No more daily summaries."
    >
      At most one e-mail a day, and only when a review, a verification or a change to your catalogue photos waits
      unread under the bell. {user.emailVerified ? '' : 'It goes to your address once you have verified it.'}
    </ProfileSwitch>
  );
}
