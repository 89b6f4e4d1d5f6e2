import { expect, test } from 'bun:test';
import { loadConfig } from '../env';

const base = { DATA_DIR: '/tmp/reefid-test-data', COOKIE_SECRET: 'x'.repeat(32) };

test('READ_ONLY, METRICS_TOKEN and LOG_LEVEL: defaults, and bad values named', () => {
  expect(loadConfig(base)).toMatchObject({ readOnly: false, metricsToken: undefined, logLevel: 'info' });
  expect(loadConfig({ ...base, READ_ONLY: 'yes', METRICS_TOKEN: 't'.repeat(16), LOG_LEVEL: 'warn' })).toMatchObject({ readOnly: true, metricsToken: 't'.repeat(16), logLevel: 'warn' });
  expect(() => loadConfig({ ...base, LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
  expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
  expect(() => loadConfig({ ...base, READ_ONLY: 'maybe' })).toThrow('READ_ONLY must be true or false, got "maybe"');
});
