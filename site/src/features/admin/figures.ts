/**
 * The dashboard's figures in the page's language, by Intl: counts, shares, and US dollars (the prices and the model's
 * cost are in dollars whatever the language).
 */

/** A count: grouped where the language groups ("12,345 calls"), or not (`grouped: false`: "1000 slots"). */
export const countText = (language: string, value: number, { grouped = true, maximumFractionDigits = 0 } = {}) =>
  new Intl.NumberFormat(language, { maximumFractionDigits, useGrouping: grouped }).format(value);

/** A share of one: 0.43 is "43%" ("43 %" in German). */
export const percentText = (language: string, rate: number) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(rate);

/** Dollars to `digits` places, ungrouped as the dashboard has always written them: "$1234.50", "1234,50 $", "US$1234.50". */
export const dollarText = (language: string, amount: number, digits = 2) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
