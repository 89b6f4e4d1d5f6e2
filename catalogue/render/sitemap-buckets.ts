import { fnv } from '../model/fnv';

/**
 * Which sitemap file holds a species page. Each slug has a fixed 32-bit hash; a file holds the slugs whose hash
 * begins with the bits of its name ("01": second quarter of the hash space, "" for all). A file over the limit is
 * cut in two by the next bit, and only then: the files are a function of the set of slugs alone (the static
 * build and the server agree), and one publish or unpublish changes one file, or on crossing the limit splits one
 * file into two or joins two into one. No other page ever moves. Decision 099 says why not slug ranges.
 */
export interface SitemapBucket {
  /** The leading bits of the hash its slugs share: "" (all), "0", "01", … */
  name: string;
  /** Its slugs by their position in the list given, in the order of their hashes (equal hashes by slug). */
  members: number[];
}

const HASH_BITS = 32;
/** 2^21: a slug's position fits beside its 32-bit hash in a double's 53 bits. */
const MAX_SLUGS = 2 ** 21;

/**
 * FNV-1a over the slug's UTF-16 code units, then murmur3's finaliser so that the leading bits spread evenly.
 * Part of the sitemap's format: changing it moves every page to another file.
 */
export const slugHash = (slug: string) => textHash(slug, 0x811c9dc5);

/** The same hash from another start (`seed`): a second, independent 32 bits of a text. */
export function textHash(text: string, seed: number): number {
  let hash = fnv(text, seed);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The slugs in files of at most `limit` each, by name; a file with no slug is not made. */
export function sitemapBuckets(slugs: string[], limit: number): SitemapBucket[] {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`The sitemap's URL limit per file must be a whole number of at least 1, not ${limit}`);
  if (slugs.length > MAX_SLUGS) throw new Error(`The sitemap takes at most ${MAX_SLUGS} species pages, not ${slugs.length}`);
  // Hash and position packed in one exact double: a numeric sort of these is the hash order, and fast.
  const keys = Float64Array.from(slugs, (slug, i) => slugHash(slug) * MAX_SLUGS + i).sort();
  const hashes = Uint32Array.from(keys, (key) => Math.floor(key / MAX_SLUGS));
  const order = Uint32Array.from(keys, (key) => key % MAX_SLUGS);
  // Equal hashes (rare) by slug, so that the order never depends on the order the slugs came in.
  for (let start = 0, end = 1; start < order.length; start = end, end = start + 1) {
    while (end < order.length && hashes[end] === hashes[start]) end++;
    if (end - start > 1) order.subarray(start, end).sort((a, b) => (slugs[a]! < slugs[b]! ? -1 : 1));
  }
  const buckets: SitemapBucket[] = [];
  // order[from..to) share the hash's first `name.length` bits; sorted, those with the next bit 0 come first.
  const place = (from: number, to: number, name: string) => {
    if (to - from <= limit) {
      if (to > from) buckets.push({ name, members: Array.from(order.subarray(from, to)) });
      return;
    }
    if (name.length === HASH_BITS) throw new Error(`More than ${limit} sitemap URLs share the hash ${name}: raise the limit per file`);
    const shift = HASH_BITS - 1 - name.length;
    let middle = from;
    while (middle < to && ((hashes[middle]! >>> shift) & 1) === 0) middle++;
    place(from, middle, `${name}0`);
    place(middle, to, `${name}1`);
  };
  place(0, slugs.length, '');
  return buckets;
}
