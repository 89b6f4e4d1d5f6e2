/**
 * The product's counts, kept where things happen (`metrics.identification(…)`, `metrics.outsideCall(…)`), in a
 * registry of their own (`instruments`, named `reefid_*`). GET /metrics reads them: api/src/operations/metrics.
 */
export { metrics } from './record';
export * as instruments from './instruments';
