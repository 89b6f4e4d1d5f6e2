import type { AppContext } from '../../context';
import type { UserRow } from '../accounts';
import { identificationsForDives as identifications } from '../identifications';
import { profileOf, secondsInto } from './matching';
import { divesAfter, sitesOfUser, type DiveRow } from './repo';
import { diveXml, divesitesXml, LOG_END, LOG_START, siteKey, type ExportDive } from './subsurface-xml';

/** Dives read and written per step: the file is streamed, never held whole (an account may hold 20,000 dives). */
const DIVES_PER_STEP = 50;

const fileNameOf = (imageUrl: string | null) => imageUrl?.split('/').at(-1) || 'photo.jpg';

/**
 * GET /api/dives/export: every dive of the user, oldest first, as a Subsurface log (subsurface-xml.ts): sites
 * with positions, samples, the camera offset, each sighting as a picture at its offset into the dive (by the dive's
 * camera offset) named by its photo's file name, and the species seen in the dive's notes.
 */
export async function exportDives(ctx: AppContext, user: UserRow): Promise<ReadableStream<Uint8Array>> {
  const sites = new Map<string, { uuid: string; site: { name: string | null; latitude: number | null; longitude: number | null } }>();
  for (const site of await sitesOfUser(ctx.db, user.id)) {
    if (site.name === null && site.latitude === null) continue;
    sites.set(siteKey(site), { uuid: (sites.size + 1).toString(16).padStart(8, '0'), site });
  }
  const encoder = new TextEncoder();
  let after: [string, number] | null = null;
  let number = 0;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(LOG_START + divesitesXml(sites)));
        return;
      }
      const rows = await divesAfter(ctx.db, user.id, after, DIVES_PER_STEP);
      if (rows.length === 0) {
        controller.enqueue(encoder.encode(LOG_END));
        controller.close();
        return;
      }
      const sightings = await identifications.diveSightings.onDives(ctx, rows.map((row) => row.id));
      const parts = rows.map((row) => {
        const dive = exportDive(row, ++number, sightings.filter((sighting) => sighting.diveId === row.id));
        return diveXml(dive, row.siteName !== null || row.latitude !== null ? sites.get(siteKey(dive.site!))!.uuid : null);
      });
      after = [rows.at(-1)!.startedAt, rows.at(-1)!.id];
      controller.enqueue(encoder.encode(parts.join('')));
    },
  });
}

type Sighting = { takenAt: string | null; speciesName: string; scientificName: string | null; imageUrl: string | null };

function exportDive(row: DiveRow, number: number, sightings: Sighting[]): ExportDive {
  const hasSite = row.siteName !== null || row.latitude !== null;
  return {
    number,
    startedAt: row.startedAt,
    durationSeconds: row.durationSeconds,
    maxDepthMeters: row.maxDepthMeters,
    site: hasSite ? { name: row.siteName, latitude: row.latitude, longitude: row.longitude } : null,
    cameraOffsetSeconds: row.cameraOffsetSeconds,
    profile: profileOf(row),
    pictures: sightings.map((sighting) => ({
      fileName: fileNameOf(sighting.imageUrl),
      seconds: secondsInto(row, sighting.takenAt),
      seen: sighting.scientificName ? `${sighting.speciesName} (${sighting.scientificName})` : sighting.speciesName,
    })),
  };
}
