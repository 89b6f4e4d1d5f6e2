import { badRequest, payloadTooLarge } from '../errors';
import { fitDives, isFit } from './fit';
import { suuntoDives } from './suunto';
import type { ParsedFile } from './types';
import { xmlDives } from './xml';

export { DECLARATIONS_REFUSED } from './xml';

/** The largest dive log accepted: a thousand dives with 10-second samples is a few megabytes. */
export const MAX_DIVE_LOG_BYTES = 25 * 1024 * 1024;

/** The stable code of a file that is none of the formats read. */
export const NOT_A_LOG_CODE = 'dives.not_a_log';
export const NOT_A_DIVE_LOG =
  'This file is not a dive log ReefID can read. It reads Subsurface XML, UDDF (3.2 and 3.3), MacDive XML, Garmin FIT and Suunto app JSON dive logs, and GPX tracks';
export const DIVE_LOG_TOO_LARGE = 'This dive log is larger than 25 MB';
export const NO_DIVES = 'This dive log has no dives';
export const EMPTY_TRACK_CODE = 'dives.empty_track';
export const EMPTY_TRACK = 'This GPX file has no track points with a time';

const notALog = () => badRequest(NOT_A_DIVE_LOG, NOT_A_LOG_CODE);

/**
 * A dive log's dives, or a GPX track's points, in the calling thread (the server reads files on a worker:
 * reader.ts). The format is recognised from the content, never the file's name: a FIT header, a JSON document
 * (Suunto), or XML (Subsurface, UDDF, MacDive, GPX). Refused before reading: more than 25 MB (413); after: anything
 * but those formats (400 `dives.not_a_log`), a log without dives, a track without timed points (400). A dive's start
 * is judged against `now` (bounds.ts).
 */
export function parseDiveLog(bytes: Uint8Array, { now = new Date() }: { now?: Date } = {}): ParsedFile {
  if (bytes.byteLength > MAX_DIVE_LOG_BYTES) throw payloadTooLarge(DIVE_LOG_TOO_LARGE, 'dives.log_too_large');
  const file = readAnyFormat(bytes, now);
  if (!file) throw notALog();
  if (file.format === 'gpx') {
    if (file.points.length === 0) throw badRequest(EMPTY_TRACK, EMPTY_TRACK_CODE);
    return file;
  }
  // A log whose dives were all left out is read (none kept, each counted); one with no dive at all is refused.
  if (file.dives.length === 0 && file.skippedDives === 0) throw badRequest(NO_DIVES, 'dives.no_dives');
  return file;
}

function readAnyFormat(bytes: Uint8Array, now: Date): ParsedFile | null {
  if (isFit(bytes)) {
    const read = fitDives(bytes, now);
    return read && { format: 'fit', ...read };
  }
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const first = text.trimStart()[0];
  if (first === '<') return xmlDives(text, now);
  if (first !== '{') return null;
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return null;
  }
  const read = suuntoDives(document, now);
  return read && { format: 'suunto', ...read };
}
