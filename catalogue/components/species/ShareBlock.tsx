import { SHARE_HASHTAGS, shareLinks } from '../share-links';
import { species_copy_link, species_share_text, species_share_title } from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { PRODUCT_NAME } from '@rules/product';

/**
 * The species page's share block: the app's share links, and a copy button driven by the page's script.
 * `speciesName` is the name as a sentence uses it (pageNameInText): "Sea turtles (family Cheloniidae)".
 */
export function ShareBlock({ url, speciesName, language = 'en' }: { url: string; speciesName: string; language?: Language }) {
  const options = { locale: language };
  return (
    <section className="share card" aria-labelledby="share-title">
      <h2 id="share-title">{species_share_title({}, options)}</h2>
      <div className="share-links">
        {shareLinks(url, species_share_text({ name: speciesName, product: PRODUCT_NAME }, options)).map((link) => (
          <a key={link.network} className="btn btn-outline" href={link.href} target="_blank" rel="noopener noreferrer">
            {link.network}
          </a>
        ))}
        <button type="button" className="btn" data-copy-link={url}>
          <span data-copy-label>{species_copy_link({}, options)}</span>
        </button>
      </div>
      <p className="share-tags">{SHARE_HASHTAGS.map((tag) => `#${tag}`).join(' ')}</p>
    </section>
  );
}
