import { numberText } from '@rules/numbers';
import { fill, type CountWords } from './words';

// Words an island fills in the browser: the page renders a message with its placeholders kept ("Importing {name}…")
// and hands it over as a prop (decision 128), so the island's script carries no catalogue. One `fill` (words.ts).
export { fill };

/** A message in the forms a count chooses between ("{count} dive", "{count} dives"); Chinese uses `other` only. */
export type Plural = CountWords;

/** The form of `forms` the language uses for `count`, with the count in that language's digits, ungrouped as the copy writes counts ("1234 dives"). */
export function counted(forms: Plural, count: number, language: string, values: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { ...values, count: numberText(count, { locale: language, useGrouping: false }) });
}
