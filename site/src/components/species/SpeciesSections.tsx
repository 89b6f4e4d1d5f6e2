import type { PublicIdentification } from '../../catalogue/catalogue';
import { googleImagesUrl } from './conservation';

/** The result display's text sections, in the spec's order; empty ones are left out. */
const SECTIONS: Array<[keyof PublicIdentification, string]> = [
  ['description', 'DESCRIPTION'],
  ['distribution', 'DISTRIBUTION'],
  ['habitat', 'HABITAT'],
  ['features', 'DISTINGUISHING FEATURES & BEHAVIOR'],
  ['conservation', 'CONSERVATION & ENVIRONMENTAL ISSUES'],
];

export function SpeciesSections({ entry }: { entry: PublicIdentification }) {
  return (
    <div className="species-sections">
      {SECTIONS.map(([field, title]) => {
        const text = entry[field];
        if (typeof text !== 'string' || !text.trim()) return null;
        return (
          <section key={field} className="species-section">
            <h2>{title}</h2>
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
