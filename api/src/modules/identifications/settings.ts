import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { availableParallelism } from 'node:os';
import { fraction, whole } from '../../lib/settings';

export const identificationSettings = t.Object({
  /** Below this confidence of the best candidate, the answer shown is the deepest taxon its candidates share. */
  IDENTIFY_SPECIES_THRESHOLD: fraction(0.7),
  /** Identification uploads read and worked on at once; more are answered 429 before their body is read. */
  UPLOADS_AT_ONCE: whole(2 * availableParallelism(), 1, 10_000),
});

export const identificationConfig = (env: StaticDecode<typeof identificationSettings>) => ({
  speciesThreshold: env.IDENTIFY_SPECIES_THRESHOLD,
  uploadsAtOnce: env.UPLOADS_AT_ONCE,
});
