import { useEffect, useState } from 'react';
import { pathIn } from '@rules/languages';
import { speciesPath } from '../../model/catalogue';
import type { ResultWords } from './result-words';

/** A published photo of a taxon in the catalogue, and the species page it belongs to. */
export interface TaxonPhoto {
  imageUrl: string;
  speciesSlug: string;
  /** Set when it is a photo of another species of the taxon's genus or family. */
  of?: { rank: 'genus' | 'family'; name: string };
}

/** Finds a taxon's published photo by its AphiaID: null when the catalogue has none. The page's islands pass it in. */
export type TaxonPhotoLoader = (aphiaId: number) => Promise<TaxonPhoto | null>;

/**
 * A candidate's or look-alike's reference photo, linking to its species page. Only a photo that exists gets a tile
 * (an empty one read as a broken image); one of the genus or family is labelled so, on the tile and in its name.
 */
export default function TaxonThumb({ aphiaId, name, load, words }: { aphiaId: number; name: string; load: TaxonPhotoLoader; words: ResultWords }) {
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
  if (!photo) return null;
  const kin = photo.of;
  const rank = kin && words.thumbRanks[kin.rank];
  return (
    <a className={kin ? 'rd-thumb rd-thumb-kin' : 'rd-thumb'} href={pathIn(words.language, speciesPath(photo.speciesSlug))}>
      <img
        src={photo.imageUrl}
        alt={kin ? words.thumbKin.replace('{name}', name).replace('{rank}', rank!).replace('{kin}', kin.name) : words.thumb.replace('{name}', name)}
        width={48}
        height={48}
        loading="lazy"
      />
      {kin && <span className="rd-thumb-label" aria-hidden="true">{rank}</span>}
    </a>
  );
}
