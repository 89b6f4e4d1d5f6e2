import type { ProfileSample } from '@rules/dives';

/** Shallower than this a diver is at the surface: Subsurface's own threshold. */
export const SURFACE_METERS = 0.75;

/**
 * A dive's time from its samples, for formats whose recording goes on at the surface after the dive (FIT sessions,
 * a watch's whole activity): up to its last sample at 0.75 m or deeper; null when no sample is that deep.
 */
export function diveTime(profile: readonly ProfileSample[]): number | null {
  for (let i = profile.length - 1; i >= 0; i--) if (profile[i]![1] >= SURFACE_METERS) return Math.round(profile[i]![0]);
  return null;
}

/** The samples of the dive itself: those up to its end, and the first after it (the diver back at the surface). */
export function profileUntil(profile: ProfileSample[], durationSeconds: number): ProfileSample[] {
  const after = profile.findIndex(([seconds]) => seconds > durationSeconds);
  return after === -1 ? profile : profile.slice(0, after + 1);
}
