import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeObis, type FakeObis } from '../../src/fakes/obis';
import { startFakeOpenAI, type FakeOpenAI } from '../../src/fakes/openai';
import { startFakeSmtp, type FakeSmtp } from '../../src/fakes/smtp';
import { startFakeWorms, type FakeWorms } from '../../src/fakes/worms';
import { writeTestSite } from '../site-templates';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe';

/** The admin of every drilled product (ADMIN_*): the one who publishes sightings. */
export const DRILL_ADMIN = { username: 'keeper', email: 'keeper@example.com', password: 'keeper-password' };
const WEBHOOK_SECRET = 'whsec_drill';

export interface DrillServices {
  /**
   * What a server (startServer, or any spawned `bun api/src/server.ts`) needs besides its data to identify, publish,
   * serve species pages, send verification e-mail and take payments: the fakes' URLs, the keys, the admin, and a
   * SITE_DIR of page templates (the code's build, not data: a restored server is given the same one).
   */
  env: Record<string, string>;
  openai: FakeOpenAI;
  worms: FakeWorms;
  obis: FakeObis;
  smtp: FakeSmtp;
  stripe: FakeStripe;
  /** Where the fake Stripe sends its signed webhook events: the server being seeded. */
  paymentsGoTo(baseUrl: string): void;
  stop(): Promise<void>;
}

let latest: DrillServices | undefined;

/** The services seedProduct uses when it is given none: the last ones started. */
export function currentServices(): DrillServices {
  if (!latest) throw new Error('No drill services are running: call startDrillServices() first and give its env to the server');
  return latest;
}

/** Starts the fake outside services (AI provider, WoRMS, OBIS, SMTP, Stripe) a seeded server talks to. */
export async function startDrillServices(): Promise<DrillServices> {
  const siteDir = writeTestSite(mkdtempSync(join(tmpdir(), 'reefid-drill-site-')));
  const openai = startFakeOpenAI();
  const worms = startFakeWorms();
  const obis = startFakeObis();
  const smtp = await startFakeSmtp();
  let webhookBase: string | undefined;
  // Stripe signs each event and posts it to the seeded server's webhook, as it posts to PUBLIC_URL in production.
  const stripe = startFakeStripe({
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (request) => {
      if (!webhookBase) throw new Error('A payment event has no server to go to: call paymentsGoTo(baseUrl)');
      return fetch(`${webhookBase}/api/stripe/webhook`, { method: 'POST', headers: request.headers, body: await request.text() });
    },
  });
  const services: DrillServices = {
    env: {
      OPENAI_BASE_URL: openai.url,
      OPENAI_API_KEY: 'drill-key',
      WORMS_API_URL: worms.url,
      OBIS_API_URL: obis.url,
      SMTP_URL: smtp.url,
      ...stripe.env(),
      SITE_DIR: siteDir,
      ADMIN_USERNAME: DRILL_ADMIN.username,
      ADMIN_EMAIL: DRILL_ADMIN.email,
      ADMIN_PASSWORD: DRILL_ADMIN.password,
      // Every seeded account registers from loopback: more than the default five an hour from one address.
      REGISTRATIONS_PER_HOUR: '100',
      REGISTRATIONS_PER_DAY: '1000',
    },
    openai,
    worms,
    obis,
    smtp,
    stripe,
    paymentsGoTo: (baseUrl) => void (webhookBase = baseUrl),
    async stop() {
      if (latest === services) latest = undefined;
      await stripe.flush();
      stripe.stop();
      await Promise.all([openai.stop(), worms.stop(), obis.stop(), smtp.stop()]);
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
  latest = services;
  return services;
}
