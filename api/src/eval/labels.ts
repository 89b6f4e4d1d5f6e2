import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, normalize } from 'node:path';
import { MAX_SIGHTING_PHOTOS } from '@rules/identification';
import { checkDepth } from '@rules/dives';
import { checkObservedAt, checkPosition, type Position } from '@rules/location';
import { csvRows, CsvSyntaxError } from '../lib/csv';
import { ruleMessage } from '../lib/error-messages';

/** One labelled image of an evaluation set. */
export interface Label {
  /** The row's `file` cell as written: one image, or a sighting's images separated by `;`. */
  file: string;
  /** Paths of the images, relative to the folder: one, or up to five photos of one animal sent as one sighting. */
  files: string[];
  /** The species the image shows, as the labeller wrote it (a synonym is fine). */
  scientificName: string;
  /** Where the photo was taken (optional columns `latitude`, `longitude`), as the upload form would send it. */
  position: Position | null;
  /** When it was taken (optional column `observedAt`, an ISO date or date-time). */
  observedAt: string | null;
  /** How deep it was taken, in metres (optional column `depthMeters`, 0 to 11,000): with a position, the depth rule. */
  depthMeters: number | null;
  /** Line of labels.csv, for messages. */
  line: number;
}

/** A problem with the evaluation set, worded for the person who made it. */
export class LabelsError extends Error {}

/**
 * Reads labels.csv text: a header naming the columns `file` and `scientificName` (and, optionally, `latitude`,
 * `longitude`, `observedAt` and `depthMeters`), then one row per image, or per sighting: `file` may list up to five photos of one
 * animal separated by `;`. Where and when are checked as the upload form's fields are; a cell left empty means not
 * known.
 */
export function parseLabels(text: string, now = new Date()): Label[] {
  let rows: ReturnType<typeof csvRows>;
  try {
    rows = csvRows(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new LabelsError(`labels.csv ${error.message}`);
    throw error;
  }
  const header = rows.shift();
  if (!header) throw new LabelsError('labels.csv is empty: it needs the header "file,scientificName" and one row per image');
  const names = header.fields.map((name) => name.trim());
  const fileAt = names.indexOf('file');
  const nameAt = names.indexOf('scientificName');
  const cell = (fields: string[], column: string) => (names.includes(column) ? fields[names.indexOf(column)]!.trim() : '');
  if (fileAt < 0 || nameAt < 0) {
    throw new LabelsError(`labels.csv line ${header.line}: the header must name the columns "file,scientificName", got "${names.join(',')}"`);
  }
  const labels: Label[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    if (fields.length !== names.length) {
      throw new LabelsError(`labels.csv line ${line}: expected ${names.length} fields (${names.join(',')}), got ${fields.length}`);
    }
    const files = fields[fileAt]!.split(';').map((name) => name.trim());
    const file = files.join(';');
    const scientificName = fields[nameAt]!.trim().replace(/\s+/g, ' ');
    if (files.some((name) => !name)) throw new LabelsError(`labels.csv line ${line}: ${files.length > 1 ? 'a file name between the ";" is empty' : 'the file name is empty'}`);
    if (files.length > MAX_SIGHTING_PHOTOS) throw new LabelsError(`labels.csv line ${line}: a sighting has at most ${MAX_SIGHTING_PHOTOS} photos, got ${files.length}`);
    if (!scientificName) throw new LabelsError(`labels.csv line ${line}: the scientific name of ${file} is empty`);
    for (const name of files) {
      if (isAbsolute(name) || normalize(name).split(/[\\/]/).includes('..')) {
        throw new LabelsError(`labels.csv line ${line}: "${name}" must be a path inside the folder`);
      }
      const earlier = seen.get(normalize(name));
      if (earlier !== undefined) throw new LabelsError(`labels.csv line ${line}: ${name} is already labelled on line ${earlier}`);
      seen.set(normalize(name), line);
    }
    const position = checkPosition(cell(fields, 'latitude'), cell(fields, 'longitude'));
    if ('error' in position) throw new LabelsError(`labels.csv line ${line}: ${ruleMessage(position.error)} (${file})`);
    const observedAt = checkObservedAt(cell(fields, 'observedAt'), now);
    if ('error' in observedAt) throw new LabelsError(`labels.csv line ${line}: ${ruleMessage(observedAt.error)} (${file})`);
    const depth = checkDepth(cell(fields, 'depthMeters'));
    if ('error' in depth) throw new LabelsError(`labels.csv line ${line}: ${ruleMessage(depth.error)} (${file})`);
    labels.push({ file, files, scientificName, position: position.value, observedAt: observedAt.value, depthMeters: depth.value, line });
  }
  if (!labels.length) throw new LabelsError('labels.csv has a header but no images');
  return labels;
}

/** Reads `<folder>/labels.csv` and checks that every image it names is there. */
export function readLabels(folder: string): Label[] {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new LabelsError(`${folder} is not a folder`);
  const path = join(folder, 'labels.csv');
  if (!existsSync(path)) {
    throw new LabelsError(`${folder} has no labels.csv (header "file,scientificName[,latitude,longitude,observedAt,depthMeters]", one row per image)`);
  }
  const labels = parseLabels(readFileSync(path, 'utf8'));
  for (const label of labels) {
    for (const name of label.files) {
      const image = join(folder, name);
      if (!existsSync(image) || !statSync(image).isFile()) {
        throw new LabelsError(`labels.csv line ${label.line}: the image ${name} is not in ${folder}`);
      }
    }
  }
  return labels;
}
