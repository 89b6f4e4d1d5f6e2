import { byPublication, type PublicIdentification, type SpeciesPage, type TaxonFacts } from './catalogue';
import { withConfusedWith, type ConfusedTarget } from './confused-with';

/** A taxon's page as the catalogue keeps it: its slug, and the identification an admin chose to feature. */
export interface TaxonPageRecord {
  slug: string;
  featuredIdentificationId: number | null;
}

/**
 * The taxon whose page shows a photo: the community taxon when the votes agree on one (a sighting experts moved to
 * another taxon belongs on that taxon's page, not on the model's), else the model's checked taxon.
 */
export const pageTaxonId = (photo: Pick<PublicIdentification, 'taxon' | 'communityTaxon'>) => photo.communityTaxon?.aphiaId ?? photo.taxon?.aphiaId;

/** Verified photos first (the experts' word is the page's best evidence), each part in publication order. */
export const verifiedFirst = (a: PublicIdentification, b: PublicIdentification) =>
  Number(b.reviewStatus === 'verified') - Number(a.reviewStatus === 'verified') || byPublication(a, b);

/**
 * Groups published identifications into species pages: one per WoRMS taxon that has a page record (the community
 * taxon's when there is one), and one of its own for an identification without (its name is not resolved). Verified
 * photos come first. The featured identification is the admin's choice while it is published, else the first (so
 * a verified one when there is one). Each page names what its identifications were confused with.
 */
export function speciesPages(
  published: PublicIdentification[],
  taxa: Map<number, TaxonFacts>,
  pageRecords: Map<number, TaxonPageRecord>,
  /** The pages not among these, by look-alike name: when only some pages are made (model/confused-with.ts). */
  others?: (name: string) => ConfusedTarget | undefined,
): SpeciesPage[] {
  const groups = new Map<number, PublicIdentification[]>();
  const pages: SpeciesPage[] = [];
  for (const photo of published) {
    const aphiaId = pageTaxonId(photo);
    if (aphiaId !== undefined && pageRecords.has(aphiaId) && taxa.has(aphiaId)) {
      const group = groups.get(aphiaId);
      if (group) group.push(photo);
      else groups.set(aphiaId, [photo]);
    } else {
      pages.push({ slug: photo.slug, taxon: null, featured: photo, photos: [photo] });
    }
  }
  for (const [aphiaId, group] of groups) {
    const photos = group.sort(verifiedFirst);
    const record = pageRecords.get(aphiaId)!;
    const featured = photos.find((photo) => photo.id === record.featuredIdentificationId) ?? photos[0]!;
    pages.push({ slug: record.slug, taxon: taxa.get(aphiaId)!, featured, photos });
  }
  return withConfusedWith(pages, others);
}
