import { numberText } from '@rules/numbers';

/**
 * Words an island fills in the browser: the page renders a message with its placeholders kept ("Importing {name}…")
 * and hands it over as a prop (decision 128), so the island's script carries no catalogue.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** A message in the forms a count chooses between ("{count} dive", "{count} dives"); Chinese uses `other` only. */
export interface Plural {
  one: string;
  other: string;
}

/** The form of `forms` the language uses for `count`, with the count in that language's digits, ungrouped as the copy writes counts ("1234 dives"). */
export function counted(forms: Plural, count: number, language: string, values: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { ...values, count: numberText(count, { locale: language, useGrouping: false }) });
}
