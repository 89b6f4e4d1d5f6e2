/**
 * Dive logs (Subsurface XML and UDDF): `readDiveLog` reads one off the event loop, on a worker, within a time
 * budget (reader.ts); `parseDiveLog` is the same reading in the calling thread (parse.ts).
 */
export { DECLARATIONS_REFUSED, DIVE_LOG_TOO_LARGE, MAX_DIVE_LOG_BYTES, MAX_DIVE_LOG_ELEMENTS, NO_DIVES, NOT_A_DIVE_LOG, TOO_MANY_ELEMENTS, parseDiveLog } from './parse';
export { DiveLogReader, READ_BUDGET_MS, TOOK_TOO_LONG, diveLogReader, readDiveLog } from './reader';
export { MAX_DIVE_SECONDS, MAX_SITE_NAME_LENGTH } from './bounds';
export type { DiveLogFormat, ParsedDive, ParsedLog } from './types';
