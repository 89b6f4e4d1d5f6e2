import { createApp } from './app';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { ConfigError, loadConfig, type Config } from './env';
import { startDemoProvider } from './demo/ai';
import { startDemoMail } from './demo/mail';
import { startDemoObis } from './demo/obis';
import { startDemoTiles } from './demo/tiles';
import { startDemoWorms } from './demo/worms';
import { startBackupSchedule } from './operations/backup';
import { accounts } from './modules/accounts';
import { catalogue, catalogueFollower } from './modules/catalogue';
import { startCatalogue } from '@catalogue/engine';
import { diveMatcher } from './modules/dives';
import { reviewLedger } from './modules/reviews';
import { identificationsForServer as identifications } from './modules/identifications';
import { notifications } from './modules/notifications';
import { sharing } from './modules/sharing';
import { subscriptions } from './modules/subscriptions';
import { taxa } from './modules/taxa';
import { trips } from './modules/trips';
import { createRequestHandler } from './handler';
import { catalogueReadiness, readiness } from './operations/health';
import { configureLogs, log } from './operations/logs';
import { metricsEndpoint } from './operations/metrics';
import { returnFreedImageMemory } from './lib/images/native-memory';
import { MAX_BODY_BYTES } from './web/body-limit';
import { UploadGate } from './web/upload-gate';

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** Often enough that an abandoned lifetime checkout frees its slot within a minute of its hold's end (10 or 30 minutes). */
const HOLD_SWEEP_INTERVAL_MS = 60 * 1000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Plain text on stderr: LOG_LEVEL itself may be what is wrong, and a person reads this one.
    console.error(`Configuration error: ${error.message}. See .env.example.`);
    process.exit(1);
  }
}

const config = readConfig();
configureLogs(config.logLevel);
returnFreedImageMemory();
// Said before the server listens, so that even a process stopped at its first request has said what is missing.
if (!config.identifier.apiKey && !config.identifier.baseUrl && !config.demo) {
  log.warn('OPENAI_API_KEY or OPENAI_BASE_URL is not set: identification answers 503 until one is.');
}
// The demo catches e-mail with its own fake SMTP server (./demo/mail.ts), so nothing is missing there.
if (!config.mail.smtpUrl && !config.demo) {
  log.warn('SMTP_URL is not set: verification e-mails cannot be sent, so nobody can start a trial or buy a lifetime plan until it is.');
}
if (!config.stripe.secretKey || !config.stripe.publishableKey || !config.stripe.webhookSecret) {
  log.warn('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY or STRIPE_WEBHOOK_SECRET is not set: payments answer 503 until they are.');
}
if (config.demo) {
  config.identifier = await startDemoProvider(config.identifier);
  config.worms = await startDemoWorms(config.worms);
  config.obis = await startDemoObis(config.obis);
  config.maps = await startDemoTiles(config.maps);
  config.mail = await startDemoMail(config.mail);
}
const database = await openDatabase(config.database);
const { db } = database;
const ctx: AppContext = { db, config, now: () => new Date(), catalogueFollower, diveMatcher, reviewLedger };
// Read-only (a cut-over, a restore): this instance writes nothing of its own, at start or later; another instance, or
// this one restarted without READ_ONLY, does these.
const writes = !config.readOnly;
if (config.readOnly) log.warn('READ_ONLY is set: writes under /api answer 503, and no sweeps or start-up writes run.');
if (writes && config.admin) await accounts.ensureAdmin(db, config.admin);
if (writes) await subscriptions.recordPastTrials(db, config.cookieSecret);
// Uploads cut short by a crash or a kill gave nothing back: their free identifications and AI budget calls return
// before this instance takes uploads of its own.
if (writes) await identifications.giveBackAbandonedReservations(ctx);

// Every instance follows the others' publishes and builds; one rebuilds at a time, under a lease in the database.
const catalogueSite = await startCatalogue(ctx, { followOthersMs: config.catalogue.followOthersMs, rebuildLeaseMs: config.catalogue.rebuildLeaseMs });
// Photos published before Discover had thumbnails get them in the background; their cards follow.
if (writes) catalogue.makeMissingThumbnails(ctx).catch((error) => log.error('Making card thumbnails failed', error));
const uploads = new UploadGate(config.uploadsAtOnce);
const handle = createRequestHandler(createApp(ctx), config, {
  catalogue: catalogueSite,
  shared: sharing.sharedPages(ctx),
  photos: identifications.photoVisibility(ctx),
  uploads,
  uploadClients: identifications.uploadClients(ctx),
  accountLanguage: accounts.accountLanguage(ctx),
  operations: {
    // The catalogue is loaded before the server listens; without a built site it is off, and the instance not ready.
    readiness: readiness({ db, config, catalogue: () => catalogueReadiness(catalogueSite) }),
    metrics: metricsEndpoint(db, config.metricsToken, uploads),
  },
});
const server = Bun.serve({
  port: config.port,
  // The transport's outer bound: a sighting's five photos. Each route's own bound is kept by web/body-limit.ts.
  maxRequestBodySize: MAX_BODY_BYTES,
  // Bun's development mode answers errors with a page of source lines and paths: never outside development.
  development: process.env.NODE_ENV === 'development',
  fetch: handle,
  error(error) {
    log.error(`500: ${error.name}: ${error.message.slice(0, 300)}`);
    return new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  },
});

// Trials and cancelled plans end on their date even for users who never come back; photos trashed 30 days ago are
// deleted.
const sweep = async () => {
  await accounts.expireAllDue(db, new Date());
  await accounts.deleteExpiredSessions(db, new Date());
  // Reservations too young at start (another instance's uploads may have been running) come back later.
  await identifications.giveBackAbandonedReservations(ctx);
  identifications.emptyTrash(ctx).catch((error) => log.error('Deleting the files of trashed identifications failed', error));
  // Each account is claimed in one UPDATE before its notice or e-mail goes, so several instances never send twice.
  await notifications.announceEndingTrials(ctx);
  notifications.sendDailySummaries(ctx).catch((error) => log.error('Sending the daily summaries failed', error));
};
// The server already listens: a database lost during the first sweep must not stop it (the next sweep catches up).
if (writes) await sweep().catch((error) => log.error('The first sweep failed', error));
// A database that is briefly unreachable skips one sweep; the next one catches up.
const sweeper = writes ? setInterval(() => sweep().catch((error) => log.error('The periodic sweep failed', error)), SWEEP_INTERVAL_MS) : undefined;
// Lifetime slots held by checkouts nobody paid go back on sale.
const sweepHolds = () => {
  if (!config.stripe.secretKey) return;
  subscriptions.releaseAbandonedHolds(ctx).catch((error) => log.error('Releasing abandoned lifetime holds failed', error));
};
if (writes) sweepHolds();
const holdSweeper = writes ? setInterval(sweepHolds, HOLD_SWEEP_INTERVAL_MS) : undefined;

// Identifications saved while WoRMS was down (or made before names were checked) are checked again.
const taxonomy = taxa.createTaxonomy(ctx);
let rechecking = false;
const recheck = () => {
  if (rechecking) return;
  rechecking = true;
  (async () => {
    // Batches until none are left or WoRMS stops answering: at the first start after an upgrade this groups every
    // identification published before names were checked under its taxon.
    while ((await identifications.recheckIdentifications(ctx, taxonomy, identifications.RECHECK_BATCH)) === identifications.RECHECK_BATCH);
  })()
    .catch((error) => log.error('Checking identifications against WoRMS again failed', error))
    .finally(() => (rechecking = false));
};
if (writes) recheck();
const rechecker = writes ? setInterval(recheck, identifications.RECHECK_INTERVAL_MS) : undefined;

// Scheduled backups (BACKUP_URL): one instance takes each run under a lease; a read-only instance takes none.
const backups = config.backup.location && writes ? startBackupSchedule(ctx) : null;
// Trips' sightings queued for identification: each instance takes them under a lease, two model calls at a time.
const tripQueue = writes ? trips.startTripQueue(ctx) : null;

log.info(`Serving ${config.publicUrl.origin} on http://localhost:${server.port} (data in ${config.dataDir})`);

async function shutdown(signal: string) {
  log.info(`${signal}: finishing in-flight requests`);
  clearInterval(sweeper);
  clearInterval(holdSweeper);
  clearInterval(rechecker);
  // A backup still running is left unfinished (no manifest: never taken as complete); its lease runs out.
  backups?.stop();
  await tripQueue?.stop(); // a sighting being identified finishes; one left claimed returns when its lease lapses
  await server.stop(); // stops accepting, resolves once in-flight requests are answered
  await catalogueSite?.stop(); // a running rebuild finishes or is discarded, never left half-written
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
