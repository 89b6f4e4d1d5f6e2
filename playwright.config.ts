import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import {
  BASE_URL,
  DATA_DIR,
  FAKE_AI_PORT,
  FAKE_AI_URL,
  FAKE_OBIS_PORT,
  FAKE_OBIS_URL,
  FAKE_SMTP_PORT,
  FAKE_STRIPE_PORT,
  FAKE_STRIPE_URL,
  FAKE_TILES_PORT,
  FAKE_TILES_URL,
  FAKE_WORMS_PORT,
  FAKE_WORMS_URL,
  MAIL_DIR,
  PORT,
} from './tests/e2e/support/env';

const STRIPE_WEBHOOK_SECRET = 'whsec_browser_suite';

/**
 * Chromium's headless shell: the same engine without the browser's windowing, at 58% of the full browser's CPU
 * (decision 140); the full browser where the shell could not be installed (scripts/ensure-chromium.sh says so), or
 * another binary named by E2E_CHROMIUM.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Files whose tests change what the tests of other files see: the fake AI's or WoRMS's answer (setScenario), the
 * server's catalogue (they publish), the seeded catalogue server on E2E_PORT + 3, the subscription settings and the
 * lifetime slots, or the tile server's count. The project "one at a time" runs them on one worker, after the project
 * "side by side", whose files run on two workers at once, and the project "accessibility".
 */
const ONE_AT_A_TIME = ['admin', 'catalogue', 'catalogue-languages', 'identify-errors', 'identify', 'maps', 'offline', 'payments', 'phone', 'reduced-motion', 'search-parts', 'sharing', 'walks-in-other-languages', 'worms'].map(
  (file) => `**/${file}.e2e.ts`,
);
/**
 * axe on every route: its tests publish (the others' catalogue is not empty meanwhile) but change nothing else any of
 * them reads, so they run on two workers at once, each worker with its own published identification of one taxon.
 */
const ACCESSIBILITY = '**/accessibility.e2e.ts';

/**
 * The browser suite: Debian's Chromium against the real server on a fresh data folder, serving the site
 * built by scripts/test.sh into dist/e2e-site (with the Stripe.js test double pointed at the fake Stripe).
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'side by side', testIgnore: [...ONE_AT_A_TIME, ACCESSIBILITY] },
    // Their dependencies order a plain `playwright test` too (which then skips a project if one before it failed).
    { name: 'accessibility', testMatch: ACCESSIBILITY, fullyParallel: true, dependencies: ['side by side'] },
    { name: 'one at a time', testMatch: ONE_AT_A_TIME, workers: 1, dependencies: ['accessibility'] },
  ],
  // In CI a failed test runs once more, and passes only as "flaky", which the list reports: on a loaded 2-core
  // machine a timing slip must not sink the run. By hand (no CI) a failure is final.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // A trace records every step's screenshot and page: it cost a test a third more CPU (87 against 63 CPU seconds for
    // navigation.e2e.ts, decision 134). In CI it is recorded on the retry of a failed test only; by hand, where a
    // failure is final, it is kept for each failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Each test's context is a first visit, whose service worker would install the whole app shell (8 pages and 60
    // files) and then see every request. The files about the installable app and what works offline allow it
    // (offline, phone, search-parts); elsewhere it stays out, as it is not what they test (decision 130).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The AI provider is our fake OpenAI-compatible server; tests switch its answers.
      command: `bun api/src/fakes/openai.ts --port ${FAKE_AI_PORT}`,
      url: `${FAKE_AI_URL}/__requests`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // WoRMS is our fake WoRMS server; every identification is checked against it.
      command: `bun api/src/fakes/worms.ts --port ${FAKE_WORMS_PORT}`,
      url: `${FAKE_WORMS_URL}/__requests`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Map tiles come from our fake tile server, which counts the tiles the browser asks for.
      command: `bun api/src/fakes/tiles.ts --port ${FAKE_TILES_PORT}`,
      url: `${FAKE_TILES_URL}/__requests`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // OBIS is our fake OBIS: identifications with a place ask it which candidates were recorded nearby.
      command: `bun api/src/fakes/obis.ts --port ${FAKE_OBIS_PORT}`,
      port: FAKE_OBIS_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Stripe is our fake Stripe API; it posts signed webhook events to the server below.
      command: 'bun api/test-support/fakes/stripe-server.ts',
      url: `${FAKE_STRIPE_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        FAKE_STRIPE_WEBHOOK_URL: `${BASE_URL}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET,
      },
    },
    {
      // E-mail goes to our fake SMTP server, which writes each message to MAIL_DIR for the tests to read.
      command: `bun api/src/fakes/smtp.ts --port ${FAKE_SMTP_PORT} --dir ${MAIL_DIR}`,
      port: FAKE_SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The product's server, hashing passwords at the tests' low cost (test-support/password-cost.ts, allowed only
      // with NODE_ENV=test): the suite registers and signs in hundreds of times, each a 64 MiB Argon2 hash otherwise.
      command: 'bun --preload ./test-support/password-cost.ts api/src/server.ts',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'test',
        PORT: String(PORT),
        DATA_DIR,
        SITE_DIR: process.env.E2E_SITE_DIR ?? './dist/e2e-site',
        PUBLIC_URL: BASE_URL,
        OPENAI_BASE_URL: `${FAKE_AI_URL}/v1`,
        OPENAI_API_KEY: 'e2e-key',
        OPENAI_TIMEOUT_MS: '5000',
        WORMS_API_URL: `${FAKE_WORMS_URL}/rest`,
        // An identification's WoRMS checks share one budget (3 s by default), past which it is saved unchecked. With
        // the suites of CI sharing two cores, a first check of a name took longer than that; no test here waits on it.
        WORMS_TIMEOUT_MS: '15000',
        OBIS_API_URL: `${FAKE_OBIS_URL}/v3`,
        MAP_TILE_URL: `${FAKE_TILES_URL}/{z}/{x}/{y}.png`,
        ADMIN_USERNAME: 'admin',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'admin-password',
        STRIPE_API_URL: FAKE_STRIPE_URL,
        STRIPE_SECRET_KEY: 'sk_test_browser_suite',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_browser_suite',
        STRIPE_WEBHOOK_SECRET,
        SMTP_URL: `smtp://127.0.0.1:${FAKE_SMTP_PORT}`,
        // The suite registers dozens of accounts from one address; the limit itself is tested in the API suite.
        REGISTRATIONS_PER_HOUR: '10000',
        REGISTRATIONS_PER_DAY: '10000',
      },
    },
  ],
});
