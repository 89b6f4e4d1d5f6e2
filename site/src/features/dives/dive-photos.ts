import { answer, api, page } from '../../lib/api';
import type { Identification } from '../../lib/types';
import { LARGEST_PAGE } from '../../ui/usePagedList';
import type { ChartSighting } from './DepthProfile';
import type { ClockPhoto } from './ClockPhotoFields';
import { depthAt } from '@rules/dives';
import type { DiveDetail } from './dives';
import { secondsInto, wallSeconds } from './wall-clock';

/** What the dive page shows of a photo: its species, thumbnail and the time its camera gave it. */
export type DivePhoto = Pick<Identification, 'id' | 'speciesName' | 'imageUrl' | 'observedAt'>;

const shown = ({ id, speciesName, imageUrl, observedAt }: Identification): DivePhoto => ({ id, speciesName, imageUrl, observedAt });

/** The dive's own photos, read from their identifications (the dive gives only their ids, times and depths). */
export async function loadDivePhotos(dive: DiveDetail): Promise<DivePhoto[]> {
  const read = await Promise.allSettled(dive.identifications.map(({ id }) => answer(api.identifications({ id: String(id) }).get())));
  return read.flatMap((result) => (result.status === 'fulfilled' ? [shown(result.value)] : []));
}

/** How far from the dive a camera's clock may be off and its photo still be offered to set it by. */
const CLOCK_SEARCH_SECONDS = 24 * 3600;

/**
 * The user's latest photos whose camera time is within a day of the dive: a clock set wrong is why a photo is not
 * on its dive, so those photos must be offered too.
 */
export async function loadPhotosNearDive(dive: DiveDetail): Promise<DivePhoto[]> {
  const start = wallSeconds(dive.startedAt);
  if (start === null) return [];
  const { items } = await page(api.identifications.get({ query: { limit: String(LARGEST_PAGE) } }));
  return items
    .filter(({ observedAt }) => {
      const at = observedAt && /T\d{2}:\d{2}/.test(observedAt) ? wallSeconds(observedAt) : null;
      return at !== null && at > start - CLOCK_SEARCH_SECONDS && at < start + dive.durationSeconds + CLOCK_SEARCH_SECONDS;
    })
    .map(shown);
}

/** The dive's photos and those near it, each once, dive's first: the photos the camera's clock can be set by. */
export function clockPhotos(onDive: DivePhoto[], nearby: DivePhoto[]): ClockPhoto[] {
  const seen = new Set<number>();
  return [...onDive, ...nearby].flatMap((photo) => {
    if (seen.has(photo.id) || !photo.observedAt || !/T\d{2}:\d{2}/.test(photo.observedAt)) return [];
    seen.add(photo.id);
    return [{ id: photo.id, name: photo.speciesName, cameraTime: photo.observedAt }];
  });
}

/** Each sighting of the dive at its moment and depth, with its photo when it was read. */
export function chartSightings(dive: DiveDetail, photos: DivePhoto[]): ChartSighting[] {
  const profileSamples = dive.profile.map(({ seconds, depthMeters }): [number, number] => [seconds, depthMeters]);
  return dive.identifications.flatMap(({ id, takenAt, depthMeters }) => {
    // takenAt is the camera's time: the dive's camera offset puts it on the dive computer's clock.
    const camera = takenAt ? secondsInto(dive.startedAt, takenAt) : null;
    if (camera === null) return [];
    const seconds = camera + dive.cameraOffsetSeconds;
    const photo = photos.find((candidate) => candidate.id === id);
    return [
      {
        id,
        seconds,
        depthMeters: depthMeters ?? depthAt(profileSamples, dive.durationSeconds, seconds) ?? 0,
        name: photo?.speciesName ?? 'A sighting',
        imageUrl: photo?.imageUrl ?? null,
        href: `/identifications/${id}`,
      },
    ];
  });
}
