import { badRequest } from './errors';

/** The largest id a table holds (PostgreSQL's integer): a larger number names no row, and could not be asked for. */
export const MAX_PATH_ID = 2_147_483_647;

export const INVALID_PATH_ID = 'An id in the path is a whole number from 1, written in digits alone';

/**
 * The id in a path (`/identifications/:id`, `/dives/:id`, `/admin/users/:id`, a taxon's AphiaID): decimal digits
 * with no sign, point, exponent or leading zero, from 1 to MAX_PATH_ID. Anything else is a 400 before anything is
 * looked up: `0x5`, `5.0`, `+5`, `5e0` and `05` are not another spelling of 5 (JavaScript's Number would read them
 * so), and an id has one spelling only.
 */
export function pathId(value: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
  if (!(id <= MAX_PATH_ID)) throw badRequest(INVALID_PATH_ID, 'request.bad_id');
  return id;
}
