import { byPublication, type PublicIdentification, type SpeciesPage, type TaxonFacts } from './catalogue';
import { withConfusedWith } from './confused-with';

/** A taxon's page as the catalogue keeps it: its slug, and the identification an admin chose to feature. */
export interface TaxonPageRecord {
  slug: string;
  featuredIdentificationId: number | null;
}

/**
 * Groups published identifications into species pages: one per WoRMS taxon that has a page record, and one of its
 * own for an identification without (its name is not resolved). The featured identification is the admin's choice
 * while it is published, else the first published. Each page names what its identifications were confused with.
 */
export function speciesPages(
  published: PublicIdentification[],
  taxa: Map<number, TaxonFacts>,
  pageRecords: Map<number, TaxonPageRecord>,
): SpeciesPage[] {
  const groups = new Map<number, PublicIdentification[]>();
  const pages: SpeciesPage[] = [];
  for (const photo of published) {
    const aphiaId = photo.taxon?.aphiaId;
    if (aphiaId !== undefined && pageRecords.has(aphiaId) && taxa.has(aphiaId)) {
      const group = groups.get(aphiaId);
      if (group) group.push(photo);
      else groups.set(aphiaId, [photo]);
    } else {
      pages.push({ slug: photo.slug, taxon: null, featured: photo, photos: [photo] });
    }
  }
  for (const [aphiaId, group] of groups) {
    const photos = group.sort(byPublication);
    const record = pageRecords.get(aphiaId)!;
    const featured = photos.find((photo) => photo.id === record.featuredIdentificationId) ?? photos[0]!;
    pages.push({ slug: record.slug, taxon: taxa.get(aphiaId)!, featured, photos });
  }
  return withConfusedWith(pages);
}
