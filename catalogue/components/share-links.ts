import { PRODUCT_NAME } from '@rules/product';

/** Hashtags of every share. */
export const SHARE_HASHTAGS = ['MarineLife', PRODUCT_NAME, 'OceanConservation'];

export interface ShareLink {
  network: string;
  href: string;
}

/** Share addresses for a page: Facebook, X, WhatsApp, LinkedIn and e-mail. */
export function shareLinks(url: string, text: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}&hashtags=${encodeURIComponent(SHARE_HASHTAGS.join(','))}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'E-mail', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${text}\n\n${url}`)}` },
  ];
}
