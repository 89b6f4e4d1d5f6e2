import { useEffect, useState } from 'react';
import { speciesPath } from '../../model/catalogue';

/** A published photo of a taxon in the catalogue, and the species page it belongs to. */
export interface TaxonPhoto {
  imageUrl: string;
  speciesSlug: string;
}

/** Finds a taxon's published photo by its AphiaID: null when the catalogue has none. The page's islands pass it in. */
export type TaxonPhotoLoader = (aphiaId: number) => Promise<TaxonPhoto | null>;

/**
 * A candidate's or look-alike's reference photo, linking to its species page. Its 48 px place is kept from the
 * first paint, and the answer never waits for it: a photo that arrives later moves nothing, and none leaves a tile.
 */
export default function TaxonThumb({ aphiaId, name, load }: { aphiaId: number; name: string; load: TaxonPhotoLoader }) {
  const [photo, setPhoto] = useState<TaxonPhoto | null>(null);
  useEffect(() => {
    let current = true;
    setPhoto(null);
    // No photo, or no answer, leaves the quiet tile: the name beside it still says what it is.
    load(aphiaId).then(
      (found) => current && setPhoto(found),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [aphiaId, load]);
  if (!photo) return <span className="rd-thumb" aria-hidden="true" data-testid="taxon-thumb-empty" />;
  return (
    <a className="rd-thumb" href={speciesPath(photo.speciesSlug)}>
      <img src={photo.imageUrl} alt={`${name}: species page`} width={48} height={48} loading="lazy" />
    </a>
  );
}
