import type { PublicUser } from '../../../lib/types';
import ProfileSwitch from './ProfileSwitch';

/**
 * "Use my photos' location": whether the GPS position a photo carries is read when an upload gives none. The
 * photos themselves are always stored without it.
 */
export default function PhotoLocation({ user }: { user: PublicUser }) {
  return (
    <ProfileSwitch
      user={user}
      choice="usePhotoLocation"
      section="Photo location"
      heading="Where your photos were taken"
      label="Use my photos' location"
      savedOn="Your photos' location will be used."
      savedOff="Your photos' location will not be read."
    >
      Phones write where a photo was taken into the file. When you do not give a place yourself, ReefID reads it to
      suggest species that live there and to place the sighting in your log. Only you see the exact spot; the stored
      photos never carry it.
    </ProfileSwitch>
  );
}
