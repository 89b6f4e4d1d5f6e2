import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { httpUrl, whole } from '../settings';

/** OBIS, which says which candidates have been recorded near where a photo was taken. */
export const obisSettings = t.Object({
  OBIS_API_URL: httpUrl('https://api.obis.org/v3'),
  OBIS_TIMEOUT_MS: whole(3_000, 100, 60_000),
});

export const obisConfig = (env: StaticDecode<typeof obisSettings>) => ({
  apiUrl: env.OBIS_API_URL.toString(),
  /** Past it the answer is given without `nearby`. */
  timeoutMs: env.OBIS_TIMEOUT_MS,
});
