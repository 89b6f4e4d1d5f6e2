import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** The sitemaps protocol (sitemaps.org/protocol.html): what every index and file must hold to. */
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const MAX_BYTES = 50 * 1024 * 1024;
const MAX_FILES = 50_000;
const MAX_URL_LENGTH = 2048;
/** W3C datetime (w3.org/TR/NOTE-datetime): a year, a month, a day, or a day with a time and a zone. */
const W3C_DATETIME = /^\d{4}(-\d\d(-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d))?)?)?$/;

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'url' || name === 'sitemap' });

export interface ReadSitemap {
  /** Every page URL, in the order the files list them. */
  urls: string[];
  /** Every file the index lists, as URLs. */
  files: string[];
  /** Each rule broken, naming the file: none for a valid sitemap. */
  problems: string[];
}

/**
 * Reads a sitemap from its index as a search engine does (`get` answers a URL's body, or null when it is
 * missing) and checks it: well-formed XML in the protocol's namespace, at most `limit` URLs per file and at
 * least one, absolute URLs on the index's own origin, W3C datetimes in `lastmod`, every listed file there.
 */
export async function readSitemap(indexUrl: string, get: (url: string) => Promise<string | null>, limit = MAX_FILES): Promise<ReadSitemap> {
  const problems: string[] = [];
  const origin = new URL(indexUrl).origin;
  const parse = (url: string, xml: string, root: string) => {
    const valid = XMLValidator.validate(xml);
    if (valid !== true) return void problems.push(`${url}: not well-formed XML (${valid.err.msg})`);
    if (Buffer.byteLength(xml) > MAX_BYTES) problems.push(`${url}: over 50 MB`);
    const element = parser.parse(xml)[root];
    if (!element) return void problems.push(`${url}: no <${root}> root`);
    if (element['@_xmlns'] !== NAMESPACE) problems.push(`${url}: <${root}> is not in the namespace ${NAMESPACE}`);
    return element as Record<string, Array<{ loc?: string; lastmod?: string }> | undefined>;
  };
  const checkEntry = (url: string, entry: { loc?: string; lastmod?: string }) => {
    const loc = entry.loc ?? '';
    let absolute: URL | null = null;
    try {
      absolute = new URL(loc);
    } catch {}
    if (!absolute || absolute.href !== loc || !/^https?:$/.test(absolute.protocol)) problems.push(`${url}: "${loc}" is not an absolute URL`);
    else if (absolute.origin !== origin) problems.push(`${url}: "${loc}" is not on ${origin}`);
    if (loc.length > MAX_URL_LENGTH) problems.push(`${url}: "${loc}" is over ${MAX_URL_LENGTH} characters`);
    const lastmod = entry.lastmod;
    if (lastmod !== undefined && (!W3C_DATETIME.test(lastmod) || Number.isNaN(Date.parse(lastmod)))) problems.push(`${url}: lastmod "${lastmod}" is not a W3C datetime`);
    return loc;
  };

  const indexXml = await get(indexUrl);
  if (indexXml === null) return { urls: [], files: [], problems: [`${indexUrl}: missing`] };
  const index = parse(indexUrl, indexXml, 'sitemapindex');
  const files = (index?.sitemap ?? []).map((entry) => checkEntry(indexUrl, entry));
  if (files.length === 0) problems.push(`${indexUrl}: lists no file`);
  if (files.length > MAX_FILES) problems.push(`${indexUrl}: lists ${files.length} files, over ${MAX_FILES}`);
  const urls: string[] = [];
  for (const file of files) {
    const xml = await get(file);
    if (xml === null) {
      problems.push(`${file}: listed by the index, but missing`);
      continue;
    }
    const entries = parse(file, xml, 'urlset')?.url ?? [];
    if (entries.length === 0) problems.push(`${file}: holds no URL`);
    if (entries.length > limit) problems.push(`${file}: holds ${entries.length} URLs, over ${limit}`);
    for (const entry of entries) urls.push(checkEntry(file, entry));
  }
  const seen = new Set<string>();
  for (const url of urls) if (seen.size === seen.add(url).size) problems.push(`${url}: listed twice`);
  return { urls, files, problems };
}
