/** IUCN Red List categories by their codes; WoRMS writes them as "Endangered (EN)", "EN" or "Endangered". */
const CATEGORIES: Record<string, string> = {
  EX: 'Extinct',
  EW: 'Extinct in the Wild',
  CR: 'Critically Endangered',
  EN: 'Endangered',
  VU: 'Vulnerable',
  NT: 'Near Threatened',
  LC: 'Least Concern',
  DD: 'Data Deficient',
  NE: 'Not Evaluated',
  // The 1994 categories some older assessments still carry.
  'LR/CD': 'Near Threatened',
  'LR/NT': 'Near Threatened',
  'LR/LC': 'Least Concern',
};
const NAMES = new Map(Object.values(CATEGORIES).map((name) => [name.toLowerCase(), name]));

/** The category's name ("Endangered"), or null for a value that names no category. */
export function iucnCategoryName(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const code = text.match(/\(([A-Za-z/]+)\)\s*$/)?.[1] ?? text;
  return CATEGORIES[code.toUpperCase()] ?? NAMES.get(text.replace(/\s*\([^)]*\)\s*$/, '').toLowerCase()) ?? null;
}
