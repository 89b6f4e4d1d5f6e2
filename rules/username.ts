/**
 * Usernames are the public photo credit, so two that look alike must be one name. Names are compared by their
 * key: NFKC-normalised (full-width "ｄｉｖｅｒ" is "diver"), case-folded ("DİVER", "Diver"), and with letters of
 * other scripts that look like Latin ones mapped to them (Cyrillic "о", Greek "ο" are "o"), so "bоb" written
 * with a Cyrillic о and "bob" cannot both exist. And a name mixes scripts only as real names do: one script,
 * or Latin with the scripts written beside it in Japanese, Chinese or Korean.
 */

/** Letters of Cyrillic and Greek that look like Latin letters, after case folding. */
export const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ү: 'y',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c',
  // Latin letters that read as others
  ı: 'i', ɡ: 'g', ℓ: 'l',
};

/** The form two names are compared in; equal keys are the same name. */
export function usernameKey(name: string): string {
  // Upper then lower case folds "ß" to "ss" and the dotted and dotless i alike, as Unicode case folding does.
  const folded = name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
  let key = '';
  for (const char of folded.normalize('NFD')) {
    if (/\p{M}/u.test(char)) continue; // accents do not tell names apart to the eye at a glance
    key += LOOKALIKES[char] ?? char;
  }
  return key;
}

const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo', 'Arabic', 'Hebrew', 'Thai', 'Devanagari', 'Armenian', 'Georgian'] as const;
type Script = (typeof SCRIPTS)[number] | 'Other';
const SCRIPT_PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const);

function scriptOf(char: string): Script | null {
  if (!/\p{L}/u.test(char)) return null; // digits, marks and punctuation belong to every script
  return SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other';
}

/** Script sets that real names use together (Unicode TR39, "highly restrictive"). */
const ALLOWED_MIXES: ReadonlyArray<ReadonlySet<Script>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** Whether the letters of a name come from one script, or from a mix real names use. */
export function isSingleScript(name: string): boolean {
  const scripts = new Set<Script>();
  for (const char of name.normalize('NFKC')) {
    const script = scriptOf(char);
    if (script) scripts.add(script);
  }
  if (scripts.size <= 1) return true;
  return ALLOWED_MIXES.some((mix) => [...scripts].every((script) => mix.has(script)));
}
