import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// E2E_PORT lets several checkouts run their suites side by side; the fake AI provider listens on the next port,
// the fake Stripe on the one after (scripts/test.sh builds the site's Stripe.js test double for that port).
export const PORT = Number(process.env.E2E_PORT ?? 4399);
export const FAKE_AI_PORT = Number(process.env.E2E_FAKE_AI_PORT ?? PORT + 1);
export const BASE_URL = `http://localhost:${PORT}`;
export const FAKE_AI_URL = `http://127.0.0.1:${FAKE_AI_PORT}`;
export const FAKE_STRIPE_PORT = Number(process.env.E2E_FAKE_STRIPE_PORT ?? PORT + 2);
export const FAKE_STRIPE_URL = `http://localhost:${FAKE_STRIPE_PORT}`;
// WoRMS is our fake WoRMS server, on the port after the catalogue server's (E2E_PORT + 3).
export const FAKE_WORMS_PORT = Number(process.env.E2E_FAKE_WORMS_PORT ?? PORT + 4);
export const FAKE_WORMS_URL = `http://127.0.0.1:${FAKE_WORMS_PORT}`;
// The fake SMTP server catches the product's e-mail on E2E_PORT + 9 (E2E_PORT + 5 to + 8 are left free).
export const FAKE_SMTP_PORT = Number(process.env.E2E_FAKE_SMTP_PORT ?? PORT + 9);
// Map tiles and OBIS are our fakes too, outside the ten ports of a checkout (E2E_PORT + 50 and + 51), so that
// checkouts ten ports apart never meet.
export const FAKE_TILES_PORT = Number(process.env.E2E_FAKE_TILES_PORT ?? PORT + 50);
export const FAKE_TILES_URL = `http://127.0.0.1:${FAKE_TILES_PORT}`;
export const FAKE_OBIS_PORT = Number(process.env.E2E_FAKE_OBIS_PORT ?? PORT + 51);
export const FAKE_OBIS_URL = `http://127.0.0.1:${FAKE_OBIS_PORT}`;
// Made once by the runner; its workers inherit the variable and so find the same database.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'reefid-e2e-'));
export const DATA_DIR = process.env.E2E_DATA_DIR;
/** Where the fake SMTP server writes each message it catches, for the tests to read. */
export const MAIL_DIR = join(DATA_DIR, 'captured-mail');
