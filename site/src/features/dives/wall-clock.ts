import { wallClockSeconds, wallClockText } from '@rules/dives';

/** Wall-clock times (dive computers' and cameras', with no zone) as seconds, by the rule the server matches with. */
export const wallSeconds = (text: string) => wallClockSeconds(text);
export const wallText = (seconds: number) => wallClockText(seconds);

/** Seconds from the dive's start to a moment, both wall-clock times. */
export function secondsInto(startedAt: string, moment: string): number | null {
  const start = wallClockSeconds(startedAt);
  const at = wallClockSeconds(moment);
  return start === null || at === null ? null : at - start;
}
