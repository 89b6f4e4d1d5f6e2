import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { httpUrl, whole } from '../settings';

/** The World Register of Marine Species, which checks every answer of the model. */
export const wormsSettings = t.Object({
  WORMS_API_URL: httpUrl('https://www.marinespecies.org/rest'),
  WORMS_TIMEOUT_MS: whole(3_000, 100, 60_000),
});

export const wormsConfig = (env: StaticDecode<typeof wormsSettings>) => ({
  apiUrl: env.WORMS_API_URL.toString(),
  /** All WoRMS calls of one identification together; past it the identification is saved as 'unavailable'. */
  timeoutMs: env.WORMS_TIMEOUT_MS,
});
