/**
 * How much a diver may import: the limits the server holds to, which the dives screen also states. A diver's whole
 * life of diving is a few thousand dives; these keep one account's matching, storage and imports bounded.
 */

/** The most dives one log may hold. */
export const MAX_DIVES_PER_LOG = 10_000;
/** The most dives an account holds: every upload of the account is matched against those around its time. */
export const MAX_DIVES_PER_ACCOUNT = 20_000;
/**
 * The most files an account imports in an hour, and the most bytes they hold (30 of the largest logs, as before a
 * watch's folder of one file a dive had to fit: decision 126).
 */
export const MAX_IMPORTS_PER_HOUR = 2_000;
export const MAX_IMPORT_BYTES_PER_HOUR = 750 * 1024 * 1024;
/** The imported log files an account keeps, in bytes (100 MB): past it, the oldest files are dropped. */
export const MAX_KEPT_LOG_BYTES = 100 * 1024 * 1024;
/** The most dives an import's answer lists (the newest it added); the rest are in the list of dives. */
export const IMPORT_ANSWER_DIVES = 50;

/** "100 MB": a number of bytes as the screens and messages say it. */
export const megabytesText = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
