import { SHARE_HASHTAGS, shareLinks } from '../share-links';
import { PRODUCT_NAME } from '@rules/product';

/**
 * The species page's share block: the app's share links, and a copy button driven by the page's script.
 * `speciesName` is the name as a sentence uses it (pageNameInText): "Sea turtles (family Cheloniidae)".
 */
export function ShareBlock({ url, speciesName }: { url: string; speciesName: string }) {
  return (
    <section className="share card" aria-labelledby="share-title">
      <h2 id="share-title">Share this species</h2>
      <div className="share-links">
        {shareLinks(url, `Check out ${speciesName} on ${PRODUCT_NAME}`).map((link) => (
          <a key={link.network} className="btn btn-outline" href={link.href} target="_blank" rel="noopener noreferrer">
            {link.network}
          </a>
        ))}
        <button type="button" className="btn" data-copy-link={url}>
          <span data-copy-label>Copy link</span>
        </button>
      </div>
      <p className="share-tags">{SHARE_HASHTAGS.map((tag) => `#${tag}`).join(' ')}</p>
    </section>
  );
}
