import type { PublicUser } from '../../../lib/types';
import type { ProfileChoiceWords } from './profile-choice-words';
import ProfileSwitch from './ProfileSwitch';

/**
 * "Use my photos' location": whether the GPS position a photo carries is read when an upload gives none. The
 * photos themselves are always stored without it.
 */
export default function PhotoLocation({ user, words }: { user: PublicUser; words: ProfileChoiceWords }) {
  const own = words.photoLocation;
  return (
    <ProfileSwitch user={user} choice="usePhotoLocation" words={words}
      section={own.section} heading={own.heading} label={own.label} savedOn={own.savedOn} savedOff={own.savedOff}>
      {own.text}
    </ProfileSwitch>
  );
}
