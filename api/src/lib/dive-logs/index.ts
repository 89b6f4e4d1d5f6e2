/**
 * Dive logs (Subsurface XML, UDDF, MacDive XML, Garmin FIT, Suunto app JSON): `readDiveLog` reads one off the event loop, on a worker, within a time
 * budget (reader.ts); `parseDiveLog` is the same reading in the calling thread (parse.ts).
 */
export { DECLARATIONS_REFUSED, DIVE_LOG_TOO_LARGE, MAX_DIVE_LOG_BYTES, EMPTY_TRACK, NO_DIVES, NOT_A_DIVE_LOG, NOT_A_LOG_CODE, parseDiveLog } from './parse';
export { DiveLogReader, TOOK_TOO_LONG, diveLogReader, readDiveLog } from './reader';
export { positionAt } from './gpx';
export { CAMERA_OFFSET_KEY } from './subsurface';
export type { ParsedDive, ParsedFile, ParsedLog, ParsedTrack } from './types';
