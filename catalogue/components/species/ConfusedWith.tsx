import { species_confused_with } from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { speciesPathIn, type ConfusedWith as LookAlike } from '../../model/catalogue';

function Names({ alike }: { alike: LookAlike }) {
  return (
    <span className="confused-names">
      <span>{alike.name}</span>
      {alike.scientificName && alike.scientificName !== alike.name && <i>{alike.scientificName}</i>}
    </span>
  );
}

/**
 * "Often confused with" on a species page: the look-alikes its identifications named. Those the catalogue has link
 * to their page with its picture (lazy, a card-sized file); the others are names only. Plain HTML, no script.
 */
export function ConfusedWith({ list, language = 'en' }: { list: LookAlike[]; language?: Language }) {
  return (
    <section className="confused-with" aria-labelledby="confused-with-heading">
      <h2 id="confused-with-heading">{species_confused_with({}, { locale: language })}</h2>
      <ul>
        {list.map((alike) => (
          <li key={alike.slug ?? alike.scientificName ?? alike.name}>
            {alike.slug ? (
              <a href={speciesPathIn(language, alike.slug)}>
                {alike.imageUrl && <img src={alike.imageUrl} alt="" width={120} height={90} loading="lazy" decoding="async" />}
                <Names alike={alike} />
              </a>
            ) : (
              <Names alike={alike} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
