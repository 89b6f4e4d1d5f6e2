import type { Language } from '@rules/languages';
import type { AppContext } from '../../../context';
import { identificationsForTrips as identifications } from '../../identifications';
import { photosOfTrips, sightingsOfTrips, type TripPhotoRow, type TripRow } from '../repo';
import type { ReportDive, ReportSpecies, TripReport } from './model';
import { divesOfUser } from './repo';

type Counted = { taxonKey: string; aphiaId: number | null; scientificName: string | null; name: string };

/** Sightings counted by the taxon each goes by: the most seen first, then by name in the page's language. */
function speciesOf(sightings: Counted[], newKeys: Set<string>, language: Language): ReportSpecies[] {
  const byTaxon = new Map<string, ReportSpecies>();
  for (const sighting of sightings) {
    const entry = byTaxon.get(sighting.taxonKey);
    if (entry) entry.sightings += 1;
    else {
      const { aphiaId, scientificName, name } = sighting;
      byTaxon.set(sighting.taxonKey, { aphiaId, scientificName, name, sightings: 1, newForLifeList: newKeys.has(sighting.taxonKey) });
    }
  }
  return [...byTaxon.values()].sort((a, b) => b.sightings - a.sightings || a.name.localeCompare(b.name, language));
}

/** The dive a sighting was on: that of the first of its photos placed on one; null when none is. */
const diveOfSighting = (photoIds: number[], photos: Map<number, TripPhotoRow>) => photoIds.map((id) => photos.get(id)?.diveId).find((id) => id != null) ?? null;

/** When the trip began: its first photo's camera time, else when it was started. */
function tripStart(trip: TripRow, photos: TripPhotoRow[]): string {
  const times = photos.map((photo) => photo.takenAt).filter((time): time is string => time !== null).sort();
  return times[0] ?? trip.createdAt.toISOString();
}

/**
 * A trip's report: the species of its identified sightings with their counts, the same per dive (a sighting's dive
 * is its photos'; those on none are a group of their own, last), each dive's place and time for the map, and the
 * species new for the diver's life list (none of that taxon on it before the trip began: decision 139). Names are
 * looked up in `language` as the report is read. `shared`: a dive where a threatened species was seen keeps no place.
 */
export async function tripReport(ctx: AppContext, trip: TripRow, language: Language, shared: boolean): Promise<TripReport> {
  const [rows, photoRows] = await Promise.all([sightingsOfTrips(ctx.db, [trip.id]), photosOfTrips(ctx.db, [trip.id])]);
  const identified = rows.filter((row) => row.status === 'identified' && row.identificationId !== null);
  const ids = identified.map((row) => row.identificationId!);
  const [named, seenBefore] = await Promise.all([
    identifications.reportSightings(ctx, trip.userId, ids, language),
    identifications.lifeListKeysBefore(ctx, trip.userId, tripStart(trip, photoRows), ids),
  ]);
  const byId = new Map(named.map((sighting) => [sighting.id, sighting]));
  const newKeys = new Set(named.map((sighting) => sighting.taxonKey).filter((key) => !seenBefore.has(key)));
  const photos = new Map(photoRows.map((photo) => [photo.id, photo]));

  const onDive = new Map<number | null, typeof named>();
  for (const row of identified) {
    const sighting = byId.get(row.identificationId!);
    if (!sighting) continue;
    const dive = diveOfSighting(JSON.parse(row.photoIds) as number[], photos);
    const seen = onDive.get(dive) ?? [];
    seen.push(sighting);
    onDive.set(dive, seen);
  }
  const diveIds = [...onDive.keys()].filter((id): id is number => id !== null);
  const diveRows = new Map((await divesOfUser(ctx.db, trip.userId, diveIds)).map((dive) => [dive.id, dive]));
  /** Where the dive was: its log's position, else the first of the trip's photos on it that has one. */
  const positionOf = (diveId: number) => {
    const dive = diveRows.get(diveId);
    if (dive?.latitude != null && dive.longitude != null) return { latitude: dive.latitude, longitude: dive.longitude };
    const photo = photoRows.find((each) => each.diveId === diveId && each.latitude !== null && each.longitude !== null);
    return photo ? { latitude: photo.latitude!, longitude: photo.longitude! } : { latitude: null, longitude: null };
  };

  const dives: ReportDive[] = [...onDive].map(([id, sightings]) => {
    const placeHidden = shared && sightings.some((sighting) => sighting.placeHidden);
    const dive = id === null ? undefined : diveRows.get(id);
    const place = id === null || placeHidden ? { siteName: null, latitude: null, longitude: null } : { siteName: dive?.siteName ?? null, ...positionOf(id) };
    return { id, startedAt: dive?.startedAt ?? null, ...place, placeHidden, species: speciesOf(sightings, newKeys, language) };
  });
  dives.sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : (a.startedAt ?? '').localeCompare(b.startedAt ?? '')));
  return { name: trip.name, sightings: named.length, species: speciesOf(named, newKeys, language), dives };
}
