import type { PublicIdentification } from '../../../api/src/modules/catalogue/model';

export type { AlternativeSpecies, PublicIdentification } from '../../../api/src/modules/catalogue/model';

/** Everything one species page shows: its identification and the other published photos of its species. */
export interface SpeciesPage {
  entry: PublicIdentification;
  related: PublicIdentification[];
}

/** Photographs of one species are grouped by scientific name, or by common name when there is none. */
export function speciesKey(entry: Pick<PublicIdentification, 'speciesName' | 'scientificName'>): string {
  return (entry.scientificName?.trim() || entry.speciesName.trim()).toLowerCase();
}

const byName = (a: PublicIdentification, b: PublicIdentification) =>
  a.speciesName.localeCompare(b.speciesName, 'en', { sensitivity: 'base' }) || a.id - b.id;

const byPublication = (a: PublicIdentification, b: PublicIdentification) =>
  (a.publishedAt ?? '').localeCompare(b.publishedAt ?? '') || a.id - b.id;

/** The published catalogue: Discover's order (by name) and the species pages, one per published identification. */
export class Catalogue {
  readonly entries: PublicIdentification[];
  private readonly groups = new Map<string, PublicIdentification[]>();
  private readonly bySlug = new Map<string, PublicIdentification>();

  constructor(entries: PublicIdentification[]) {
    this.entries = [...entries].sort(byName);
    for (const entry of [...entries].sort(byPublication)) {
      this.bySlug.set(entry.slug, entry);
      const key = speciesKey(entry);
      const group = this.groups.get(key);
      if (group) group.push(entry);
      else this.groups.set(key, [entry]);
    }
  }

  page(slug: string): SpeciesPage | undefined {
    const entry = this.bySlug.get(slug);
    if (!entry) return undefined;
    return { entry, related: this.groups.get(speciesKey(entry))!.filter((other) => other.id !== entry.id) };
  }

  /** Slugs of every page whose content depends on this species group. */
  slugsOfSpecies(key: string): string[] {
    return (this.groups.get(key) ?? []).map((entry) => entry.slug);
  }
}

/** Meta descriptions are the first 150 characters of the description (spec section 9). */
export const metaDescription = (description: string) => description.trim().slice(0, 150);

/** Discover cards cut the description at 150 characters. */
export function cardDescription(description: string): string {
  const text = description.trim();
  return text.length > 150 ? `${text.slice(0, 150)}...` : text;
}

/** Pages render at build time: dates are formatted in UTC so every build prints the same text. */
export function formatPublishedDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export const speciesPath = (slug: string) => `/species/${encodeURIComponent(slug)}`;

/** Slugs that can name a folder of the static site as they are; any other slug's page is rendered on request. */
export const isStaticSlug = (slug: string) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/.test(slug);
