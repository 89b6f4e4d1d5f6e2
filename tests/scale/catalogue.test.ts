import { describe, test } from 'bun:test';

// The species catalogue on several instances. Both checks wait for the catalogue to share its state between
// instances (the published set, the rebuild lease), which is another change; they run once it lands.
describe('the catalogue on two instances', () => {
  // Skipped until each instance reloads the published set another instance changed.
  test.skip('a publish on one is live on both within 5 s', () => {});

  // Skipped until the full rebuild is run by the instance that holds the rebuild lease.
  test.skip('killing the rebuilding instance hands the lease over', () => {});
});
