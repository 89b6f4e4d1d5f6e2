import { t } from 'elysia';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dialectOf } from './db/dialect';
import { databasePath } from './db/path';
import { parseIpRange, type IpRange } from './ip-ranges';
import { ConfigError, flag, format, optionalHttpUrl, readSettings, text, whole } from './lib/settings';
import { identifierConfig, identifierSettings, type IdentifierConfig } from './lib/ai/settings';
import { mailConfig, mailSettings, type MailConfig } from './lib/mail/settings';
import { obisConfig, obisSettings } from './lib/obis/settings';
import { photoBucket, storageSettings, type PhotoBucket } from './lib/storage/settings';
import { wormsConfig, wormsSettings } from './lib/worms/settings';
import { backupConfig, backupSettings, type BackupConfig } from './operations/backup/settings';
import { accountConfig, accountSettings, type AccountConfig } from './modules/accounts/settings';
import { aiUsageConfig, aiUsageSettings } from './modules/ai-usage/settings';
import { identificationConfig, identificationSettings } from './modules/identifications/settings';
import { mapTiles, mapTileSettings, type MapTiles } from './modules/maps/settings';
import { stripeConfig, stripeSettings } from './modules/subscriptions/settings';
import { operationsConfig, operationsSettings } from './operations/settings';

export { ConfigError } from './lib/settings';
export type { PhotoBucket } from './lib/storage/settings';
export { tileOrigin, type MapTiles } from './modules/maps/settings';

const isIpRanges = (value: string) => value.split(',').every((entry) => parseIpRange(entry));

/** The server's own settings; each module's are declared beside it (`settings.ts`) and gathered here. */
const serverSettings = t.Object({
  PORT: whole(4321, 1, 65535),
  /** Canonical origin of the product, e.g. https://reefid.example; by default http://localhost:PORT. */
  PUBLIC_URL: optionalHttpUrl(),
  DATA_DIR: text('./data'),
  /** A PostgreSQL URL; unset, the SQLite file in DATA_DIR. */
  DATABASE_URL: text(),
  /** Folder of the built site that the server publishes. */
  SITE_DIR: text('./dist/site'),
  /** Secret for signing cookies that are not database-backed (anonymous visitors); unset, one kept in DATA_DIR. */
  COOKIE_SECRET: t.Optional(t.String({ minLength: 32, problem: () => 'must be at least 32 characters' })),
  /** Trust X-Forwarded-For from reverse proxies in front of the server... */
  TRUST_PROXY: flag(),
  /** ...but only the entries added by these (CIDRs). */
  TRUSTED_PROXIES: t
    .Transform(
      t.String({
        default: '127.0.0.0/8,::1',
        format: format('ip-ranges', isIpRanges),
        problem: (value) => `must be a comma-separated list of IP addresses or CIDR ranges, got "${value.split(',').find((entry) => !parseIpRange(entry))!.trim()}"`,
      }),
    )
    .Decode((value) => value.split(',').map((entry) => parseIpRange(entry)!))
    .Encode((ranges) => ranges.map(String).join(',')),
  /** Limits per address count an IPv6 client by its network of this many bits. */
  IPV6_LIMIT_PREFIX: whole(64, 32, 128),
  /** `npm run demo` only: fakes answer identifications, WoRMS, OBIS, map tiles and e-mail, labelled "demo mode". */
  DEMO_MODE: flag(),
  /** Told the changed paths after each publish and unpublish (a CDN's purge endpoint). */
  CATALOGUE_PURGE_URL: optionalHttpUrl(),
  /** How often an instance looks for the others' publishes and builds. */
  CATALOGUE_FOLLOW_MS: whole(1000, 100, 60_000),
  /** How long the rebuild lease holds unless renewed (the wait before another takes over). */
  CATALOGUE_REBUILD_LEASE_MS: whole(30_000, 1_000, 600_000),
});

/** Every variable the server reads: one schema. Every one is documented in `.env.example`. */
export const Environment = t.Object({
  ...serverSettings.properties,
  ...identifierSettings.properties,
  ...aiUsageSettings.properties,
  ...wormsSettings.properties,
  ...obisSettings.properties,
  ...mapTileSettings.properties,
  ...identificationSettings.properties,
  ...storageSettings.properties,
  ...stripeSettings.properties,
  ...mailSettings.properties,
  ...accountSettings.properties,
  ...backupSettings.properties,
  ...operationsSettings.properties,
});

/** The environment, parsed once at start; a bad value stops the process with a message naming the variable. */
export type Config = {
  port: number;
  publicUrl: URL;
  dataDir: string;
  /** The database: a PostgreSQL URL (DATABASE_URL), else the SQLite file in DATA_DIR. */
  database: string;
  /** STORAGE_URL: stored photos and card thumbnails in an S3 bucket; unset, they live in DATA_DIR/uploads. */
  storage?: PhotoBucket;
  siteDir: string;
  cookieSecret: string;
  secureCookies: boolean;
  trustProxy: boolean;
  trustedProxies: IpRange[];
  ipv6LimitPrefix: number;
  /** DEMO_MODE: `npm run demo` only. */
  demo: boolean;
  /** The species identifier's provider and its model. */
  identifier: IdentifierConfig;
  worms: ReturnType<typeof wormsConfig>;
  catalogue: { purgeUrl: string | undefined; followOthersMs: number; rebuildLeaseMs: number };
  obis: ReturnType<typeof obisConfig>;
  maps: MapTiles;
  stripe: ReturnType<typeof stripeConfig>;
  mail: MailConfig;
  /** Scheduled backups (BACKUP_URL, BACKUP_EVERY, BACKUP_KEEP). */
  backup: BackupConfig;
} & ReturnType<typeof aiUsageConfig> &
  ReturnType<typeof identificationConfig> &
  ReturnType<typeof operationsConfig> &
  AccountConfig;

/** Reads COOKIE_SECRET, or keeps a generated one in DATA_DIR so visitor cookies survive restarts. */
function cookieSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  const file = join(dataDir, 'cookie-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** DATABASE_URL names a PostgreSQL database; without it, ReefID keeps its SQLite file in DATA_DIR. */
function database(given: string | undefined, dataDir: string): string {
  if (given === undefined) return databasePath(dataDir);
  if (dialectOf(given) !== 'postgres') throw new Error('DATABASE_URL must be a postgres:// (or postgresql://) URL; leave it unset for the SQLite file in DATA_DIR');
  return given;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = readSettings(Environment, source);
  const publicUrl = env.PUBLIC_URL ?? new URL(`http://localhost:${env.PORT}`);
  const dataDir = resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    publicUrl,
    dataDir,
    database: database(env.DATABASE_URL, dataDir),
    storage: photoBucket(env),
    siteDir: resolve(env.SITE_DIR),
    cookieSecret: cookieSecret(env.COOKIE_SECRET, dataDir),
    secureCookies: publicUrl.protocol === 'https:',
    trustProxy: env.TRUST_PROXY,
    trustedProxies: env.TRUSTED_PROXIES,
    ipv6LimitPrefix: env.IPV6_LIMIT_PREFIX,
    demo: env.DEMO_MODE,
    identifier: identifierConfig(env),
    ...aiUsageConfig(env),
    worms: wormsConfig(env),
    catalogue: { purgeUrl: env.CATALOGUE_PURGE_URL?.toString(), followOthersMs: env.CATALOGUE_FOLLOW_MS, rebuildLeaseMs: env.CATALOGUE_REBUILD_LEASE_MS },
    obis: obisConfig(env),
    maps: mapTiles(env),
    ...identificationConfig(env),
    stripe: stripeConfig(env),
    mail: mailConfig(env, publicUrl),
    ...accountConfig(env),
    backup: backupConfig(env),
    ...operationsConfig(env),
  };
}
