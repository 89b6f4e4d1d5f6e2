import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// E2E_PORT lets several checkouts run their suites side by side; the fake Stripe listens on the next port.
const PORT = Number(process.env.E2E_PORT ?? 4399);
const STRIPE_PORT = PORT + 1;
const WEBHOOK_SECRET = 'whsec_browser_suite';
// Set once by the runner and inherited by its workers, so tests can reach the same data folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'reefid-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/**
 * The browser suite: Debian's Chromium against the real server on a fresh data folder, serving the site
 * built by scripts/test.sh into dist/e2e-site (with the Stripe.js test double pointed at the fake Stripe).
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
      command: 'bun api/src/fakes/stripe-server.ts',
      url: `http://localhost:${STRIPE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        FAKE_STRIPE_PORT: String(STRIPE_PORT),
        FAKE_STRIPE_WEBHOOK_URL: `http://localhost:${PORT}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    },
    {
      command: 'bun api/src/server.ts',
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SITE_DIR: process.env.E2E_SITE_DIR ?? './dist/e2e-site',
        PUBLIC_URL: `http://localhost:${PORT}`,
        ADMIN_USERNAME: 'admin',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'admin-password',
        STRIPE_API_URL: `http://localhost:${STRIPE_PORT}`,
        STRIPE_SECRET_KEY: 'sk_test_browser_suite',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_browser_suite',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    },
  ],
});
