import type { RuleCode, RuleError } from '@rules/error-codes';
import type { Language } from '@rules/languages';
import { fill } from './words';

/** A form rule's words by its code in a language, `{figures}` kept for the browser (rule-words.ts, decision 128). */
export interface RuleWords {
  language: Language;
  messages: Partial<Record<RuleCode, string>>;
}

/**
 * A rule's failure in the page's language: its code's words with its figures, written ungrouped as the rules' copy
 * writes them ("at most 200 characters"). A code without words here shows itself, which a test catches.
 */
export function ruleText({ language, messages }: RuleWords, { code, values = {} }: RuleError): string {
  const figures = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? new Intl.NumberFormat(language, { useGrouping: false }).format(value) : value]),
  );
  return fill(messages[code] ?? code, figures);
}
