import * as m from '@messages/messages.js';
import { ERROR_CODES, isRuleCode } from '@rules/error-codes';
import type { Language } from '@rules/languages';
import type { RuleWords } from './rule-text';

type Message = (inputs: Record<string, string>, options: { locale: Language }) => string;
/** Places of every rule message, kept as written so the island fills them. */
const KEEP = new Proxy({}, { get: (_, name) => `{${String(name)}}` }) as Record<string, string>;

/**
 * The words of the rules whose codes begin with one of `areas` (`['username', 'password']`), rendered with the page:
 * a form's island gets only the words of its own checks.
 */
export function ruleWords(language: Language, areas: readonly string[]): RuleWords {
  const codes = Object.keys(ERROR_CODES).filter(isRuleCode).filter((code) => areas.includes(code.split('.')[0]!));
  const messages = Object.fromEntries(codes.map((code) => [code, (m[`error_${code.replaceAll('.', '_')}` as keyof typeof m] as Message)(KEEP, { locale: language })]));
  return { language, messages };
}

