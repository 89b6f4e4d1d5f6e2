import { dayAndTimeText } from '@rules/dates';
import { useStore } from '@nanostores/react';
import { $shownFromDevice } from './last-seen';
import './ShownFromDevice.css';

const asOfText = (fetchedAt: number) => dayAndTimeText(fetchedAt);

/** "Offline, as of <time>" over a screen (or part) shown from what this device last saw, the time it was fetched. */
export default function ShownFromDevice({ what }: { what: string }) {
  const fetchedAt = useStore($shownFromDevice)[what];
  if (fetchedAt === undefined) return null;
  return (
    <p className="shown-from-device" data-testid="shown-from-device">
      Offline, as of <time dateTime={new Date(fetchedAt).toISOString()}>{asOfText(fetchedAt)}</time>
    </p>
  );
}
