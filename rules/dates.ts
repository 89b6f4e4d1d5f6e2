/**
 * The two ways a date is shown, the same on every page: a day ("14 June 2025") and a day and time ("14 June 2025,
 * 09:41"), in the page's language (the `lang` of every page, rules/languages.ts; English is written the British way, as the
 * product's copy is).
 * An instant (an ISO time with its zone, a number, a Date) is shown on the reader's clock, or in `timeZone`; a time
 * written without a zone (a camera's or a dive computer's clock, "2025-06-14T09:41") is shown as written.
 */
import { DEFAULT_LANGUAGE } from './languages';

/** The Intl locale a page's language writes dates in: English ones the British way ("14 June 2025"). */
export function dateLocale(language: string): string {
  return language === 'en' ? 'en-GB' : language;
}

export interface DateOptions {
  /** The language to write in (one of rules/languages.ts, or an Intl locale); the page's own (`<html lang>`) when not given. */
  locale?: string;
  /** Where an instant is read; the reader's zone when not given. Pages built ahead of time pass 'UTC'. */
  timeZone?: string;
}

type DateValue = string | number | Date | null | undefined;

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

const pageLanguage = () => dateLocale((typeof document === 'undefined' ? '' : document.documentElement.lang) || DEFAULT_LANGUAGE);

function moment(value: DateValue, options: DateOptions): { date: Date; timeZone?: string } | null {
  if (value === null || value === undefined || value === '') return null;
  // A clock's time without a zone: read as if UTC, and shown in UTC, so it stays as written.
  const wall = typeof value === 'string' && WALL_CLOCK.test(value);
  const date = value instanceof Date ? value : new Date(wall ? `${(value as string).length === 10 ? `${value}T00:00` : value}Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: wall ? 'UTC' : options.timeZone };
}

/** "14 June 2025": a day. '' when there is none. */
export function dayText(value: DateValue, options: DateOptions = {}): string {
  const at = moment(value, options);
  if (!at) return '';
  return new Intl.DateTimeFormat(options.locale ? dateLocale(options.locale) : pageLanguage(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: at.timeZone }).format(at.date);
}

/** "14 June 2025, 09:41": a day and its time, to the minute. '' when there is none. */
export function dayAndTimeText(value: DateValue, options: DateOptions = {}): string {
  const at = moment(value, options);
  if (!at) return '';
  const locale = options.locale ? dateLocale(options.locale) : pageLanguage();
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: at.timeZone }).format(at.date);
  return `${dayText(at.date, { locale, timeZone: at.timeZone })}, ${time}`;
}
