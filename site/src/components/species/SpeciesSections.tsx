import type { PublicIdentification } from '../../catalogue/catalogue';
import { googleImagesUrl } from './conservation';

/**
 * The result display's text sections, in the spec's order; empty ones are left out. Search indexes the
 * first four (with the names): fewer words in every page keep the search index small to download.
 */
const SECTIONS: Array<[keyof PublicIdentification, string, boolean]> = [
  ['description', 'DESCRIPTION', true],
  ['distribution', 'DISTRIBUTION', true],
  ['habitat', 'HABITAT', true],
  ['features', 'DISTINGUISHING FEATURES & BEHAVIOR', true],
  ['conservation', 'CONSERVATION & ENVIRONMENTAL ISSUES', false],
];

export function SpeciesSections({ entry }: { entry: PublicIdentification }) {
  return (
    <div className="species-sections">
      {SECTIONS.map(([field, title, searched]) => {
        const text = entry[field];
        if (typeof text !== 'string' || !text.trim()) return null;
        return (
          <section key={field} className="species-section" data-pagefind-ignore={searched ? undefined : 'all'}>
            <h2 data-pagefind-ignore>{title}</h2>
            <p>{text}</p>
          </section>
        );
      })}
      {entry.alternativeSpecies.length > 0 && (
        <section className="species-section" data-pagefind-ignore>
          <h2>OTHER POSSIBLE SPECIES</h2>
          <ul className="alternatives">
            {entry.alternativeSpecies.map((alternative) => (
              <li key={`${alternative.name}-${alternative.scientificName}`}>
                <span>
                  {alternative.name}
                  {alternative.scientificName && <i> ({alternative.scientificName})</i>}
                </span>{' '}
                <a href={googleImagesUrl(alternative.scientificName || alternative.name)} target="_blank" rel="noopener">
                  Google Images
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
