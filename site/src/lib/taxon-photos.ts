import type { TaxonPhoto, TaxonPhotoLoader } from '@catalogue/components/result/TaxonThumb';
import { answer, api } from './api';

/** What this page already asked: one request per AphiaID, however many candidates and look-alikes name it. */
const asked = new Map<number, Promise<TaxonPhoto | null>>();

/**
 * GET /api/public/taxa/{aphiaId}/photo: a published photo of the taxon (or of its genus or family, marked so) and its
 * species page, or null (204) when the catalogue has none. A failed request is not remembered, so the next result
 * may ask again.
 */
export const taxonPhoto: TaxonPhotoLoader = (aphiaId) => {
  const known = asked.get(aphiaId);
  if (known) return known;
  const request = answer(api.public.taxa({ aphiaId }).photo.get()).then(
    (photo) => photo || null,
    (error: unknown) => {
      asked.delete(aphiaId);
      throw error;
    },
  );
  asked.set(aphiaId, request);
  return request;
};
