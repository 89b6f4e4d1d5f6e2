import { dialectOf } from './db/dialect';
import { databasePath } from './db/path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseIpRange, type IpRange } from './ip-ranges';

/**
 * The environment, parsed once at start. Every variable is documented in `.env.example`;
 * a bad value stops the process with a message naming the variable.
 */
export interface Config {
  port: number;
  /** Canonical origin of the product, e.g. https://reefid.example */
  publicUrl: URL;
  dataDir: string;
  /** The database: a PostgreSQL URL (DATABASE_URL), else the SQLite file in DATA_DIR. */
  database: string;
  /** STORAGE_URL: stored photos and card thumbnails in an S3 bucket; unset, they live in DATA_DIR/uploads. */
  storage?: PhotoBucket;
  /** Folder of the built site that the server publishes. */
  siteDir: string;
  /** Secret for signing cookies that are not database-backed (anonymous visitors). */
  cookieSecret: string;
  secureCookies: boolean;
  /** Trust X-Forwarded-For from reverse proxies in front of the server... */
  trustProxy: boolean;
  /** ...but only the entries added by these (TRUSTED_PROXIES, CIDRs). */
  trustedProxies: IpRange[];
  /** Limits per address count an IPv6 client by its network of this many bits (IPV6_LIMIT_PREFIX, 64). */
  ipv6LimitPrefix: number;
  openai: {
    apiKey?: string;
    baseURL?: string;
    model: string;
    timeoutMs: number;
    /** `npm run demo` only: answer identifications with a local fake, labelled "demo mode". */
    demo: boolean;
  };
  /** Model calls allowed per UTC day for the whole product (AI_DAILY_BUDGET); 0 pauses identification. */
  aiDailyBudget: number;
  /** USD per million tokens, for the cost estimate kept with each model call (AI_PRICE_INPUT / AI_PRICE_OUTPUT). */
  aiPrices: { inputUsdPerMillion: number; outputUsdPerMillion: number };
  /** The World Register of Marine Species, which checks every answer of the model. */
  worms: {
    apiUrl: string;
    /** All WoRMS calls of one identification together; past it the identification is saved as 'unavailable'. */
    timeoutMs: number;
  };
  catalogue: {
    /** CATALOGUE_PURGE_URL: told the changed paths after each publish and unpublish (a CDN's purge endpoint). */
    purgeUrl: string | undefined;
    /** CATALOGUE_FOLLOW_MS: how often an instance looks for the others' publishes and builds. */
    followOthersMs: number;
    /** CATALOGUE_REBUILD_LEASE_MS: how long the rebuild lease holds unless renewed (the wait before another takes over). */
    rebuildLeaseMs: number;
  };
  /** OBIS, which says which candidates have been recorded near where a photo was taken. */
  obis: {
    apiUrl: string;
    /** Past it the answer is given without `nearby`. */
    timeoutMs: number;
  };
  /** The map tiles the site's maps load straight from the browser (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
  maps: MapTiles;
  /** Below this confidence of the best candidate, the answer shown is the deepest taxon its candidates share. */
  speciesThreshold: number;
  /** Identification uploads read and worked on at once; more are answered 429 before their body is read. */
  uploadsAtOnce: number;
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    /** Points the Stripe SDK at another host (a local fake in tests). */
    apiUrl?: URL;
  };
  mail: {
    /** smtp:// or smtps:// with credentials; unset, verification e-mails cannot be sent (demo mode captures them). */
    smtpUrl?: URL;
    /** The From of every e-mail the product sends. */
    from: string;
  };
  /** New accounts allowed from one client address per hour and per day. */
  registrationLimits: { hourly: number; daily: number };
  admin?: { username: string; email: string; password: string };
}

/** An S3-compatible bucket (and a folder in it) for stored photos, with what Bun's S3 client needs to reach it. */
export interface PhotoBucket {
  bucket: string;
  /** Keys are written under `{prefix}/`; empty for the bucket's top. */
  prefix: string;
  endpoint?: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface MapTiles {
  /** A `{z}/{x}/{y}` template of http(s) tile images. */
  tileUrl: string;
  /** Credit shown on every map, and where it links (null: plain text). */
  attribution: string;
  attributionUrl: string | null;
  /** `npm run demo` only: blank tiles from the built-in fake tile server, and the map says so. */
  demo: boolean;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** Model calls a day when AI_DAILY_BUDGET is not set: well above honest use, far below a runaway bill. */
export const DEFAULT_AI_DAILY_BUDGET = 1000;

export class ConfigError extends Error {}

type Source = Record<string, string | undefined>;

function optional(source: Source, name: string): string | undefined {
  const value = source[name]?.trim();
  return value ? value : undefined;
}

function url(source: Source, name: string, fallback?: string): URL | undefined {
  const value = optional(source, name) ?? fallback;
  if (value === undefined) return undefined;
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
    return parsed;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
}

function integer(source: Source, name: string, fallback: number, min: number, max: number): number {
  const value = optional(source, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max}, got "${value}"`);
  }
  return parsed;
}

function fraction(source: Source, name: string, fallback: number): number {
  const value = optional(source, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1) throw new ConfigError(`${name} must be a number between 0 and 1, got "${value}"`);
  return parsed;
}

function price(source: Source, name: string, fallback: number): number {
  const value = optional(source, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new ConfigError(`${name} must be a price of 0 or more (USD per million tokens), got "${value}"`);
  return parsed;
}

function flag(source: Source, name: string): boolean {
  const value = optional(source, name);
  if (value === undefined) return false;
  if (['1', 'true', 'yes'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function ipRanges(source: Source, name: string, fallback: string): IpRange[] {
  const value = optional(source, name) ?? fallback;
  return value.split(',').map((entry) => {
    const range = parseIpRange(entry);
    if (!range) throw new ConfigError(`${name} must be a comma-separated list of IP addresses or CIDR ranges, got "${entry.trim()}"`);
    return range;
  });
}

/** Reads COOKIE_SECRET, or keeps a generated one in DATA_DIR so visitor cookies survive restarts. */
function cookieSecret(source: Source, dataDir: string): string {
  const given = optional(source, 'COOKIE_SECRET');
  if (given) {
    if (given.length < 32) throw new ConfigError('COOKIE_SECRET must be at least 32 characters');
    return given;
  }
  const file = join(dataDir, 'cookie-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function smtpUrl(source: Source): URL | undefined {
  const value = optional(source, 'SMTP_URL');
  if (value === undefined) return undefined;
  try {
    const parsed = new URL(value);
    if ((parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) throw new Error();
    return parsed;
  } catch {
    // The value may hold a password: name the variable, never echo it.
    throw new ConfigError('SMTP_URL must be smtp://user:pass@host:port or smtps://user:pass@host:port');
  }
}

/** S3's rule for bucket names: 3-63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * STORAGE_URL=s3://bucket or s3://bucket/prefix. The rest is read as Bun's S3 client reads it, S3_* before AWS_*:
 * the endpoint (unset: AWS in the region), the region, and the credentials, which must be given.
 */
function photoBucket(source: Source): PhotoBucket | undefined {
  const value = optional(source, 'STORAGE_URL');
  if (value === undefined) return undefined;
  const match = /^s3:\/\/([^/?#]+)(?:\/([^?#]*))?$/.exec(value);
  const prefix = match?.[2]?.replace(/^\/+|\/+$/g, '') ?? '';
  const folders = prefix ? prefix.split('/') : [];
  if (!match || !BUCKET_NAME.test(match[1]!) || folders.some((folder) => folder === '' || folder === '.' || folder === '..')) {
    // A value with @ may hold credentials: never echo it.
    const shown = value.includes('@') ? '' : `, got "${value}"`;
    throw new ConfigError(`STORAGE_URL must be s3://bucket or s3://bucket/prefix${shown}`);
  }
  const s3 = (name: string) => optional(source, `S3_${name}`) ?? optional(source, `AWS_${name}`);
  const endpointName = optional(source, 'S3_ENDPOINT') ? 'S3_ENDPOINT' : 'AWS_ENDPOINT';
  const accessKeyId = s3('ACCESS_KEY_ID');
  const secretAccessKey = s3('SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError('STORAGE_URL needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
  }
  return {
    bucket: match[1]!,
    prefix,
    endpoint: url(source, endpointName)?.toString().replace(/\/$/, ''),
    region: s3('REGION'),
    accessKeyId,
    secretAccessKey,
    sessionToken: s3('SESSION_TOKEN'),
  };
}

/** "no-reply@reefid.example" or "ReefID <no-reply@reefid.example>". */
function mailFrom(source: Source, publicUrl: URL): string {
  const value = optional(source, 'MAIL_FROM') ?? `ReefID <no-reply@${publicUrl.hostname}>`;
  const address = /<([^<>]+)>$/.exec(value)?.[1] ?? value;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(address)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address, optionally as "Name <address>", got "${value}"`);
  }
  return value;
}

function admin(source: Source): Config['admin'] {
  const username = optional(source, 'ADMIN_USERNAME');
  const email = optional(source, 'ADMIN_EMAIL');
  const password = optional(source, 'ADMIN_PASSWORD');
  if (!username && !email && !password) return undefined;
  if (!username || !email || !password) {
    throw new ConfigError('ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return { username, email, password };
}

/**
 * MAP_TILE_URL must be an http(s) URL whose path or query holds {z}, {x} and {y} (and maybe {r}) (its host may hold no
 * placeholder: the Content-Security-Policy allows exactly its origin). MAP_TILE_ATTRIBUTION is plain text; the
 * default credit links to OpenStreetMap's copyright page, as its tile usage policy asks.
 */
function mapTiles(source: Source): MapTiles {
  const tileUrl = optional(source, 'MAP_TILE_URL') ?? DEFAULT_TILE_URL;
  const sample = sampleTile(tileUrl);
  let parsed: URL | undefined;
  try {
    parsed = new URL(sample);
  } catch {
    parsed = undefined;
  }
  const placeholders = ['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part));
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !placeholders || /[{}]/.test(sample) || parsed.host.includes('%7B')) {
    throw new ConfigError(`MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y} in its path, got "${tileUrl}"`);
  }
  const attribution = optional(source, 'MAP_TILE_ATTRIBUTION');
  return {
    tileUrl,
    attribution: attribution ?? DEFAULT_TILE_ATTRIBUTION,
    attributionUrl: attribution ? null : OSM_COPYRIGHT_URL,
    demo: false,
  };
}

/** The origin tiles are loaded from, for the Content-Security-Policy's img-src. */
export function tileOrigin(tiles: Pick<MapTiles, 'tileUrl'>): string {
  return new URL(sampleTile(tiles.tileUrl)).origin;
}

/** One tile's address from the template ({r}, Leaflet's retina suffix, left empty). */
function sampleTile(template: string): string {
  return template.replaceAll('{z}', '1').replaceAll('{x}', '1').replaceAll('{y}', '1').replaceAll('{r}', '');
}

/** DATABASE_URL names a PostgreSQL database; without it, ReefID keeps its SQLite file in DATA_DIR. */
function database(source: Source, dataDir: string): string {
  const given = optional(source, 'DATABASE_URL');
  if (given === undefined) return databasePath(dataDir);
  if (dialectOf(given) !== 'postgres') throw new Error('DATABASE_URL must be a postgres:// (or postgresql://) URL; leave it unset for the SQLite file in DATA_DIR');
  return given;
}

export function loadConfig(source: Source = process.env): Config {
  const port = integer(source, 'PORT', 4321, 1, 65535);
  const publicUrl = url(source, 'PUBLIC_URL', `http://localhost:${port}`)!;
  const dataDir = resolve(optional(source, 'DATA_DIR') ?? './data');
  return {
    port,
    publicUrl,
    dataDir,
    database: database(source, dataDir),
    storage: photoBucket(source),
    siteDir: resolve(optional(source, 'SITE_DIR') ?? './dist/site'),
    cookieSecret: cookieSecret(source, dataDir),
    secureCookies: publicUrl.protocol === 'https:',
    trustProxy: flag(source, 'TRUST_PROXY'),
    trustedProxies: ipRanges(source, 'TRUSTED_PROXIES', '127.0.0.0/8,::1'),
    ipv6LimitPrefix: integer(source, 'IPV6_LIMIT_PREFIX', 64, 32, 128),
    openai: {
      apiKey: optional(source, 'OPENAI_API_KEY'),
      baseURL: url(source, 'OPENAI_BASE_URL')?.toString(),
      model: optional(source, 'OPENAI_MODEL') ?? 'gpt-4o-mini',
      timeoutMs: integer(source, 'OPENAI_TIMEOUT_MS', 60_000, 1_000, 600_000),
      demo: flag(source, 'DEMO_MODE'),
    },
    aiDailyBudget: integer(source, 'AI_DAILY_BUDGET', DEFAULT_AI_DAILY_BUDGET, 0, 100_000_000),
    aiPrices: {
      inputUsdPerMillion: price(source, 'AI_PRICE_INPUT', 0.15),
      outputUsdPerMillion: price(source, 'AI_PRICE_OUTPUT', 0.6),
    },
    worms: {
      apiUrl: url(source, 'WORMS_API_URL', 'https://www.marinespecies.org/rest')!.toString(),
      timeoutMs: integer(source, 'WORMS_TIMEOUT_MS', 3_000, 100, 60_000),
    },
    catalogue: {
      purgeUrl: url(source, 'CATALOGUE_PURGE_URL')?.toString(),
      followOthersMs: integer(source, 'CATALOGUE_FOLLOW_MS', 1000, 100, 60_000),
      rebuildLeaseMs: integer(source, 'CATALOGUE_REBUILD_LEASE_MS', 30_000, 1_000, 600_000),
    },
    obis: {
      apiUrl: url(source, 'OBIS_API_URL', 'https://api.obis.org/v3')!.toString(),
      timeoutMs: integer(source, 'OBIS_TIMEOUT_MS', 3_000, 100, 60_000),
    },
    maps: mapTiles(source),
    speciesThreshold: fraction(source, 'IDENTIFY_SPECIES_THRESHOLD', 0.7),
    uploadsAtOnce: integer(source, 'UPLOADS_AT_ONCE', 2 * availableParallelism(), 1, 10_000),
    stripe: {
      secretKey: optional(source, 'STRIPE_SECRET_KEY'),
      publishableKey: optional(source, 'STRIPE_PUBLISHABLE_KEY'),
      webhookSecret: optional(source, 'STRIPE_WEBHOOK_SECRET'),
      apiUrl: url(source, 'STRIPE_API_URL'),
    },
    mail: { smtpUrl: smtpUrl(source), from: mailFrom(source, publicUrl) },
    registrationLimits: {
      hourly: integer(source, 'REGISTRATIONS_PER_HOUR', 5, 1, 100_000),
      daily: integer(source, 'REGISTRATIONS_PER_DAY', 20, 1, 100_000),
    },
    admin: admin(source),
  };
}
