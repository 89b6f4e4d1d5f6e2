import { counted as wordsCounted, fill, type CountWords } from './words';

// Words an island fills in the browser: the page renders a message with its placeholders kept ("Importing {name}…")
// and hands it over as a prop (decision 128), so the island's script carries no catalogue. One `fill` (words.ts).
export { fill };

/** A message in the forms a count chooses between ("{count} dive", "{count} dives"); Chinese uses `other` only. */
export type Plural = CountWords;

/** `counted` (words.ts) as the copy writes counts, ungrouped ("1234 dives"), in this file's order of arguments. */
export const counted = (forms: Plural, count: number, language: string, values: Record<string, string | number> = {}): string =>
  wordsCounted(language, forms, count, { values, grouping: false });
