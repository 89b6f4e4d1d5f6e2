/**
 * Sentences rendered with the page in its language and handed to an island, filled in the browser: the island
 * carries no messages (decision 128), only these few lines and the browser's own Intl.
 */

import { fill } from '@rules/words';

/** The one `fill` (rules/words.ts), shared with the catalogue's components. */
export { fill };

/** A noun's forms for a count: "1 free identification", "3 free identifications" (`{count}` in each). */
export interface CountWords {
  one: string;
  other: string;
}

/**
 * A count with its noun in the page's language: the form by Intl's plural rules, the number by its own digits,
 * grouped ("1,234") unless `grouping` is false; `values` fill the sentence's other places.
 */
export function counted(language: string, words: CountWords, count: number, { values = {}, grouping = true }: { values?: Record<string, string | number>; grouping?: boolean } = {}): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? words.one : words.other;
  return fill(form, { ...values, count: new Intl.NumberFormat(language, { useGrouping: grouping }).format(count) });
}

/** A size in the page's language: "812 KB", "1.5 MB" ("1,5 MB" in German). */
export function sizeWords(language: string, bytes: number): string {
  if (bytes < 1024 * 1024) return `${new Intl.NumberFormat(language).format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  const megabytes = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
  return `${megabytes} MB`;
}
