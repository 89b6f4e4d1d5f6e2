import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { ConfigError, text, whole } from '../../lib/settings';

export const accountSettings = t.Object({
  /** New accounts allowed from one client address per hour and per day. */
  REGISTRATIONS_PER_HOUR: whole(5, 1, 100_000),
  REGISTRATIONS_PER_DAY: whole(20, 1, 100_000),
  /** The administrator account ensured at start: all three or none. */
  ADMIN_USERNAME: text(),
  ADMIN_EMAIL: text(),
  ADMIN_PASSWORD: text(),
});

export interface AccountConfig {
  registrationLimits: { hourly: number; daily: number };
  admin?: { username: string; email: string; password: string };
}

export function accountConfig(env: StaticDecode<typeof accountSettings>): AccountConfig {
  const { ADMIN_USERNAME: username, ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if ((username || email || password) && !(username && email && password)) {
    throw new ConfigError('ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    registrationLimits: { hourly: env.REGISTRATIONS_PER_HOUR, daily: env.REGISTRATIONS_PER_DAY },
    admin: username && email && password ? { username, email, password } : undefined,
  };
}
