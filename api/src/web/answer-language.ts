import { ERROR_CODES, isRuleCode, type ErrorCode, type RuleCode } from '@rules/error-codes';
import { languageCookie, requestLanguage, type Language } from '@rules/languages';
import { error_photo_of } from '@messages/messages.js';
import { ERROR_FIGURES, ERROR_MESSAGES } from '../lib/error-messages';

/** The language of a signed-in request's account (its `locale`), or null: looked up only for error answers. */
export type AccountLanguage = (request: Request) => Promise<string | null>;

/** A figure as English wrote it ("10,000", "25") in a language's digits and separators. */
const figureIn = (language: Language, figure: string) => Number(figure.replaceAll(',', '')).toLocaleString(language);
/** Photo errors of a sighting say which photo first, in every language. */
const PHOTO_OF = /^Photo (\d+) of (\d+): ([\s\S]*)$/;
/** A figure as an English message writes it: "8", "10000000", "999999.99". */
const FIGURE = String.raw`\d[\d,]*(?:\.\d+)?`;

/**
 * Each form rule's English words as a pattern, its figures left open. A route answers a rule's failure under its own
 * code (`account.registration_invalid`) with the rule's English words (ruleMessage), so its other languages are
 * chosen by the rule's code, which those words name: each rule's words are its own (a test holds them apart).
 */
const RULE_WORDS = Object.keys(ERROR_CODES)
  .filter(isRuleCode)
  .map((code) => {
    const message = ERROR_MESSAGES[code] as (inputs: Record<string, string>, options: { locale: Language }) => string;
    const open = message(Object.fromEntries((ERROR_FIGURES[code] ?? []).map((name) => [name, '\u0000'])), { locale: 'en' });
    const pattern = open.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\u0000', FIGURE);
    return { code, pattern: new RegExp(`^${pattern}$`) };
  });

/** The form rule whose English words these are, or null. */
export const ruleOfWords = (english: string): RuleCode | null => RULE_WORDS.find(({ pattern }) => pattern.test(english))?.code ?? null;

/**
 * An error's message in a language, chosen by its code: English is the route's own words; another language says
 * the code's catalogue message with the figures the English one gave. Too few figures: the English words, unchanged.
 */
export function errorMessageIn(language: Language, code: ErrorCode, english: string): string {
  if (language === 'en') return english;
  const photo = PHOTO_OF.exec(english);
  if (photo) {
    const [, index = '', count = '', rest = ''] = photo;
    const message = errorMessageIn(language, code, rest);
    return error_photo_of({ photo: figureIn(language, index), count: figureIn(language, count), message }, { locale: language });
  }
  // A rule's failure answered under the route's code is said by the rule's own code.
  const said = ruleOfWords(english) ?? code;
  const names = ERROR_FIGURES[said] ?? [];
  const figures = english.match(new RegExp(FIGURE, 'g')) ?? [];
  if (figures.length < names.length) return english;
  const inputs = Object.fromEntries(names.map((name, i) => [name, figureIn(language, figures[i]!.replace(/,$/, ''))]));
  const message = ERROR_MESSAGES[said] as (inputs: Record<string, string>, options: { locale: Language }) => string;
  return message(inputs, { locale: language });
}

const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);

async function translated(request: Request, answer: Response, accountLanguage?: AccountLanguage): Promise<Response> {
  if (!answer.headers.get('content-type')?.startsWith('application/json')) return answer;
  // The request's language: the lang cookie, else the account's (looked up only when no cookie chose), else Accept-Language.
  const cookie = languageCookie(request.headers.get('cookie'));
  const account = cookie ? null : await accountLanguage?.(request).catch(() => null);
  const language = requestLanguage({ cookie, account, acceptLanguage: request.headers.get('accept-language') });
  if (language === 'en') return answer;
  const text = await answer.text();
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  const again = (body: string) => new Response(body, { status: answer.status, statusText: answer.statusText, headers });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return again(text);
  }
  if (!body || typeof body !== 'object') return again(text);
  const { code, message, error } = body as Record<string, unknown>;
  if (!isErrorCode(code) || typeof message !== 'string') return again(text);
  const spoken = errorMessageIn(language, code, message);
  // The checkout's answer repeats its message as `error` (decision 070): both say the same words.
  const repeated = error === message ? { error: spoken } : {};
  return again(JSON.stringify({ ...body, message: spoken, ...repeated }));
}

/**
 * Every error answer of the API (`{ code, message }`, whoever wrote it: a route, the app's error handler, the
 * body bound, the upload gate, read-only) in the request's language. Answers under 400 pass untouched.
 */
export function inRequestLanguage(request: Request, answer: Response | Promise<Response>, accountLanguage?: AccountLanguage): Response | Promise<Response> {
  if (answer instanceof Response) return answer.status < 400 ? answer : translated(request, answer, accountLanguage);
  return answer.then((settled) => (settled.status < 400 ? settled : translated(request, settled, accountLanguage)));
}
