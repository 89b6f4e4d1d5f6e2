import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTestSite } from '../site-templates';
import { startFakeOutsideServices, type FakeOutsideServices } from '../fakes/outside-services';

/** The admin of every drilled product (ADMIN_*): the one who publishes sightings. */
export const DRILL_ADMIN = { username: 'keeper', email: 'keeper@example.com', password: 'keeper-password' };
const WEBHOOK_SECRET = 'whsec_drill';

export interface DrillServices extends FakeOutsideServices {
  /**
   * What a server (startServer, or any spawned `bun api/src/server.ts`) needs besides its data to identify, publish,
   * serve species pages, send verification e-mail and take payments: the fakes' URLs, the keys, the admin, and a
   * SITE_DIR of page templates (the code's build, not data: a restored server is given the same one).
   */
  env: Record<string, string>;
  /** Where the fake Stripe sends its signed webhook events: the server being seeded. */
  paymentsGoTo(baseUrl: string): void;
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
  let webhookBase: string | undefined;
  // Stripe signs each event and posts it to the seeded server's webhook, as it posts to PUBLIC_URL in production.
  const fakes = await startFakeOutsideServices('drill-key', {
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (request) => {
      if (!webhookBase) throw new Error('A payment event has no server to go to: call paymentsGoTo(baseUrl)');
      return fetch(`${webhookBase}/api/stripe/webhook`, { method: 'POST', headers: request.headers, body: await request.text() });
    },
  });
  const services: DrillServices = {
    ...fakes,
    env: {
      ...fakes.env,
      SITE_DIR: siteDir,
      ADMIN_USERNAME: DRILL_ADMIN.username,
      ADMIN_EMAIL: DRILL_ADMIN.email,
      ADMIN_PASSWORD: DRILL_ADMIN.password,
      // Every seeded account registers from loopback: more than the default five an hour from one address.
      REGISTRATIONS_PER_HOUR: '100',
      REGISTRATIONS_PER_DAY: '1000',
    },
    paymentsGoTo: (baseUrl) => void (webhookBase = baseUrl),
    async stop() {
      if (latest === services) latest = undefined;
      await fakes.stripe.flush();
      await fakes.stop();
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
  latest = services;
  return services;
}
