import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Queryable } from '../db/client';
import { csvText } from '../lib/csv';
import { photoKey, type PhotoStore } from '../lib/storage';
import { accuracy } from '../modules/accuracy';
import { LabelsError } from './labels';

/** The columns of an exported labels.csv: what `npm run eval` reads (api/src/eval/labels.ts). */
export const EXPORT_COLUMNS = ['file', 'scientificName', 'latitude', 'longitude', 'observedAt', 'depthMeters'];

export interface ExportSummary {
  sightings: number;
  photos: number;
  /** Sightings left out because a photo is no longer in the store, with the reason, for the operator. */
  skipped: string[];
}

/**
 * Writes every verified sighting as a labelled example an evaluation reads: its photos (the high-resolution copies,
 * under photos/) and one labels.csv row naming them `;`-separated, the experts' community taxon, and where, when and
 * how deep it was taken where known. An existing labels.csv is never overwritten: an evaluation set may be someone's
 * hand-made work.
 */
export async function exportVerified(db: Queryable, photos: PhotoStore, folder: string): Promise<ExportSummary> {
  if (existsSync(join(folder, 'labels.csv'))) throw new LabelsError(`${folder} already has a labels.csv: choose an empty folder, or move it away first`);
  const sightings = await accuracy.labelledSightings(db);
  if (!sightings.length) throw new LabelsError('No verified sighting to export yet: experts verify sightings from the review queue');
  mkdirSync(join(folder, 'photos'), { recursive: true });
  const rows: Array<Array<string | number | null>> = [];
  const skipped: string[] = [];
  let written = 0;
  for (const sighting of sightings) {
    const files: Array<{ name: string; bytes: Uint8Array }> = [];
    for (const [n, url] of sighting.photos.entries()) {
      const key = photoKey(url);
      const bytes = key ? await photos.read(key) : null;
      if (!bytes) break;
      files.push({ name: `photos/sighting-${sighting.id}-${n + 1}${extname(key!) || '.jpg'}`, bytes });
    }
    if (files.length < sighting.photos.length) {
      skipped.push(`sighting ${sighting.id}: a photo is missing from the photo store`);
      continue;
    }
    for (const file of files) writeFileSync(join(folder, file.name), file.bytes);
    written += files.length;
    const { scientificName, latitude, longitude, observedAt, depthMeters } = sighting;
    const position = latitude !== null && longitude !== null;
    rows.push([files.map((file) => file.name).join(';'), scientificName, position ? latitude : null, position ? longitude : null, observedAt, depthMeters]);
  }
  if (!rows.length) throw new LabelsError(`No verified sighting could be exported: ${skipped.join('; ')}`);
  writeFileSync(join(folder, 'labels.csv'), csvText(EXPORT_COLUMNS, rows));
  return { sightings: rows.length, photos: written, skipped };
}
