/** Badge colour by IUCN-style status text (spec: result display). The most specific wording is checked first. */
const BADGES: Array<[RegExp, string]> = [
  [/extinct/i, 'badge-extinct'],
  [/critically endangered/i, 'badge-critical'],
  [/endangered/i, 'badge-endangered'],
  [/vulnerable/i, 'badge-vulnerable'],
  [/near threatened/i, 'badge-near-threatened'],
  [/least concern/i, 'badge-least-concern'],
  [/data deficient/i, 'badge-data-deficient'],
];

export function conservationBadgeClass(status: string): string {
  return BADGES.find(([pattern]) => pattern.test(status))?.[1] ?? 'badge-other';
}

export const googleImagesUrl = (query: string) =>
  `https://www.google.com/search?tbm=isch&q=${encodeURIComponent(query)}`;
