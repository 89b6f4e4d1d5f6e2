import { escapeHtml } from './html';
import { pageUpdated, speciesPath, type SpeciesPage } from '../model/catalogue';
import { sitemapBuckets, slugHash, textHash } from './sitemap-buckets';
import { LANGUAGES, pathIn } from '../../rules/languages';

/** Public pages of the route table open to everyone and worth indexing. */
export const PUBLIC_PAGES = ['/', '/discover', '/identification', '/about', '/pricing', '/privacy', '/terms'];

/** Routes that only make sense to a signed-in user: kept out of search engines. */
const PRIVATE_PREFIXES = ['/api/', '/admin', '/history', '/dives', '/identifications/', '/profile', '/subscription', '/checkout'];

/** The sitemaps protocol's limit of URLs in one file (sitemaps.org); tests pass a smaller one. */
export const SITEMAP_URL_LIMIT = 50_000;
/** The address robots.txt and search engines know: the sitemap index. */
export const SITEMAP_INDEX = 'sitemap.xml';
export const SITEMAP_FOLDER = 'sitemaps/';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

interface SitemapUrl {
  /** The URL's path ("/species/chromis-viridis"), already percent-encoded. */
  path: string;
  lastmod: string | null;
  /** The page exists in every language: its URL lists them as alternates (hreflang), English as x-default. */
  inEveryLanguage?: boolean;
}

interface SitemapFile {
  urls: SitemapUrl[];
  /** The newest `lastmod` of its URLs (W3C datetimes in UTC compare as text): the file's own, in the index. */
  newest: string | null;
  /** Equal keys, equal files (sitemapFileKey). */
  key: string;
}

/** The sitemap's files but the index, by path under the site root. */
export type SitemapPlan = Map<string, SitemapFile>;

const W3C_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;

/**
 * A W3C datetime (YYYY-MM-DDThh:mm:ssZ, in UTC) as the protocol asks of `lastmod`; null for a date that is none,
 * which then leaves `lastmod` out rather than print a wrong one.
 */
export function w3cDatetime(value: string | null): string | null {
  if (!value) return null;
  // The database's ISO times already are one, but for the fraction of a second: kept cheap for 100,000 pages.
  if (W3C_UTC.test(value)) return `${value.slice(0, 19)}Z`;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : `${time.toISOString().slice(0, 19)}Z`;
}

/** Fixed-size pieces of a list, in order. */
const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * Which URLs each file holds: the public pages' file(s), then one file per bucket of species pages
 * (sitemap-buckets.ts), each of at most `limit` URLs. The index (sitemap.xml) lists them all.
 */
export const planSitemap = (pages: SpeciesPage[], limit = SITEMAP_URL_LIMIT): SitemapPlan =>
  planSitemapOf(pages.map((page) => ({ slug: page.slug, updated: pageUpdated(page) })), limit);

/** A species page as the sitemap knows it: its slug, and when it last changed (its newest publication). */
export interface SitemapPage {
  slug: string;
  updated: string | null;
}

/** The plan from each page's slug and date alone (the server keeps no more of a page between publishes). */
export function planSitemapOf(pages: readonly SitemapPage[], limit = SITEMAP_URL_LIMIT): SitemapPlan {
  const plan: SitemapPlan = new Map();
  const publicChunks = chunks(PUBLIC_PAGES, limit);
  publicChunks.forEach((paths, i) => {
    const urls = paths.map((path) => ({ path, lastmod: null, inEveryLanguage: true }));
    plan.set(`${SITEMAP_FOLDER}pages${publicChunks.length > 1 ? `-${i}` : ''}.xml`, { urls, newest: null, key: paths.join('\n') });
  });
  // Everything per page is worked out in the pages' order, one pass each: visiting 100,000 pages in the hash's
  // order instead takes several times as long (every page another place in memory).
  // A species page exists in every language (decision 131): its URL lists them as alternates, as the page does.
  const urls = pages.map((page) => ({ path: speciesPath(page.slug), lastmod: w3cDatetime(page.updated), inEveryLanguage: true }));
  const buckets = sitemapBuckets(
    pages.map((page) => page.slug),
    limit,
  );
  const bucketOf = new Uint32Array(pages.length);
  buckets.forEach(({ members }, bucket) => members.forEach((i) => (bucketOf[i] = bucket)));
  // A file's key: its count and two sums of a hash of each URL and date, which any change of either moves.
  const sums = [new Float64Array(buckets.length), new Float64Array(buckets.length)];
  const newest: Array<string | null> = buckets.map(() => null);
  urls.forEach(({ path, lastmod }, i) => {
    const bucket = bucketOf[i]!;
    const line = `${path} ${lastmod ?? ''}`;
    sums[0]![bucket]! += slugHash(line);
    sums[1]![bucket]! += textHash(line, SECOND_SEED);
    if (lastmod && (!newest[bucket] || lastmod > newest[bucket]!)) newest[bucket] = lastmod;
  });
  buckets.forEach(({ name, members }, bucket) => {
    // In hash order: a file's bytes depend on which pages it holds, never on the order they were loaded in.
    const key = `${members.length} ${sums[0]![bucket]} ${sums[1]![bucket]}`;
    plan.set(`${SITEMAP_FOLDER}species${name ? `-${name}` : ''}.xml`, { urls: members.map((i) => urls[i]!), newest: newest[bucket]!, key });
  });
  return plan;
}

/** A second start for the URL hash, so that the two sums of a file's key are independent. */
const SECOND_SEED = 0x9e3779b9;

/**
 * What a file of the plan (or the index) says, short of its XML: equal keys, equal files (for a species file, but
 * for two 32-bit hash sums agreeing by chance). Lets the server find the files a publish changed without
 * rendering the others.
 */
export function sitemapFileKey(plan: SitemapPlan, path: string): string {
  if (path === SITEMAP_INDEX) return [...plan].map(([file, { newest }]) => `${file} ${newest ?? ''}`).join('\n');
  return plan.get(path)!.key;
}

/** The XML of a file of the plan, or of the index. */
export function renderSitemapFile(plan: SitemapPlan, path: string, origin: string): string {
  return path === SITEMAP_INDEX ? renderIndex(plan, origin) : renderUrlSet(plan.get(path)!.urls, origin);
}

/** Every file of the sitemap by path under the site root, the index first: what the static build writes. */
export function sitemapFiles(pages: SpeciesPage[], origin: string, limit = SITEMAP_URL_LIMIT): Map<string, string> {
  const plan = planSitemap(pages, limit);
  return new Map([SITEMAP_INDEX, ...plan.keys()].map((path) => [path, renderSitemapFile(plan, path, origin)]));
}

/** `origin` + an absolute path: the paths are ours and percent-encoded already (speciesPath). */
const absolute = (origin: string, path: string) => escapeHtml(`${origin}${path}`);

const lastmodTag = (lastmod: string | null) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : '');

/** The page's address in each language and x-default (English), as the page's own <link rel="alternate"> give them. */
const alternates = (origin: string, path: string) =>
  [...LANGUAGES.map((language) => [language, pathIn(language, path)]), ['x-default', path]]
    .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(origin, href!)}"/>`)
    .join('');

function renderUrlSet(urls: SitemapUrl[], origin: string): string {
  const xhtml = urls.some((url) => url.inEveryLanguage) ? ` xmlns:xhtml="${XHTML}"` : '';
  return [
    XML_HEAD,
    `<urlset xmlns="${NAMESPACE}"${xhtml}>`,
    ...urls.map((url) => `<url><loc>${absolute(origin, url.path)}</loc>${lastmodTag(url.lastmod)}${url.inEveryLanguage ? alternates(origin, url.path) : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** Every file, with the newest `lastmod` of its URLs as the file's own. */
function renderIndex(plan: SitemapPlan, origin: string): string {
  return [
    XML_HEAD,
    `<sitemapindex xmlns="${NAMESPACE}">`,
    ...[...plan].map(([path, { newest }]) => `<sitemap><loc>${absolute(origin, `/${path}`)}</loc>${lastmodTag(newest)}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${new URL(`/${SITEMAP_INDEX}`, origin).href}`,
    '',
  ].join('\n');
}
