import { t } from 'elysia';
import type { StaticDecode } from '@sinclair/typebox';
import { flag, format } from '../lib/settings';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The settings of running the product: a read-only instance, who may read /metrics, how much is logged. */
export const operationsSettings = t.Object({
  /** Every write under /api answers 503 with Retry-After; pages and reads keep working; no sweeps run. */
  READ_ONLY: flag(),
  /** The bearer token /metrics asks for; unset, /metrics is a path like any unknown one (404). */
  METRICS_TOKEN: t.Optional(t.String({ minLength: 16, problem: () => 'must be at least 16 characters' })),
  LOG_LEVEL: t.String({
    default: 'info',
    format: format('log-level', (value) => (LOG_LEVELS as readonly string[]).includes(value)),
    problem: (value) => `must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`,
  }),
});

export const operationsConfig = (env: StaticDecode<typeof operationsSettings>) => ({
  /** READ_ONLY: a cut-over or a restore in progress: reads only. */
  readOnly: env.READ_ONLY,
  /** METRICS_TOKEN: the bearer token of /metrics; undefined hides it. */
  metricsToken: env.METRICS_TOKEN,
  logLevel: env.LOG_LEVEL as LogLevel,
});
