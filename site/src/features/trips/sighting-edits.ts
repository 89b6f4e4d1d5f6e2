import { LOCKED_STATUSES } from '@rules/trips';
import type { TripSighting } from './trips';

/** A sighting on the grid: its photos in time order; a locked one (being or been identified) is not edited. */
export interface GridSighting {
  photoIds: number[];
  locked: boolean;
}

/** When a photo was taken (ms), when this device knows it; photos of unknown time keep the server's order. */
export type TimeOf = (photoId: number) => number | null;

const firstTime = (photoIds: number[], timeOf: TimeOf) => Math.min(...photoIds.map((id) => timeOf(id) ?? Infinity));
const byTime = (timeOf: TimeOf) => (a: number, b: number) => (timeOf(a) ?? Infinity) - (timeOf(b) ?? Infinity) || a - b;

/** The trip's sightings as the grid shows them: each one's photos in time order, the sightings by their first photo. */
export function gridOf(sightings: TripSighting[], timeOf: TimeOf): GridSighting[] {
  return sightings
    .map((sighting) => ({ photoIds: [...sighting.photoIds].sort(byTime(timeOf)), locked: LOCKED_STATUSES.includes(sighting.status) }))
    .sort((a, b) => firstTime(a.photoIds, timeOf) - firstTime(b.photoIds, timeOf));
}

const withoutEmpty = (grid: GridSighting[]) => grid.filter((sighting) => sighting.photoIds.length > 0);
const without = (grid: GridSighting[], photoId: number) => grid.map((sighting) => (sighting.locked ? sighting : { ...sighting, photoIds: sighting.photoIds.filter((id) => id !== photoId) }));

/** A photo moves to the sighting at `to`, in its time order there; a sighting left empty goes. */
export function movePhoto(grid: GridSighting[], photoId: number, to: number, timeOf: TimeOf): GridSighting[] {
  const target = grid[to];
  if (!target || target.locked) return grid;
  const moved = without(grid, photoId).map((sighting, index) => (index === to ? { ...sighting, photoIds: [...sighting.photoIds, photoId].sort(byTime(timeOf)) } : sighting));
  return withoutEmpty(moved);
}

/** A sighting splits in two: `photoId` and the photos after it become a sighting of their own, next to it. */
export function splitAt(grid: GridSighting[], index: number, photoId: number): GridSighting[] {
  const sighting = grid[index];
  const at = sighting?.photoIds.indexOf(photoId) ?? -1;
  if (!sighting || sighting.locked || at <= 0) return grid;
  const parts = [{ photoIds: sighting.photoIds.slice(0, at), locked: false }, { photoIds: sighting.photoIds.slice(at), locked: false }];
  return [...grid.slice(0, index), ...parts, ...grid.slice(index + 1)];
}

/** Two neighbouring sightings become one, in time order. */
export function mergeWithNext(grid: GridSighting[], index: number, timeOf: TimeOf): GridSighting[] {
  const [first, second] = [grid[index], grid[index + 1]];
  if (!first || !second || first.locked || second.locked) return grid;
  const merged = { photoIds: [...first.photoIds, ...second.photoIds].sort(byTime(timeOf)), locked: false };
  return [...grid.slice(0, index), merged, ...grid.slice(index + 2)];
}

/** A photo leaves its sighting (it stays in the trip, in none); a sighting left empty goes. */
export const dropPhoto = (grid: GridSighting[], photoId: number) => withoutEmpty(without(grid, photoId));

/** PUT /api/trips/:id/sightings's body: the sightings the diver may still regroup, as the grid has them. */
export const editedSightings = (grid: GridSighting[]) => grid.filter((sighting) => !sighting.locked).map(({ photoIds }) => ({ photoIds }));
