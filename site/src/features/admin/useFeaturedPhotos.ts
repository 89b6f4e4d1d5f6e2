import { useCallback, useState } from 'react';
import type { AdminIdentification } from '../../lib/types';
import { adminApi } from './calls';

/** What featuring a photo did: chose it, or found it was already the one its page shows. */
export type FeatureOutcome = 'updated' | 'already';

interface Known {
  /** Photo id to the slug of the species page it is on. */
  pageOf: ReadonlyMap<number, string>;
  /** Page slug to the id of the photo it features. */
  featured: ReadonlyMap<string, number>;
}

/**
 * "Feature on its species page" for the Identifications tab. The page is looked up only when the admin asks
 * (one public call, the page the photo's own slug leads to), so loading the tab costs no call per published row.
 * What the tab learns on the way (the page's photos and which one it features) drives the rows' Featured marker
 * until the dashboard is reloaded; rows of pages not looked up yet show no marker, only the action.
 */
export function useFeaturedPhotos() {
  const [known, setKnown] = useState<Known>({ pageOf: new Map(), featured: new Map() });

  const learn = useCallback((pageSlug: string, featuredId: number, photoIds: number[]) => {
    setKnown(({ pageOf, featured }) => {
      const pages = new Map(pageOf);
      for (const id of [...photoIds, featuredId]) pages.set(id, pageSlug);
      return { pageOf: pages, featured: new Map(featured).set(pageSlug, featuredId) };
    });
  }, []);

  /** Makes the row the featured photo of its page; no write when it already is. */
  const feature = useCallback(
    async (row: AdminIdentification): Promise<FeatureOutcome> => {
      const page = await adminApi.speciesPage(row.slug || String(row.id));
      const photoIds = page.identifications.map((photo) => photo.id);
      if (page.id === row.id) {
        learn(page.slug, row.id, photoIds);
        return 'already';
      }
      const chosen = await adminApi.feature(page.slug, row.id);
      learn(chosen.slug, chosen.featuredIdentificationId, photoIds);
      return 'updated';
    },
    [learn],
  );

  /** After an unpublish or a delete: the server picks another photo for that page, which the tab does not know. */
  const forget = useCallback((id: number) => {
    setKnown((last) => {
      const slug = last.pageOf.get(id);
      if (slug === undefined || last.featured.get(slug) !== id) return last;
      const featured = new Map(last.featured);
      featured.delete(slug);
      return { ...last, featured };
    });
  }, []);

  const isFeatured = (row: AdminIdentification) => {
    const slug = known.pageOf.get(row.id);
    return row.isPublished && slug !== undefined && known.featured.get(slug) === row.id;
  };

  return { feature, forget, isFeatured };
}
