/**
 * Numbers and depths as the screens show them, in the page's language (`<html lang>`, like rules/dates.ts) or the one
 * given: "10,000" in English, "10.000" in German; a depth is "18 m" in every language, "18,5 m" in German.
 */
import { DEFAULT_LANGUAGE } from './languages';

export interface NumberOptions {
  /** The language to write in (one of rules/languages.ts, or an Intl locale); the page's own when not given. */
  locale?: string;
}

const pageLanguage = () => (typeof document === 'undefined' ? '' : document.documentElement.lang) || DEFAULT_LANGUAGE;

/** "10,000": a count or a figure, grouped as the language groups it (or not at all: "1000 spots", as the copy has it). */
export function numberText(value: number, options: NumberOptions & { maximumFractionDigits?: number; useGrouping?: boolean } = {}): string {
  const { maximumFractionDigits = 0, useGrouping = true } = options;
  return new Intl.NumberFormat(options.locale ?? pageLanguage(), { maximumFractionDigits, useGrouping }).format(value);
}

/** "12 m", or "12.5 m" below 10 m and for halves: a depth as a diver reads it on the computer, to a tenth of a metre. */
export function depthText(meters: number, options: NumberOptions = {}): string {
  const figure = new Intl.NumberFormat(options.locale ?? pageLanguage(), { maximumFractionDigits: 1, useGrouping: false }).format(Math.round(meters * 10) / 10);
  return `${figure} m`;
}
