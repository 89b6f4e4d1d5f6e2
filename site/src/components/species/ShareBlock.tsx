import { PRODUCT_NAME } from '../../lib/product';

/** Share hashtags of spec section 9. */
export const SHARE_HASHTAGS = ['MarineLife', PRODUCT_NAME, 'OceanConservation'];

/** Share links for one public URL; the copy button is driven by the page's script. */
export function shareLinks(url: string, speciesName: string) {
  const text = `Check out this ${speciesName} identified with ${PRODUCT_NAME}!`;
  const u = encodeURIComponent(url);
  const tags = SHARE_HASHTAGS.map((tag) => `#${tag}`).join(' ');
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}&hashtags=${SHARE_HASHTAGS.join(',')}`,
    },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      network: 'E-mail',
      href: `mailto:?subject=${encodeURIComponent(`${speciesName} on ${PRODUCT_NAME}`)}&body=${encodeURIComponent(`${text} ${tags}\n\n${url}`)}`,
    },
  ];
}

export function ShareBlock({ url, speciesName }: { url: string; speciesName: string }) {
  return (
    <section className="share card" aria-labelledby="share-title" data-pagefind-ignore>
      <h2 id="share-title">Share this species</h2>
      <div className="share-links">
        {shareLinks(url, speciesName).map((link) => (
          <a key={link.network} className="btn btn-outline" href={link.href} target="_blank" rel="noopener">
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
