import type { Db } from '../../../db/client';
import type { Config } from '../../../env';
import { countRegistrationsSince, insertRegistrationUnderLimits, oldestRegistrationSince } from './repo';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const TOO_MANY_REGISTRATIONS = 'Too many accounts have been created from your network. Please try again later.';

/** Seconds until the oldest registration of the address counted in a window leaves it. */
async function secondsUntilFree(db: Db, ip: string, now: Date, windowMs: number): Promise<number> {
  const oldest = await oldestRegistrationSince(db, ip, new Date(now.getTime() - windowMs));
  return oldest ? Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000)) : 0;
}

/**
 * Counts a registration from `ip` if the address is under both limits, in one conditional INSERT: two
 * registrations racing (in this process or another) can never both take the last place. Returns 0 when counted,
 * else the seconds to wait. Every attempt that reaches the account checks counts, so probing which usernames or
 * e-mail addresses are taken is limited too.
 */
export async function takeRegistrationPlace(db: Db, ip: string, now: Date, limits: Config['registrationLimits']): Promise<number> {
  const hourAgo = now.getTime() - HOUR;
  const dayAgo = now.getTime() - DAY;
  if (await insertRegistrationUnderLimits(db, ip, now, { ...limits, hourAgo, dayAgo })) return 0;
  const count = (since: number) => countRegistrationsSince(db, ip, new Date(since));
  return Math.max(
    (await count(hourAgo)) >= limits.hourly ? await secondsUntilFree(db, ip, now, HOUR) : 0,
    (await count(dayAgo)) >= limits.daily ? await secondsUntilFree(db, ip, now, DAY) : 0,
    1,
  );
}
