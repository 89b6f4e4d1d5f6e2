/**
 * The logs' door: `log` (structured JSON lines with pino, each naming the request it was written for) and the
 * request context those lines read their id from. Nothing else in this folder is used from outside.
 */
export { configureLogs, log } from './logger';
export { noteRoute, requestIdOf, withinRequest, type RequestContext } from './request-context';
