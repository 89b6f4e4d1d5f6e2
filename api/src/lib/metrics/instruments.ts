import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RequestTally } from './request-tally';

/**
 * Every instrument of /metrics, in one registry for the process (prom-client's global one is left alone). Labels
 * take values from small fixed sets only: route patterns, outcomes, statuses; never ids or names people chose.
 */
export const registry = new Registry();

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const SLOW_SECONDS = [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120];

/** reefid_http_requests_total and reefid_http_request_duration_seconds: every answer counts, so they are tallied plainly. */
export const requests = new RequestTally(SECONDS);
requests.register(
  registry,
  { name: 'reefid_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status' },
  { name: 'reefid_http_request_duration_seconds', help: 'Time to answer an HTTP request (until its response starts), by route pattern and method' },
);

export const identifications = new Counter({
  name: 'reefid_identifications_total',
  help: 'Identification uploads, by outcome: identified, refused (quota, bad photo), cancelled, unavailable (AI service or budget), failed',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const modelCallSeconds = new Histogram({
  name: 'reefid_model_call_duration_seconds',
  help: 'Time the identification model took to answer, by outcome (answered, failed, cancelled)',
  labelNames: ['outcome'] as const,
  buckets: SLOW_SECONDS,
  registers: [registry],
});

export const modelTokens = new Counter({
  name: 'reefid_model_tokens_total',
  help: 'Tokens the identification model reported using, by kind (prompt, completion)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const modelCost = new Counter({
  name: 'reefid_model_cost_usd_total',
  help: 'Estimated cost of the model calls in USD, at AI_PRICE_INPUT and AI_PRICE_OUTPUT',
  registers: [registry],
});

export const serviceSeconds = new Histogram({
  name: 'reefid_outside_service_request_duration_seconds',
  help: 'Time WoRMS or OBIS took to answer one call, by service and outcome (ok, error)',
  labelNames: ['service', 'outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const serviceErrors = new Counter({
  name: 'reefid_outside_service_errors_total',
  help: 'Calls to WoRMS or OBIS that failed (no answer, an error status, an unreadable body), by service',
  labelNames: ['service'] as const,
  registers: [registry],
});

export const serviceCache = new Counter({
  name: 'reefid_outside_service_cache_total',
  help: 'Look-ups of WoRMS taxa and OBIS records answered from the cache (hit) or asked of the service (miss)',
  labelNames: ['service', 'result'] as const,
  registers: [registry],
});

export const quotaRefusals = new Counter({
  name: 'reefid_quota_refusals_total',
  help: 'Identifications refused by a quota: an account\'s or a visitor\'s free ones, or an address\'s daily ones',
  labelNames: ['quota'] as const,
  registers: [registry],
});

export const budgetRefusals = new Counter({
  name: 'reefid_budget_refusals_total',
  help: 'Identifications refused because the day\'s AI budget (AI_DAILY_BUDGET) was spent',
  registers: [registry],
});

export const uploadSlotsInUse = new Gauge({
  name: 'reefid_upload_slots_in_use',
  help: 'Places of the upload gate taken by identification uploads being read or worked on (of UPLOADS_AT_ONCE)',
  registers: [registry],
});

export const uploadSlots = new Gauge({
  name: 'reefid_upload_slots',
  help: 'Places of the upload gate (UPLOADS_AT_ONCE)',
  registers: [registry],
});

export const catalogueVersion = new Gauge({
  name: 'reefid_catalogue_version',
  help: 'The catalogue\'s shared version, raised at every publish, unpublish and delete',
  registers: [registry],
});

export const catalogueLastPublish = new Gauge({
  name: 'reefid_catalogue_last_publish_timestamp_seconds',
  help: 'When the catalogue\'s version last moved (Unix time); 0 before the first',
  registers: [registry],
});

export const backupLastSuccess = new Gauge({
  name: 'reefid_backup_last_success_timestamp_seconds',
  help: 'When the last scheduled backup completed, its manifest written (Unix time); 0 before the first',
  registers: [registry],
});

export const backupLastFailure = new Gauge({
  name: 'reefid_backup_last_failure_timestamp_seconds',
  help: 'When a scheduled backup last failed (Unix time), until a later one completes',
  registers: [registry],
});

export const backupDuration = new Gauge({
  name: 'reefid_backup_last_duration_seconds',
  help: 'How long the last completed backup took',
  registers: [registry],
});

export const backupSize = new Gauge({
  name: 'reefid_backup_last_size_bytes',
  help: 'Bytes the last completed backup wrote (new files and the database)',
  registers: [registry],
});
