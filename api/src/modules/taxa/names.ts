import type { Verification } from '@rules/taxon';
import { nameKey } from './lookup';
import type { NameMatch } from './model';

/**
 * A scientific name as WoRMS can match it: no subgenus in brackets and no "sp.", "spp.", "cf." or "aff.".
 * "Chromis (Chromis) cf. viridis" -> "Chromis viridis".
 */
export function cleanName(name: string | null | undefined): string {
  return (name ?? '')
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !/^(sp|spp|cf|aff)\.?$/i.test(word))
    .join(' ');
}

/** The genus of a binomial (its first word), or null for a single word. */
export function genusOf(name: string): string | null {
  const words = name.split(' ');
  return words.length >= 2 ? words[0]! : null;
}

/** Every name to ask WoRMS about: each cleaned name, and its genus for the fallback. */
export function namesToMatch(names: Array<string | null | undefined>): string[] {
  const wanted = new Set<string>();
  for (const name of names.map(cleanName).filter(Boolean)) {
    wanted.add(nameKey(name));
    const genus = genusOf(name);
    if (genus) wanted.add(nameKey(genus));
  }
  return [...wanted];
}

export interface NameResolution {
  match: NameMatch;
  verification: Exclude<Verification, 'unmatched' | 'unavailable'>;
  /** The name was unknown and its genus stands for it. */
  genusFallback: boolean;
}

/**
 * What WoRMS's TAXAMATCH `match_type` says of a name, and so what it means for `verification` (decision 060):
 * - `exact`: the name as written;
 * - `exact_subgenus`: as written but for the subgenus in brackets, which names the same species;
 * - `exact_genus`: only the genus was found as written, the epithet was not: the species name was corrected;
 * - `phonetic`: spelt differently, sounds the same;
 * - `near_1`, `near_2`, `near_3`: one, two or three letters differ.
 * Only the first two confirm the name (verified, or synonym when unaccepted). Every other one, and any value WoRMS
 * adds later, corrected it: fuzzy, shown as a corrected name.
 */
const CONFIRMING_MATCH_TYPES = new Set(['exact', 'exact_subgenus']);
export const confirmsName = (matchType: string) => CONFIRMING_MATCH_TYPES.has(matchType);

/**
 * A corrected name stands for the asked one only when it is the same kind of name: a binomial for a binomial, one
 * word for one word. A phonetic or three-letter match that changes the rank (a genus for a species) is not a
 * spelling fix; the genus fallback decides what a species WoRMS does not know becomes.
 */
const sameKindOfName = (asked: string, match: NameMatch) => confirmsName(match.matchType) || match.name.trim().split(/\s+/).length === asked.split(' ').length;

/** How the model's name was checked, from the record WoRMS matched it to. */
export function verificationOf(match: Pick<NameMatch, 'matchType' | 'aphiaId' | 'acceptedId'>): NameResolution['verification'] {
  if (!confirmsName(match.matchType)) return 'fuzzy';
  return match.acceptedId !== match.aphiaId ? 'synonym' : 'verified';
}

const RANK_FIELDS = ['kingdom', 'phylum', 'class', 'order', 'family', 'genus'] as const;

/**
 * Of several records with one name (homonyms, or a synonym beside an accepted name), the one that fits the
 * answer's classification best; then marine or brackish taxa; then accepted names; then exact matches.
 */
function bestMatch(matches: NameMatch[], context: Set<string>): NameMatch {
  const score = (m: NameMatch) =>
    RANK_FIELDS.filter((field) => m[field] && context.has(m[field]!.toLowerCase())).length * 100 +
    (m.isMarine || m.isBrackish ? 10 : 0) +
    (m.acceptedId === m.aphiaId ? 2 : 0) +
    (confirmsName(m.matchType) ? 1 : 0);
  return matches.reduce((best, m) => (score(m) > score(best) ? m : best));
}

/** The words of a classification line ("Animalia > Chordata > …"), lower-cased, to tell homonyms apart. */
export function classificationContext(...lines: Array<string | null | undefined>): Set<string> {
  return new Set(
    lines
      .flatMap((line) => (line ?? '').split(/[>,;|/]/))
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The WoRMS record a name stands for, from the looked-up matches; null when neither it nor its genus is known. */
export function resolveName(name: string | null | undefined, matches: Map<string, NameMatch[]>, context: Set<string>): NameResolution | null {
  const clean = cleanName(name);
  if (!clean) return null;
  const own = (matches.get(nameKey(clean)) ?? []).filter((match) => sameKindOfName(clean, match));
  if (own.length) {
    const match = bestMatch(own, context);
    return { match, verification: verificationOf(match), genusFallback: false };
  }
  const genus = genusOf(clean);
  const genera = genus ? (matches.get(nameKey(genus)) ?? []).filter((m) => m.rank === 'Genus') : [];
  if (genera.length === 0) return null;
  return { match: bestMatch(genera, context), verification: 'fuzzy', genusFallback: true };
}
